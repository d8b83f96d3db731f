/**
 * The rating a page shows: the reviews' average to the nearest half star, 0-5 (3.5 stays 3.5, not 4).
 * The stars (src/catalogue/stars.tsx) draw it and the Product JSON-LD's `ratingValue` says it, so what a
 * search engine reads is what the shopper sees (Google: the rating must be the page's).
 */
export function shownRate(rate: number): number {
  return Number.isFinite(rate) ? Math.min(5, Math.max(0, Math.round(rate * 2) / 2)) : 0;
}
