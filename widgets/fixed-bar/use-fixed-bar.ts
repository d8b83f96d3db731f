import { useStore } from '@nanostores/react';
import { useCallback, type MouseEvent } from 'react';
import { $cartQuantity } from '../../src/stores/cart-quantity';

/** Back to the top of the page, smoothly unless the shopper asked for less motion. */
function backToTop(): void {
  const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * The search button: the page's search box takes the focus (it is in the header, at the top); without
 * one the link goes to the search page.
 */
function focusSearch(event: MouseEvent<HTMLAnchorElement>): void {
  const input = document.querySelector<HTMLInputElement>('jet-search-box input');
  if (!input) return;
  event.preventDefault();
  backToTop();
  input.focus({ preventScroll: true });
}

/** The bar's cart count: only a count that was read is shown (never '0' for a cart not read yet). */
export function useFixedBar() {
  const count = useStore($cartQuantity);
  const known = count.status === 'ready' || count.status === 'empty';
  return { cartCount: known ? count.quantity : null, onTop: useCallback(() => backToTop(), []), onSearch: focusSearch } as const;
}
