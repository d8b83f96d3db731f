import { useId } from 'react';
import { t } from '../../src/i18n';
import { ProductCarousel } from '../../src/ui/carousel/product-carousel';
import { useShowcase } from './use-showcase';

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

/**
 * The home and product page showcases (catalogue-and-discovery §2, §7, §9): one product carousel, or
 * one per group for kind 'groups'. Hidden when there is nothing to show or the request fails.
 */
export function Showcase({ kind, quantity, productId, title: titleAttribute, heading }: ShowcaseProps) {
  const title = heading || titleAttribute;
  const showcase = useShowcase({ kind, quantity, productId });
  const titleId = useId();
  const groups = showcase.kind === 'groups';
  const grouped = groups && Boolean(title);
  return (
    <div
      className="jet-showcase"
      data-kind={showcase.kind}
      data-state={showcase.state}
      aria-busy={showcase.state === 'loading' || undefined}
      hidden={showcase.state === 'empty' || showcase.state === 'error'}
      role={grouped ? 'region' : undefined}
      aria-labelledby={grouped ? titleId : undefined}
    >
      {grouped && (
        <h2 className="jet-showcase__title" id={titleId}>
          {title}
        </h2>
      )}
      {showcase.sections.map((section) => (
        <ProductCarousel
          key={section.key}
          className="jet-showcase__carousel"
          title={!groups && title ? title : section.title}
          headingLevel={grouped ? 3 : 2}
          products={section.products}
          settings={showcase.settings}
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
