import { useId } from 'react';
import type { CardSettings } from '../../src/catalogue/card-settings';
import { t } from '../../src/i18n';
import { CarouselSkeleton } from '../../src/ui/carousel/carousel-skeleton';
import { ProductCarousel } from '../../src/ui/carousel/product-carousel';
import { FailureNotice } from '../../src/ui/failure-notice';
import { useShowcase, type ShowcaseKind, type ShowcaseSection, type ShowcaseState } from './use-showcase';

export interface ShowcaseProps {
  /** featured | groups | most-sold | new-arrivals | related | also-purchased. Default featured. */
  kind?: string;
  /** Products per carousel (capped at 12). Default: the company's quantityProductsToShowAtShowcase. */
  quantity?: number;
  /** related / also-purchased: the product. Default: the product the page shows. */
  productId?: number;
  /** Replaces the heading (groups: a heading above the group carousels). */
  title?: string;
  /** Same as title, without the browser's tooltip that the global title attribute brings. */
  heading?: string;
}

/** What a showcase shows. */
export interface ShowcaseModel {
  kind: ShowcaseKind;
  state: ShowcaseState;
  /** One carousel each. */
  sections: readonly ShowcaseSection[];
  settings: CardSettings;
  /** The theme's heading: replaces a single carousel's title; for groups, a heading above them. */
  title?: string;
  /** This failed block shows the page's one message for failed catalogue reads (src/ui/failure-notice.tsx). */
  notice?: boolean;
}

/** The showcase as a plain function of its model: one carousel per section; hidden when empty or failed. */
export function ShowcaseView({ kind, state, sections, settings, title, notice = false }: ShowcaseModel) {
  const titleId = useId();
  const groups = kind === 'groups';
  const grouped = groups && Boolean(title);
  return (
    <div
      className="jet-showcase"
      data-kind={kind}
      data-state={state}
      aria-busy={state === 'loading' || undefined}
      hidden={(state === 'empty' || state === 'error') && !notice}
      role={grouped ? 'region' : undefined}
      aria-labelledby={grouped ? titleId : undefined}
    >
      {grouped && (
        <h2 className="jet-showcase__title" id={titleId}>
          {title}
        </h2>
      )}
      {state === 'loading' && <CarouselSkeleton />}
      {state === 'error' && notice && <FailureNotice className="jet-showcase__error" />}
      {sections.map((section) => (
        <ProductCarousel
          key={section.key}
          className="jet-showcase__carousel"
          title={!groups && title ? title : section.title}
          headingLevel={grouped ? 3 : 2}
          products={section.products}
          settings={settings}
          headerExtra={
            section.url ? (
              <a className="jet-showcase__all" href={section.url}>
                {t('showcase.seeAll')}
              </a>
            ) : undefined
          }
        />
      ))}
    </div>
  );
}

/**
 * The home and product page showcases (catalogue-and-discovery §2, §7, §9): one product carousel, or
 * one per group for kind 'groups'. Hidden when there is nothing to show or the request fails.
 */
export function Showcase({ kind, quantity, productId, title, heading }: ShowcaseProps) {
  return <ShowcaseView {...useShowcase({ kind, quantity, productId })} title={heading || title} />;
}
