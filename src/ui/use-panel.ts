import { useCallback, useEffect, useState } from 'react';
import { listen, type JetEventName, type PanelProduct } from '../events';
import '../i18n/catalogue/product';
import { t } from '../i18n';
import { useAlert } from './alert';

/** Events whose detail is the product a panel is about (quote, back-in-stock). */
type OpenEvent = Extract<JetEventName, 'jet:product-budget-show' | 'jet:alert-me-open'>;
type CloseEvent = 'jet:product-budget-close' | 'jet:alert-me-close';

/** True when the panel must not open: the product has variations and none is chosen. */
export function missingVariation(product: PanelProduct): boolean {
  return product.hasVariations && (product.idSku === null || product.idSku === undefined);
}

/**
 * The headless state of a product panel (quote, back-in-stock), no JSX: it opens on `openEvent`
 * unless the product has variations and none is chosen (then it shows the spec's error as an alert
 * and stays closed), closes on `closeEvent` or `close()` (which also clear the message shown). `started` turns true on the first opening
 * and stays true (`initial`, when given, is handled like a first event): the view mounts the (lazily loaded) form from then on, so what the shopper typed
 * survives a close.
 */
export function usePanel(openEvent: OpenEvent, closeEvent: CloseEvent, initial?: PanelProduct) {
  const [product, setProduct] = useState<PanelProduct | null>(null);
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  const alert = useAlert();
  const showAlert = alert.show;
  const closeAlert = alert.close;

  const openWith = useCallback(
    (detail: PanelProduct) => {
      if (missingVariation(detail)) {
        showAlert({ kind: 'error', message: t('panel.selectVariation') });
        return;
      }
      closeAlert();
      setProduct(detail);
      setOpen(true);
      setStarted(true);
    },
    [showAlert, closeAlert],
  );
  useEffect(() => listen(openEvent, openWith), [openEvent, openWith]);
  // The request that loaded a lazy panel (src/ui/lazy-panel.tsx) counts as the first event.
  const [first] = useState(initial);
  useEffect(() => {
    if (first) openWith(first);
  }, [first, openWith]);

  /** Closes the panel and the message it shows; a message shown right after (the send's result) stays. */
  const close = useCallback(() => {
    closeAlert();
    setOpen(false);
  }, [closeAlert]);
  useEffect(() => listen(closeEvent, close), [closeEvent, close]);

  return { product, open, started, close, alert };
}

export type PanelState = ReturnType<typeof usePanel>;
