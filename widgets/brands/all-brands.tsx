import '../../src/i18n/catalogue/site-pages';
import '../../src/i18n/catalogue/listing-page';
import { t } from '../../src/i18n';
import { LoadError } from '../../src/ui/load-error';
import type { BrandsModel } from './brands';
import { brandUrl } from './use-brands';
import { mediaUrl } from '../../src/api/media';

/** The page of all brands ('Marcas'): each logo with its name; says when there is none or the list failed. */
export function AllBrandsView({ state, brands, retry, titleId }: Pick<BrandsModel, 'state' | 'brands'> & { retry: () => void; titleId: string }) {
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
                <img className="jet-brands__logo" src={mediaUrl(brand.logo)} alt="" loading="lazy" width="160" height="80" />
                <span className="jet-brands__name">{brand.name}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

