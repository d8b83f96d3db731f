import '../../src/i18n/catalogue/product';
import type { AlertMeInput } from '../../src/api/operations';
import { useMutation, write } from '../../src/api/use-mutation';
import type { PanelProduct } from '../../src/events';
// type only: the forms kit loads with the form, on the first opening
import type { AlertMeValues } from '../../src/forms/values/catalogue-forms';
import { t } from '../../src/i18n';
import { useProductPanel } from '../../src/ui/use-product-panel';

/** The server's code for "this e-mail is already registered for this product" (catalogue-and-discovery §8). */
const DUPLICATE_CODE = 'Err 045';

/** The alert-me submission (catalogue-and-discovery §3). */
function alertMePayload(values: AlertMeValues, product: PanelProduct): AlertMeInput {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    idProduct: product.idProduct,
    idSku: product.idSku ?? null,
    nameProduct: product.name,
  };
}

export type AlertMeResult = 'registered' | 'duplicate' | 'failed';

/**
 * The back-in-stock panel's logic: opens on jet:alert-me-open (refused when a variation is missing),
 * closes on jet:alert-me-close, and registers the alert. Success and a duplicate ([Err 045]) close
 * the panel; any other error keeps it open with the message, so the shopper can try again.
 */
export function useAlertMe(initial?: PanelProduct) {
  const panel = useProductPanel('jet:alert-me-open', 'jet:alert-me-close', initial);
  const { product, close } = panel;
  const showAlert = panel.alert.show;
  // the panel closes (clearing its message) before the result shows; any error but a duplicate keeps it
  // open with the message, so the shopper can try again
  const { run } = useMutation({
    send: (values: AlertMeValues & { product: PanelProduct }) => write('alertMe', { json: alertMePayload(values, values.product) }),
    alert: panel.alert,
    failure: (error) => {
      if (!error.hasCode(DUPLICATE_CODE)) return { kind: 'error', message: t('alertMe.failed') };
      close();
      return { kind: 'info', message: t('alertMe.duplicate') };
    },
    onSuccess: () => {
      close();
      showAlert({ kind: 'success', message: t('alertMe.success') });
    },
  });

  const register = async (values: AlertMeValues): Promise<AlertMeResult> => {
    const result = product ? await run({ ...values, product }) : null;
    if (!result) return 'failed';
    return result.ok ? 'registered' : result.error.hasCode(DUPLICATE_CODE) ? 'duplicate' : 'failed';
  };

  return { ...panel, register };
}
