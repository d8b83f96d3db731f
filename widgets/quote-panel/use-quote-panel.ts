import '../../src/i18n/catalogue/product';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { QuoteInput } from '../../src/api/operations';
import { useMutation, write } from '../../src/api/use-mutation';
import type { PanelProduct } from '../../src/events';
// type only: the forms kit loads with the form, on the first opening
import type { QuoteValues } from '../../src/forms/values/catalogue-forms';
import { t } from '../../src/i18n';
import { $loginStatus, isLoggedIn } from '../../src/stores/login-status';
import { useQuery } from '../../src/stores/use-query';
import { useProductPanel } from '../../src/ui/use-product-panel';

/** The quote request (catalogue-and-discovery §3): idCustomer only when the shopper is logged in. */
function quotePayload(values: QuoteValues, product: PanelProduct, idCustomer: number | null): QuoteInput {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    message: values.message,
    ...(idCustomer ? { idCustomer } : {}),
    products: [{ idProduct: product.idProduct, idProductGrid: product.idSku }],
  };
}

/** What a signed-in customer's form starts with: name, e-mail and phone; '' for what is unknown. */
export type QuotePrefill = Pick<QuoteValues, 'name' | 'email' | 'phone'>;

const noPrefill: QuotePrefill = { name: '', email: '', phone: '' };

/**
 * The quote panel's logic: opens on jet:product-budget-show (refused when a variation is missing),
 * closes on jet:product-budget-close, and sends the request. The panel closes after the send whatever
 * its result; `send` resolves true on success (the form then resets) and false on failure (the form
 * keeps what the shopper typed, so reopening shows it).
 */
export function useQuotePanel(initial?: PanelProduct) {
  const panel = useProductPanel('jet:product-budget-show', 'jet:product-budget-close', initial);
  const status = useStore($loginStatus);
  const loggedIn = isLoggedIn(status.data?.data);
  const customer = loggedIn ? status.data?.data : undefined;
  const idCustomer = customer?.idCustomer ?? null;
  // the customer record (e-mail, phone) is read once the panel first opens, never with the page
  const record = useQuery('customerData', undefined, loggedIn && panel.started).data;
  const name = record?.name || customer?.name || '';
  const email = record?.email ?? '';
  const phone = record?.phone.phone1 ?? '';
  const prefill = useMemo<QuotePrefill>(() => (loggedIn ? { name, email, phone } : noPrefill), [loggedIn, name, email, phone]);
  const { product, close } = panel;
  const { run } = useMutation({
    send: ({ values, about }: { values: QuoteValues; about: PanelProduct }) => write('sendQuote', { json: quotePayload(values, about, idCustomer) }),
    alert: panel.alert,
    // the panel closes (clearing its message) whatever the result, before the result shows
    failure: () => {
      close();
      return { kind: 'error', message: t('quote.sendFailed') };
    },
    onSuccess: () => {
      close();
      panel.alert.show({ kind: 'success', message: t('quote.sent') });
    },
  });

  const send = async (values: QuoteValues): Promise<boolean> => Boolean(product && (await run({ values, about: product }))?.ok);

  return { ...panel, prefill, send };
}
