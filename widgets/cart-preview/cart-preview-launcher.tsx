import { lazy, Suspense, useEffect, useState } from 'react';
import { listen } from '../../src/events';

export interface CartPreviewProps {
  /** Also open after every `jet:product-added`. */
  openOnAdd?: boolean;
  /** A plain click on the header's counter opens the drawer. */
  openFromCounter?: boolean;
  checkoutUrl?: string;
  cartUrl?: string;
}

const CartPreview = lazy(() => import('./cart-preview'));

/**
 * What loads with the page: the listeners. Each request it takes (`jet:cart-open`, from the counter
 * only with `openFromCounter`, and `jet:product-added` with `openOnAdd`) counts up `requests`; the
 * drawer loads on the first and opens on each.
 */
export function CartPreviewLauncher({ openOnAdd = false, openFromCounter = false, ...urls }: CartPreviewProps) {
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    const ask = () => setRequests((n) => n + 1);
    const stopOpen = listen('jet:cart-open', (detail, event) => {
      if (detail?.source === 'counter' && !openFromCounter) return;
      event.preventDefault();
      ask();
    });
    const stopAdd = openOnAdd && listen('jet:product-added', ask);
    return () => {
      stopOpen();
      if (stopAdd) stopAdd();
    };
  }, [openOnAdd, openFromCounter]);
  if (requests === 0) return null;
  return (
    <Suspense fallback={null}>
      <CartPreview requests={requests} {...urls} />
    </Suspense>
  );
}
