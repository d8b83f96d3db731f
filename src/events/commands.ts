import { emit } from './index';

/**
 * Commands for theme code: functions to call, not events to fake. Each one dispatches the request on
 * the bus for whichever widget answers it, e.g. `import { openCart } from '/dist/jet.js'; openCart();`.
 */

/** Asks the cart preview to open (dispatches `jet:cart-open`). */
export const openCart = (): void => emit('jet:cart-open', {});
