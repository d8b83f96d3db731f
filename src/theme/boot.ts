import type * as CartFunctions from './cart';
import type * as StoreFunctions from './store';

/**
 * The theme functions as the entry exports them (README "Theme functions"): each imports its code on the
 * first call, so the entry stays small. (Boot chunk: its list of chunks to preload is shared with the
 * tag loader's.)
 */
const cartFunctions = () => import('./cart');
const storeFunctions = () => import('./store');

/** Adds several products at once (massive add); answers `{ quantity, added, refused }`. */
export const addProducts: typeof CartFunctions.addProducts = async (items) => (await cartFunctions()).addProducts(items);
/** Recomputes the cart's take-X-pay-Y promotions; answers the cart. */
export const takeXPayY: typeof CartFunctions.takeXPayY = async () => (await cartFunctions()).takeXPayY();
/** Gives a cart of only digital or service products its own freight; answers the cart. */
export const addDigitalFreight: typeof CartFunctions.addDigitalFreight = async () => (await cartFunctions()).addDigitalFreight();
/** The new address of an old one (default: this page), or null. */
export const redirect301: typeof StoreFunctions.redirect301 = async (url) => (await storeFunctions()).redirect301(url);
/** True while the store is in maintenance. */
export const checkMaintenance: typeof StoreFunctions.checkMaintenance = async () => (await storeFunctions()).checkMaintenance();
