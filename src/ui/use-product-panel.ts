import '../i18n/catalogue/product';
import type { JetEventMap, JetEventName, PanelProduct } from '../events';
import { t } from '../i18n';
import type { AlertMessage } from './alert';
import { usePanel } from './use-panel';

/** The bus events whose detail is the product a panel is about (quote, back-in-stock). */
export type ProductPanelEvent = { [N in JetEventName]: JetEventMap[N] extends PanelProduct ? N : never }[JetEventName];

/** True when a product panel must not open: the product has variations and none is chosen. */
function missingVariation(product: PanelProduct): boolean {
  return product.hasVariations && (product.idSku === null || product.idSku === undefined);
}

/** The spec's refusal of a product panel without the variation chosen, or null. */
const refuseWithoutVariation = (product: PanelProduct): AlertMessage | null =>
  missingVariation(product) ? { kind: 'error', message: t('panel.selectVariation') } : null;

/**
 * A panel about a product (quote, back-in-stock): usePanel with the variation check, the detail as
 * `product`. It refuses to open (the spec's message as an alert) when the product has variations and
 * none is chosen.
 */
export function useProductPanel(openEvent: ProductPanelEvent, closeEvent: JetEventName, initial?: PanelProduct) {
  const panel = usePanel({ open: openEvent, close: closeEvent, initial, refuse: refuseWithoutVariation });
  return { ...panel, product: panel.detail };
}
