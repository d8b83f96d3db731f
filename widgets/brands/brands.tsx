import '../../src/i18n/catalogue/showcase';
import '../../src/i18n/catalogue/site-pages';
import '../../src/i18n/catalogue/listing-page';
import { useId } from 'react';
import type { Brand } from '../../src/api/operations';
import { t } from '../../src/i18n';
import { LoadError } from '../../src/ui/load-error';
import { brandUrl, useBrands } from './use-brands';

export interface BrandsProps {
  /** Target of 'Ver todos'. Default '/marcas'. */
  allUrl?: string;
  /** Every brand of the store (the /marcas page) instead of the featured ones. */
  all?: boolean;
}

/** What the brands list shows. */
export interface BrandsModel {
  state: 'loading' | 'ready' | 'empty' | 'error';
  brands: readonly Brand[];
  /** Target of 'Ver todos'. */
  allUrl: string;
  /** The page of all brands: title 'Marcas' (h1), names under the logos, messages when empty or failed. */
  all?: boolean;
  retry?: () => void;
}

/** 'Compre pela Marca' as a plain function of its model; hidden when empty or failed. */
export function BrandsView({ state, brands, allUrl, all = false, retry = () => undefined }: BrandsModel) {
  const titleId = useId();
  if (all) return <AllBrandsView state={state} brands={brands} retry={retry} titleId={titleId} />;
  const hidden = state === 'error' || state === 'empty';
  return (
    <section className="jet-brands" data-state={state} aria-labelledby={titleId} hidden={hidden} aria-busy={state === 'loading' || undefined}>
      <header className="jet-brands__header">
        <h2 className="jet-brands__title" id={titleId}>
          {t('brands.title')}
        </h2>
        <a className="jet-brands__all" href={allUrl}>
          {t('brands.seeAll')}
        </a>
      </header>
      <ul className="jet-brands__list">
        {brands.map((brand) => (
          <li className="jet-brands__item" key={brand.idBrand}>
            <a className="jet-brands__link" href={brandUrl(brand.urlFriendly)}>
              <img className="jet-brands__logo" src={brand.logo} alt={brand.name} loading="lazy" width="160" height="80" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The page of all brands ('Marcas'): each logo with its name; says when there is none or the list failed. */
function AllBrandsView({ state, brands, retry, titleId }: Pick<BrandsModel, 'state' | 'brands'> & { retry: () => void; titleId: string }) {
  return (
    <section className="jet-brands jet-brands--all" data-state={state} aria-labelledby={titleId} aria-busy={state === 'loading' || undefined}>
      <h1 className="jet-brands__title" id={titleId}>
        {t('brands.allTitle')}
      </h1>
      {state === 'empty' && <p className="jet-brands__empty">{t('brands.allEmpty')}</p>}
      {state === 'error' && (
        <LoadError className="jet-brands__error" buttonClassName="jet-brands__retry" message={t('brands.allError')} retryLabel={t('listing.retry')} onRetry={retry} />
      )}
      {(state === 'ready' || state === 'loading') && (
        <ul className="jet-brands__list">
          {brands.map((brand) => (
            <li className="jet-brands__item" key={brand.idBrand}>
              <a className="jet-brands__link" href={brandUrl(brand.urlFriendly)}>
                <img className="jet-brands__logo" src={brand.logo} alt="" loading="lazy" width="160" height="80" />
                <span className="jet-brands__name">{brand.name}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function Brands({ allUrl = '/marcas', all = false }: BrandsProps) {
  return <BrandsView {...useBrands(all)} allUrl={allUrl} all={all} />;
}
