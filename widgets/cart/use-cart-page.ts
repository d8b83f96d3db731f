import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import type { CartContents } from '../../src/api/operations';
import { useCartView } from '../../src/cart/use-cart-view';
import { useHost } from '../../src/elements/host';
import { t } from '../../src/i18n';
import { applyVoucher, cleanCart } from '../../src/stores/cart';
import { $cartQuantity, hostExpiryNotice } from '../../src/stores/cart-quantity';
import { $company } from '../../src/stores/company';
import { $loginStatus, isLoggedIn } from '../../src/stores/login-status';
import { useQuery } from '../../src/stores/use-query';
import { formatBRL } from '../../src/format/money';
import { expiryNotice } from '../../src/cart/expiry-notice';

/** Whether the cart page may ask for installments: the company allows them and there is a total. */
const wantsInstallments = (cart: CartContents | null, allowed: boolean | undefined) => Boolean(allowed && cart && cart.total > 0);

/**
 * The cart page's logic: the cart logic both cart widgets share, plus the installments by value
 * ('12x de R$ X sem juros', only when the maximum is above 1 and the company allows it, §9), the
 * expiry notice of products the server removed ('O TEMPO EXPIROU E'; the page shows it, the header
 * counter then does not), the signed-in customer's voucher suggestion, and emptying the cart.
 */
export function useCartPage({ checkoutUrl }: { checkoutUrl?: string }) {
  const view = useCartView({ checkoutUrl });
  const { cart } = view;
  const showAlert = view.alert.show;
  const host = useHost();
  const company = useStore($company);
  const allowed = company.data?.showInstallmentAtListsAndDetail;
  const total = cart?.total ?? 0;
  const plan = useQuery('installments', { value: total }, wantsInstallments(cart, allowed)).data;
  const installments =
    plan && plan.maxNumber > 1
      ? plan.description
        ? t('cart.installments', { count: plan.maxNumber, value: formatBRL(plan.value), description: plan.description })
        : t('cart.installmentsPlain', { count: plan.maxNumber, value: formatBRL(plan.value) })
      : null;
  const count = useStore($cartQuantity);
  const removed = count.removedProducts;
  // the page shows the expiry notice in its own place: the header counter then leaves it (shown once)
  useEffect(() => hostExpiryNotice(), []);

  // a voucher of the customer's own, shown only while signed in with lines and no voucher applied; asked
  // with the lines, not after them (issue 24): before they are in, the header's count says there are some
  const login = useStore($loginStatus);
  const signedIn = isLoggedIn(login.data?.data);
  const wantsSuggestion = signedIn && Boolean(cart?.items.length) && !cart?.voucher;
  const asksSuggestion = cart ? wantsSuggestion : signedIn && count.quantity > 0;
  const suggested = useQuery('voucherSuggestion', undefined, asksSuggestion).data;
  const voucherSuggestion = wantsSuggestion && suggested ? suggested : null;
  const applySuggested = useCallback(async () => {
    if (!voucherSuggestion) return;
    const outcome = await applyVoucher(voucherSuggestion.code);
    if (outcome.status === 'failed') showAlert({ kind: 'error', message: outcome.error.message });
  }, [voucherSuggestion, showAlert]);

  // 'Esvaziar carrinho' asks first: it cannot be undone
  const [cleanOpen, setCleanOpen] = useState(false);
  // the dialog's code loads the first time it is asked for, and stays for the page's life
  const [cleanAsked, setCleanAsked] = useState(false);
  const confirmClean = useCallback(async () => {
    setCleanOpen(false);
    const outcome = await cleanCart(host);
    if (outcome.status === 'failed') showAlert({ kind: 'error', message: outcome.error.message });
  }, [host, showAlert]);

  return {
    ...view,
    installments,
    expired: expiryNotice(removed),
    voucherSuggestion,
    applySuggestion: () => void applySuggested(),
    cleanOpen,
    cleanAsked,
    askClean: () => {
      setCleanAsked(true);
      setCleanOpen(true);
    },
    cancelClean: () => setCleanOpen(false),
    confirmClean: () => void confirmClean(),
  };
}

export type CartPageModel = ReturnType<typeof useCartPage>;
