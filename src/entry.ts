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
import { watchLogout } from './session/logout';

export { configure, type JetOptions };
export { prepareApi } from './api/config';
export { emit, listen, type JetEventMap, type JetEventName, type PanelProduct } from './events';
export { openCart, openLogin, openQuote, openAlert, closePanels } from './events/commands';
export type { AddProductsItem } from './stores/cart';

// Theme functions (README "Theme functions"): each imports its code on the first call.
export { addProducts, takeXPayY, addDigitalFreight, redirect301, checkMaintenance } from './theme/boot';

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
  watchLogout();
}

// Only in a browser: a server that imports the package (Next, Remix, Astro render on Node) has no document.
if (typeof document !== 'undefined') start();
