/**
 * A product's rating as pages show it: the average of its reviews to one decimal. The product page
 * prints it beside the stars, the stars' label says it ('4,3') and the Product JSON-LD's `ratingValue` is
 * it, so what a search engine reads is what the shopper sees (Google: the rating must be the page's). The
 * stars draw it to the nearest half (src/catalogue/stars.tsx): 3.5 shows three and a half stars, not four.
 */
// (the server keeps a rate within 0-5; a missing one reads 0)
export const ratingAverage = (rate: number): number => Math.round(rate * 10) / 10 || 0;
