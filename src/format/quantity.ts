/** The cart's quantity bounds (cart-and-purchase §5 and §9). */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 9999;
/** The longest quantity dropdown: two digits (a longer list is no help to pick from; the cart takes up to 9999). */
export const QUANTITY_DROPDOWN_MAX = 99;

/**
 * The quantity a shopper typed, or null when it is not a whole number from 1 to 9999 (0, empty,
 * negative, decimal, text): the one rule of every quantity field (cart-and-purchase §5), whose message
 * is 'cart.quantityRange'.
 */
export function parseQuantity(text: string): number | null {
  const quantity = /^\d+$/.test(text) ? Number(text) : 0;
  return quantity >= QUANTITY_MIN && quantity <= QUANTITY_MAX ? quantity : null;
}

/** A quantity padded to two digits: 1 -> '01', 12 -> '12', 120 -> '120'. */
function padQuantity(quantity: number): string {
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
