import '../../src/i18n/catalogue/product';
import { lazy } from 'react';
import type { PanelProduct } from '../../src/events';
// type only: the forms kit loads with the form, on the first opening
import type { AlertMeValues } from '../../src/forms/values/catalogue-forms';
import { t } from '../../src/i18n';
import type { AlertMessage } from '../../src/ui/alert';
import type { LazyPanelProps } from '../../src/ui/lazy-panel';
import { Panel, PanelProductSummary } from '../../src/ui/panel';
import { useAlertMe, type AlertMeResult } from './use-alert-me';

/** The form and the forms kit load on the first opening (import()), never with the page. */
const AlertMeForm = lazy(() => import('./alert-me-form'));

/** What the back-in-stock panel shows, and what it does (useAlertMe). */
export interface AlertMeModel {
  open: boolean;
  /** From the first opening on: the form mounts (and loads) and stays. */
  started: boolean;
  /** The product asked about; null before the first opening. */
  product: PanelProduct | null;
  close: () => void;
  /** The panel's message (a refusal, the result) and how to close it. */
  alert: { alert: AlertMessage | null; close: () => void };
  register: (values: AlertMeValues) => Promise<AlertMeResult>;
}

/** The back-in-stock panel as a plain function of its model: the question, the product image, the form. */
export function AlertMeView({ open, started, product, close, alert, register }: AlertMeModel) {
  return (
    <Panel
      block="jet-alert-me"
      open={open}
      started={started}
      title={product ? t('alertMe.question', { product: product.name }) : ''}
      onClose={close}
      alert={alert}
      intro={product && <PanelProductSummary name={product.name} image={product.image} nameHidden />}
    >
      <AlertMeForm register={register} />
    </Panel>
  );
}

/** The back-in-stock panel: hidden until jet:alert-me-open asks for it. */
export default function AlertMe({ initial }: LazyPanelProps<PanelProduct> = {}) {
  return <AlertMeView {...useAlertMe(initial)} />;
}
