/** The cart's quantity bounds (cart-and-purchase §5 and §9). */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 9999;

/** A quantity padded to two digits: 1 -> '01', 12 -> '12', 120 -> '120'. */
export function padQuantity(quantity: number): string {
  return String(quantity).padStart(2, '0');
}

/**
 * The dropdown quantity list (catalogue-and-discovery §9): 1 up to the stock, padded to two digits,
 * ['01', '02', ... ]. Never longer than `max` entries; empty when there is no stock.
 */
export function quantityOptions(stock: number, max: number = QUANTITY_MAX): string[] {
  const last = Math.min(Math.floor(Number.isFinite(stock) ? stock : 0), max);
  return Array.from({ length: Math.max(0, last) }, (_, i) => padQuantity(i + 1));
}
