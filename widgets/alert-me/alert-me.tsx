import '../../src/i18n/catalogue/product';
import { lazy } from 'react';
import { t } from '../../src/i18n';
import type { LazyPanelProps } from '../../src/ui/lazy-panel';
import { Panel, PanelProductSummary } from '../../src/ui/panel';
import { useAlertMe } from './use-alert-me';

/** The form and the forms kit load on the first opening (import()), never with the page. */
const AlertMeForm = lazy(() => import('./alert-me-form'));

/** The back-in-stock panel: hidden until jet:alert-me-open asks for it. */
export function AlertMe({ initial }: LazyPanelProps = {}) {
  const panel = useAlertMe(initial);
  const { product } = panel;
  return (
    <Panel
      block="jet-alert-me"
      open={panel.open}
      started={panel.started}
      title={product ? t('alertMe.question', { product: product.name }) : ''}
      onClose={panel.close}
      alert={panel.alert}
      intro={product && <PanelProductSummary name={product.name} image={product.image} nameHidden />}
    >
      <AlertMeForm register={panel.register} />
    </Panel>
  );
}

export default AlertMe;
