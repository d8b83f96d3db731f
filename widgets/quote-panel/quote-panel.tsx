import '../../src/i18n/catalogue/product';
import { lazy } from 'react';
import type { PanelProduct } from '../../src/events';
// type only: the forms kit loads with the form, on the first opening
import type { QuoteValues } from '../../src/forms/values/catalogue-forms';
import { t } from '../../src/i18n';
import type { AlertMessage } from '../../src/ui/alert';
import type { LazyPanelProps } from '../../src/ui/lazy-panel';
import { Panel, PanelProductSummary } from '../../src/ui/panel';
import { useQuotePanel, type QuotePrefill } from './use-quote-panel';

/** The form and the forms kit load on the first opening (import()), never with the page. */
const QuoteForm = lazy(() => import('./quote-form'));

/** What the quote panel shows, and what it does (useQuotePanel). */
export interface QuotePanelModel {
  open: boolean;
  /** From the first opening on: the form mounts (and loads) and stays. */
  started: boolean;
  /** The product to quote; null before the first opening. */
  product: PanelProduct | null;
  close: () => void;
  /** The panel's message (a refusal, the result) and how to close it. */
  alert: { alert: AlertMessage | null; close: () => void };
  /** The logged-in customer's name, e-mail and phone ('' for visitors and what is not known yet). */
  prefill: QuotePrefill;
  send: (values: QuoteValues) => Promise<boolean>;
}

/** The quote panel as a plain function of its model: the title, the product and the form. */
export function QuotePanelView({ open, started, product, close, alert, prefill, send }: QuotePanelModel) {
  return (
    <Panel
      block="jet-quote-panel"
      open={open}
      started={started}
      title={t('quote.title')}
      onClose={close}
      alert={alert}
      intro={product && <PanelProductSummary name={product.name} image={product.image} />}
    >
      <QuoteForm prefill={prefill} send={send} />
    </Panel>
  );
}

/** The quote request panel: hidden until jet:product-budget-show asks for it. */
export default function QuotePanel({ initial }: LazyPanelProps<PanelProduct> = {}) {
  return <QuotePanelView {...useQuotePanel(initial)} />;
}
