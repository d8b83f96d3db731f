/**
 * A product's rating as pages show it. The average of its reviews, to one decimal, is the figure: the product
 * page prints it beside the stars, the stars' label says it, and the Product JSON-LD's `ratingValue` is it,
 * so what a search engine reads is what the shopper sees (Google: the rating must be the page's). The
 * stars draw it to the nearest half (3.5 shows three and a half stars, not four).
 */
export function ratingAverage(rate: number): number {
  return Number.isFinite(rate) ? Math.min(5, Math.max(0, Math.round(rate * 10) / 10)) : 0;
}

/** The stars drawn: the average to the nearest half star, 0-5. */
export const starsDrawn = (rate: number): number => Math.round(ratingAverage(rate) * 2) / 2;

/** The average as pt-BR text: '3,5', '4' (`fixed`: '4,0', the product page's figure). */
export const formatRating = (rate: number, fixed = false): string => {
  const average = ratingAverage(rate);
  return (fixed ? average.toFixed(1) : String(average)).replace('.', ',');
};
