import '../i18n/catalogue/cart-page';
import { t } from '../i18n';
import type { CartViewModel } from './use-cart-view';

/** The cart could not be loaded and there is nothing to show: the reason and 'Tentar novamente'. */
export function LoadFailed({ model, className }: { model: Pick<CartViewModel, 'loadError' | 'retry'>; className: string }) {
  return (
    <div className={className} role="alert">
      <p>{model.loadError?.message ?? t('cart.loadFailed')}</p>
      <button type="button" className="jet-button jet-button--secondary" onClick={model.retry}>
        {t('cart.retry')}
      </button>
    </div>
  );
}
