import '../i18n/catalogue/cart-page';
import { t } from '../i18n';
import type { CartViewModel } from './use-cart-view';
import { LoadError } from '../ui/load-error';

/** The cart could not be loaded and there is nothing to show: the reason and 'Tentar novamente'. */
export function LoadFailed({ model, className }: { model: Pick<CartViewModel, 'loadError' | 'retry'>; className: string }) {
  return (
    <LoadError
      stacked
      className={className}
      buttonClassName="jet-button jet-button--secondary"
      message={model.loadError?.message ?? t('cart.loadFailed')}
      retryLabel={t('cart.retry')}
      onRetry={model.retry}
    />
  );
}
