import type { EmblaOptionsType } from 'embla-carousel';
import { useId, type Key, type ReactNode } from 'react';
import { t } from '../../i18n';
import '../../i18n/catalogue/carousel';
import { useCarouselControls } from './use-carousel-controls';

export interface CarouselProps<T> {
  /** The heading; it also names the region. */
  title: string;
  /** A line under the heading. */
  subtitle?: string;
  /** h2 (default) or h3. */
  headingLevel?: 2 | 3;
  items: readonly T[];
  getKey: (item: T, index: number) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /** Extra class on the root, e.g. 'jet-showcase__carousel'. */
  className?: string;
  /** Something beside the heading, e.g. a 'Ver todos' link. */
  headerExtra?: ReactNode;
  /** Embla options over ours (align start, contained, one slide per snap); read when Embla starts. */
  options?: EmblaOptionsType;
}

/**
 * A horizontal carousel: a region named by its heading, previous/next buttons disabled at the ends,
 * slides in a list. It first renders as a natively scrollable track with CSS scroll-snap (swipe and
 * trackpad work with no script, the buttons scroll it a page at a time), and Embla takes over, at the
 * same slide, after the shopper's first interaction with it (see useCarouselControls), so Embla and the
 * handover (./embla) are no part of the page's first load. With Embla, tabbing to something inside a slide off screen scrolls it
 * into view (watchFocus) and a mouse can drag. Moves are instant under prefers-reduced-motion. Classes:
 * `jet-carousel` (with `data-engine="embla"` once Embla drives it), `__header`, `__title`,
 * `__subtitle`, `__controls`, `__button` (`--prev`, `--next`), `__viewport`, `__track`, `__slide`.
 */
export function Carousel<T>({
  title,
  subtitle,
  headingLevel = 2,
  items,
  getKey,
  renderItem,
  className,
  headerExtra,
  options,
}: CarouselProps<T>) {
  const controls = useCarouselControls(options, items.length);
  const titleId = useId();
  const viewportId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section
      ref={controls.rootRef}
      className={className ? `jet-carousel ${className}` : 'jet-carousel'}
      aria-labelledby={titleId}
      aria-roledescription={t('carousel.roleDescription')}
      data-engine={controls.engine === 'embla' ? 'embla' : undefined}
      {...controls.rootHandlers}
    >
      <div className="jet-carousel__header">
        <Heading className="jet-carousel__title" id={titleId}>
          {title}
        </Heading>
        {subtitle && <p className="jet-carousel__subtitle">{subtitle}</p>}
        {headerExtra}
      </div>
      <div className="jet-carousel__controls">
        <button
          type="button"
          className="jet-carousel__button jet-carousel__button--prev"
          aria-label={t('carousel.previous')}
          aria-controls={viewportId}
          disabled={!controls.canPrev}
          onClick={controls.prev}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="jet-carousel__button jet-carousel__button--next"
          aria-label={t('carousel.next')}
          aria-controls={viewportId}
          disabled={!controls.canNext}
          onClick={controls.next}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="jet-carousel__viewport" ref={controls.viewportRef} id={viewportId}>
        <ul className="jet-carousel__track" ref={controls.trackRef} onScroll={controls.onScroll}>
          {items.map((item, index) => (
            <li className="jet-carousel__slide" key={getKey(item, index)}>
              {renderItem(item, index)}
            </li>
          ))}
        </ul>
      </div>
      {controls.engineElement}
    </section>
  );
}
