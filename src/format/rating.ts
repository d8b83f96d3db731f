/**
 * A product's rating as pages show it: the average of its reviews to one decimal, 0-5. The product page
 * prints it beside the stars, the stars' label says it ('4,3') and the Product JSON-LD's `ratingValue` is
 * it, so what a search engine reads is what the shopper sees (Google: the rating must be the page's). The
 * stars draw it to the nearest half (src/catalogue/stars.tsx): 3.5 shows three and a half stars, not four.
 */
export const ratingAverage = (rate: number): number => (Number.isFinite(rate) ? Math.min(5, Math.max(0, Math.round(rate * 10) / 10)) : 0);
