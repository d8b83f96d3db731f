import { useCallback, useEffect, useState } from 'react';
import { listen } from '../../src/events';
import { loadCart } from '../../src/stores/cart';
import { useCartView } from '../../src/cart/use-cart-view';

/**
 * The drawer's logic: open on every new request from the launcher (the cart reloads on each opening,
 * cart-and-purchase §4 'preview opened'), closed by 'Fechar', Esc, a click on the backdrop,
 * 'Continuar Comprando' or `jet:cart-close` (theme code: `closePanels()`, the element's `close()`); the rest is the cart logic both cart widgets share.
 */
export function useCartPreview({ requests, checkoutUrl }: { requests: number; checkoutUrl?: string }) {
  const view = useCartView({ checkoutUrl });
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (requests === 0) return;
    setOpen(true);
    void loadCart();
  }, [requests]);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => listen('jet:cart-close', close), [close]);
  return { ...view, open, close };
}

export type CartPreviewModel = ReturnType<typeof useCartPreview>;
