import '../../src/i18n/catalogue/product';
import { useCallback } from 'react';
import type { AlertMeInput } from '../../src/api/operations';
import { call } from '../../src/api/client';
import { toApiError } from '../../src/api/errors';
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
  const closeAlert = panel.alert.close;

  const register = useCallback(
    async (values: AlertMeValues): Promise<AlertMeResult> => {
      if (!product) return 'failed';
      closeAlert();
      try {
        await call('alertMe', { json: alertMePayload(values, product) });
      } catch (error) {
        if (toApiError(error).hasCode(DUPLICATE_CODE)) {
          close();
          showAlert({ kind: 'info', message: t('alertMe.duplicate') });
          return 'duplicate';
        }
        showAlert({ kind: 'error', message: t('alertMe.failed') });
        return 'failed';
      }
      close();
      showAlert({ kind: 'success', message: t('alertMe.success') });
      return 'registered';
    },
    [product, close, showAlert, closeAlert],
  );

  return { ...panel, register };
}
