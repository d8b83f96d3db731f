import '../i18n/catalogue/cart-page';
import '../i18n/catalogue/forms';
import { useStore } from '@nanostores/react';
import { useCallback, useState } from 'react';
import { call } from '../api/client';
import { toApiError } from '../api/errors';
import type { CartContents, CartLine } from '../api/operations';
import { useHost } from '../elements/host';
import { t } from '../i18n';
import { navigation } from '../routes/navigation';
import { $cart, changeQuantity, loadCart, removeItem, type CartOutcome } from '../stores/cart';
import { $company } from '../stores/company';
import { useAlert } from '../ui/alert';
import { cartIsValid, hasLimits, isSoldOut, rulesOf, soldOutLines } from './cart-rules';

/** How long the server's limit message stays (cart-and-purchase §8, §9: 10 s). */
const LIMIT_MESSAGE_MS = 10_000;

/** Where 'Finalizar Compra' leads by default (cart-and-purchase §2). */
export const CHECKOUT_URL = '/checkout/identification';

/**
 * The logic both cart widgets share (the drawer and the page), with no JSX: the shared `$cart` store,
 * quantity changes and removals with the server's text on failure, the sold-out modal, the limits and
 * their green message, and checkout gating (§4 'Checkout'):
 *
 * 1. sold-out lines → the sold-out modal (once; closed with 'Fechar', the next try shows the message);
 * 2. any line at stock 0 → 'Ops.. Exclua os produtos esgotados do carrinho.';
 * 3. the server checks the limits (its text shown 10 s) → the checkout address.
 */
export function useCartView({ checkoutUrl = CHECKOUT_URL }: { checkoutUrl?: string } = {}) {
  const state = useStore($cart);
  // the store's Pix discount ('R$ … no Pix' under the total): the page's company settings, read once per page
  const pixPercent = useStore($company).data?.pixDiscountPercent ?? 0;
  const alert = useAlert();
  const show = alert.show;
  // the cart's or the drawer's element: jet:product-removed is dispatched there
  const host = useHost();
  const [soldOutOpen, setSoldOutOpen] = useState(false);
  const [soldOutShown, setSoldOutShown] = useState(false);
  const [checking, setChecking] = useState(false);
  const cart: CartContents | null = state.data;
  const soldOut = cart ? soldOutLines(cart) : [];

  const failed = useCallback(
    (outcome: CartOutcome) => {
      if (outcome.status === 'failed') show({ kind: 'error', message: outcome.error.message });
      return outcome;
    },
    [show],
  );

  const setQuantity = useCallback(
    async (line: CartLine, quantity: number) => failed(await changeQuantity(line.idCartItem, quantity)),
    [failed],
  );
  const remove = useCallback(async (line: CartLine) => failed(await removeItem(line.idCartItem, host)), [failed, host]);

  const removeSoldOut = useCallback(async () => {
    setSoldOutOpen(false);
    const lines = cart ? cart.items.filter(isSoldOut) : [];
    for (const line of lines) failed(await removeItem(line.idCartItem, host));
  }, [cart, failed, host]);

  const checkout = useCallback(async () => {
    if (!cart || checking) return;
    if (soldOut.length > 0 && !soldOutShown) {
      setSoldOutShown(true);
      setSoldOutOpen(true);
      return;
    }
    if (cart.items.some(isSoldOut)) {
      show({ kind: 'error', message: t('cart.soldOutCheckout') });
      return;
    }
    setChecking(true);
    try {
      await call('verifyCartLimits', { json: null });
      navigation.assign(checkoutUrl);
    } catch (reason) {
      show({ kind: 'error', message: toApiError(reason).message, timeout: LIMIT_MESSAGE_MS });
    } finally {
      setChecking(false);
    }
  }, [cart, checking, soldOut.length, soldOutShown, show, checkoutUrl]);

  return {
    status: state.status,
    cart,
    pixPercent,
    /** The lines with a change on its way. */
    pending: state.pending,
    /** The load failed and there is nothing to show: the retry button. */
    loadError: state.status === 'error' ? state.error : null,
    retry: () => void loadCart(),
    alert,
    soldOut,
    soldOutOpen,
    closeSoldOut: () => setSoldOutOpen(false),
    removeSoldOut,
    setQuantity,
    remove,
    checkout,
    checking,
    /** The rules box's lines (empty when the store sets no limit). */
    rules: cart ? rulesOf(cart) : [],
    /** §4: the green message shows only when limits exist and the cart is valid. */
    limitsMet: cart !== null && cart.items.length > 0 && hasLimits(cart) && cartIsValid(cart),
  };
}

export type CartViewModel = ReturnType<typeof useCartView>;
