import '../../src/i18n/catalogue/product';
import { lazy } from 'react';
import { t } from '../../src/i18n';
import type { LazyPanelProps } from '../../src/ui/lazy-panel';
import { Panel, PanelProductSummary } from '../../src/ui/panel';
import { useQuotePanel } from './use-quote-panel';

/** The form and the forms kit load on the first opening (import()), never with the page. */
const QuoteForm = lazy(() => import('./quote-form'));

/** The quote request panel: hidden until jet:product-budget-show asks for it. */
export function QuotePanel({ initial }: LazyPanelProps = {}) {
  const panel = useQuotePanel(initial);
  const { product } = panel;
  return (
    <Panel
      block="jet-quote-panel"
      open={panel.open}
      started={panel.started}
      title={t('quote.title')}
      onClose={panel.close}
      alert={panel.alert}
      intro={product && <PanelProductSummary name={product.name} image={product.image} />}
    >
      <QuoteForm prefillName={panel.prefillName} send={panel.send} />
    </Panel>
  );
}

export default QuotePanel;
