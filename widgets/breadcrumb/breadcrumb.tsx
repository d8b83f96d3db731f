import { t } from '../../src/i18n';
import { useBreadcrumb, type BreadcrumbOptions, type BreadcrumbState, type Crumb } from './use-breadcrumb';

export interface BreadcrumbProps extends BreadcrumbOptions {
  /** Also show the page's name as its main heading (h1), e.g. the category name on a listing page. */
  heading?: boolean;
}

/** What the breadcrumb shows. */
export interface BreadcrumbModel {
  state: BreadcrumbState;
  /** The crumbs shown, Home first (the theme rule already applied). */
  crumbs: readonly Crumb[];
  /** The theme leaves out the last crumb: then no crumb is the current page. */
  dropLast: boolean;
  /** The page's name (the last crumb of the full trail). */
  pageName?: string;
  /** Show the page's name as the h1. */
  heading?: boolean;
}

/** The breadcrumb (and the optional h1) as a plain function of its model. */
export function BreadcrumbView({ state, crumbs, dropLast, pageName, heading = false }: BreadcrumbModel) {
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
      {/* The title's place while the trail loads, so the page below it does not move. */}
      {heading && state === 'loading' && <div className="jet-breadcrumb__heading" aria-hidden="true">{'\u00a0'}</div>}
    </>
  );
}

/**
 * The breadcrumb and page title (catalogue-and-discovery §2): Home, then the category chain, the brand,
 * group or search name, the customer area and page, or the product page's trail.
 */
export function Breadcrumb({ heading = false, ...options }: BreadcrumbProps) {
  return <BreadcrumbView {...useBreadcrumb(options)} heading={heading} />;
}
