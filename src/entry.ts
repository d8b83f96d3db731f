/**
 * The one script a theme adds: `<script type="module" src="/dist/jet.js"></script>`.
 * It knows every tag and fetches a widget's code only when its tag first appears, together with
 * everything that code imports (modulepreload), all at once. It imports no React itself: the boot
 * chunk it needs is small, so the widgets' downloads start right after it.
 */
import { configure, type JetOptions } from './api/config';
import { queueAnalytics } from './analytics/boot';
import { watchForWidgets } from './elements/loader';
import { watchSession } from './session/boot';
import type * as CartFunctions from './theme/cart';
import type * as StoreFunctions from './theme/store';

export { configure, type JetOptions };
export { emit, listen, type JetEventMap, type JetEventName } from './events';
export { openCart } from './events/commands';
export type { AddProductsItem } from './stores/cart';

// Theme functions (README "Theme functions"): each imports its code on the first call, so jet.js stays small.
const cartFunctions = () => import('./theme/cart');
const storeFunctions = () => import('./theme/store');

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

/** Options from `<script type="application/json" id="jet-config">{ "apiBase": "/api" }</script>`. */
function readConfigElement(): void {
  const element = document.getElementById('jet-config');
  if (!element?.textContent) return;
  try {
    configure(JSON.parse(element.textContent) as JetOptions);
  } catch (error) {
    console.error('[jet] #jet-config is not valid JSON', error);
  }
}

function start(): void {
  readConfigElement();
  watchForWidgets();
  // after the widgets' loads have started: analytics waits for the company settings, the session for a page show
  queueAnalytics();
  watchSession();
}

start();
