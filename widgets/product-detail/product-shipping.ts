/**
 * The product page's shipping calculator (the cart's, `src/cart/shipping-calculator.tsx`), imported from
 * here rather than from the page's chunk, so that chunk names one file to fetch on the field's first
 * focus and not the calculator's nine.
 */
export const loadCalculator = () => import('../../src/cart/shipping-calculator');
