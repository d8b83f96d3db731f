import type { MouseEvent } from 'react';
import { request } from '../../src/events';
import { AlertSlot, type AlertMessage } from '../../src/ui/alert';
import { useCartCounter } from './use-cart-counter';

export interface CartCounterProps {
  /** Where the counter links to. Default '/carrinho'. */
  cartUrl?: string;
}

/** What the cart counter shows. */
export interface CartCounterModel {
  state: 'loading' | 'ready' | 'error';
  /** Items in the cart; null while not read (loading, failed): no number is shown then. */
  quantity: number | null;
  /** The link's accessible name, 'Carrinho: 3 itens' ('Carrinho' while the count is not read). */
  label: string;
  /** The expiry notice, if any, and how to close it. */
  alert: { alert: AlertMessage | null; close: () => void };
  cartUrl: string;
}

/**
 * A plain click on the counter asks the cart preview to open (`jet:cart-open` from the counter, on its
 * link: it bubbles through the element, whose listeners hear it, to the preview listening on document); when a preview with `open-from-counter`
 * takes it, the link does not navigate. A click with a modifier (new tab) or without a preview follows
 * the link to the cart page.
 */
function openPreview(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (request('jet:cart-open', { source: 'counter' }, event.currentTarget)) event.preventDefault();
}

/** The counter as a plain function of its model: the cart link with the count, and the expiry notice. */
export function CartCounterView({ state, quantity, label, alert, cartUrl }: CartCounterModel) {
  return (
    <div className="jet-cart-counter" data-state={state}>
      <a className="jet-cart-counter__link" href={cartUrl} aria-label={label} onClick={openPreview}>
        <svg className="jet-cart-counter__icon" viewBox="0 0 24 24" aria-hidden="true" width="24" height="24">
          <path
            fill="currentColor"
            d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H20l-2.3 8.1a2 2 0 0 1-1.9 1.4H8.4a2 2 0 0 1-2-1.6L4.2 2H1V0h4.8l.4 2"
          />
        </svg>
        {quantity !== null && (
          <span className="jet-cart-counter__count" aria-hidden="true">
            {quantity}
          </span>
        )}
      </a>
      <AlertSlot {...alert} />
    </div>
  );
}

export function CartCounter({ cartUrl = '/carrinho' }: CartCounterProps) {
  return <CartCounterView {...useCartCounter({ cartUrl })} cartUrl={cartUrl} />;
}
