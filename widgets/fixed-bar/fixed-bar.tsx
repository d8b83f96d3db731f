import '../../src/i18n/catalogue/commerce';
import '../../src/i18n/catalogue/store-frame';
import type { MouseEvent } from 'react';
import { t } from '../../src/i18n';
import { useFixedBar } from './use-fixed-bar';

export interface FixedBarProps {
  /** The search link's target when the page has no search box. Default '/busca'. */
  searchUrl?: string;
  /** 'Central do Cliente'. Default '/customer/login'. */
  customerUrl?: string;
  /** The cart. Default '/carrinho'. */
  cartUrl?: string;
}

/** What the fixed bar shows. */
export interface FixedBarModel {
  /** The cart's item count, or null while not known. */
  cartCount: number | null;
  onTop: () => void;
  onSearch: (event: MouseEvent<HTMLAnchorElement>) => void;
  searchUrl: string;
  customerUrl: string;
  cartUrl: string;
}

const icons = {
  top: 'M12 5 5 12l1.4 1.4 4.6-4.6V20h2V8.8l4.6 4.6L19 12z',
  search: 'M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z',
  customer: 'M12 3a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 12c4.4 0 8 2 8 4.5V21H4v-1.5C4 17 7.6 15 12 15Z',
  cart: 'M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H20l-2.3 8.1a2 2 0 0 1-1.9 1.4H8.4a2 2 0 0 1-2-1.6L4.2 2H1V0h4.8l.4 2',
} as const;

const Icon = ({ d }: { d: string }) => (
  <svg className="jet-fixed-bar__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <path fill="currentColor" d={d} />
  </svg>
);

/** The phones' fixed action bar: back to top, search, 'Central do Cliente', cart with its count. */
export function FixedBarView({ cartCount, onTop, onSearch, searchUrl, customerUrl, cartUrl }: FixedBarModel) {
  const cartLabel = cartCount === null ? t('fixedBar.cart') : cartCount === 1 ? t('fixedBar.cartLabelOne') : t('fixedBar.cartLabel', { count: cartCount });
  return (
    <nav className="jet-fixed-bar" aria-label={t('fixedBar.label')}>
      <ul className="jet-fixed-bar__list">
        <li className="jet-fixed-bar__item">
          <button type="button" className="jet-fixed-bar__action" onClick={onTop} aria-label={t('fixedBar.topLabel')}>
            <Icon d={icons.top} />
            <span className="jet-fixed-bar__text" aria-hidden="true">
              {t('fixedBar.top')}
            </span>
          </button>
        </li>
        <li className="jet-fixed-bar__item">
          <a className="jet-fixed-bar__action" href={searchUrl} onClick={onSearch}>
            <Icon d={icons.search} />
            <span className="jet-fixed-bar__text">{t('search.submit')}</span>
          </a>
        </li>
        <li className="jet-fixed-bar__item">
          <a className="jet-fixed-bar__action" href={customerUrl}>
            <Icon d={icons.customer} />
            <span className="jet-fixed-bar__text">{t('fixedBar.customer')}</span>
          </a>
        </li>
        <li className="jet-fixed-bar__item">
          <a className="jet-fixed-bar__action" href={cartUrl} aria-label={cartLabel}>
            <span className="jet-fixed-bar__cart">
              <Icon d={icons.cart} />
              {cartCount !== null && cartCount > 0 && (
                <span className="jet-fixed-bar__count" aria-hidden="true">
                  {cartCount}
                </span>
              )}
            </span>
            <span className="jet-fixed-bar__text" aria-hidden="true">
              {t('fixedBar.cart')}
            </span>
          </a>
        </li>
      </ul>
    </nav>
  );
}

export function FixedBar({ searchUrl = '/busca', customerUrl = '/customer/login', cartUrl = '/carrinho' }: FixedBarProps) {
  return <FixedBarView {...useFixedBar()} searchUrl={searchUrl} customerUrl={customerUrl} cartUrl={cartUrl} />;
}
