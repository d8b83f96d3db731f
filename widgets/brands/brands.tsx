import '../../src/i18n/catalogue/showcase';
import { lazy, Suspense, useId } from 'react';
import type { Brand } from '../../src/api/operations';
import { t } from '../../src/i18n';
import { FailureNotice } from '../../src/ui/failure-notice';
import { brandUrl, useBrands } from './use-brands';
import { mediaUrl } from '../../src/api/media';

/** The page of all brands, fetched only where a page asks for it (the home's strip stays small). */
const AllBrandsView = lazy(() => import('./all-brands').then((module) => ({ default: module.AllBrandsView })));

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
  /** This failed strip shows the page's one message for failed catalogue reads (src/ui/failure-notice.tsx). */
  notice?: boolean;
}

/** 'Compre pela Marca' as a plain function of its model; hidden when empty or failed. */
export function BrandsView({ state, brands, allUrl, all = false, retry = () => undefined, notice = false }: BrandsModel) {
  const titleId = useId();
  if (all)
    return (
      <Suspense fallback={<section className="jet-brands jet-brands--all" data-state="loading" aria-busy="true" />}>
        <AllBrandsView state={state} brands={brands} retry={retry} titleId={titleId} />
      </Suspense>
    );
  if (state === 'error' && notice)
    return (
      <section className="jet-brands" data-state={state}>
        <FailureNotice className="jet-brands__error" />
      </section>
    );
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
              <img className="jet-brands__logo" src={mediaUrl(brand.logo)} alt={brand.name} loading="lazy" width="160" height="80" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Brands({ allUrl = '/marcas', all = false }: BrandsProps) {
  return <BrandsView {...useBrands(all)} allUrl={allUrl} all={all} />;
}
