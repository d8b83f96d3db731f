import { useStore } from '@nanostores/react';
import type { CartContents } from '../../src/api/operations';
import { useCartView } from '../../src/cart/use-cart-view';
import { t } from '../../src/i18n';
import { $cartQuantity } from '../../src/stores/cart-quantity';
import { $company } from '../../src/stores/company';
import { useQuery } from '../../src/stores/use-query';
import { formatBRL } from '../../src/format/money';
import { expiryNotice } from '../../src/cart/expiry-notice';

/** Whether the cart page may ask for installments: the company allows them and there is a total. */
const wantsInstallments = (cart: CartContents | null, allowed: boolean | undefined) => Boolean(allowed && cart && cart.total > 0);

/**
 * The cart page's logic: the cart logic both cart widgets share, plus the installments by value
 * ('12x de R$ X sem juros', only when the maximum is above 1 and the company allows it, §9) and the
 * expiry notice of products the server removed ('O TEMPO EXPIROU E').
 */
export function useCartPage({ checkoutUrl }: { checkoutUrl?: string }) {
  const view = useCartView({ checkoutUrl });
  const company = useStore($company);
  const allowed = company.data?.showInstallmentAtListsAndDetail;
  const total = view.cart?.total ?? 0;
  const plan = useQuery('installments', { value: total }, wantsInstallments(view.cart, allowed)).data;
  const installments =
    plan && plan.maxNumber > 1
      ? plan.description
        ? t('cart.installments', { count: plan.maxNumber, value: formatBRL(plan.value), description: plan.description })
        : t('cart.installmentsPlain', { count: plan.maxNumber, value: formatBRL(plan.value) })
      : null;
  const removed = useStore($cartQuantity).removedProducts;
  return { ...view, installments, expired: expiryNotice(removed) };
}

export type CartPageModel = ReturnType<typeof useCartPage>;
