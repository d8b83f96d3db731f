import { t } from '../../src/i18n';
import { useBreadcrumb, type BreadcrumbOptions } from './use-breadcrumb';

export interface BreadcrumbProps extends BreadcrumbOptions {
  /** Also show the page's name as its main heading (h1), e.g. the category name on a listing page. */
  heading?: boolean;
}

/**
 * The breadcrumb and page title (catalogue-and-discovery §2): Home, then the category chain, the brand,
 * group or search name, the customer area and page, or the product page's trail.
 */
export function Breadcrumb({ heading = false, ...options }: BreadcrumbProps) {
  const { state, crumbs, dropLast, pageName } = useBreadcrumb(options);
  return (
    <>
      <nav
        className="jet-breadcrumb"
        data-state={state}
        aria-label={t('breadcrumb.label')}
        aria-busy={state === 'loading' || undefined}
        hidden={state === 'empty'}
      >
        <ol className="jet-breadcrumb__list">
          {crumbs.map((crumb, index) => {
            const current = !dropLast && index === crumbs.length - 1;
            return (
              <li className="jet-breadcrumb__item" key={`${index}-${crumb.url}`}>
                {current ? (
                  <span className="jet-breadcrumb__current" aria-current="page">
                    {crumb.name}
                  </span>
                ) : (
                  <a className="jet-breadcrumb__link" href={crumb.url}>
                    {crumb.name}
                  </a>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      {heading && state === 'ready' && pageName && <h1 className="jet-breadcrumb__heading">{pageName}</h1>}
    </>
  );
}
