import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useId, useState, type Key, type ReactNode } from 'react';
import { t } from '../../i18n';
import '../../i18n/catalogue/showcase';

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
  /** Embla options over ours (align start, contained, one slide per step). */
  options?: EmblaOptionsType;
}

const reducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Previous/next state of an Embla instance: the buttons are disabled at the ends. */
export function useCarouselControls(options?: EmblaOptionsType) {
  const [viewportRef, api] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    slidesToScroll: 'auto',
    duration: reducedMotion() ? 0 : 25,
    ...options,
  });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const update = useCallback((emblaApi: NonNullable<typeof api>) => {
    setCanPrev(emblaApi.canScrollPrev());
    setCanNext(emblaApi.canScrollNext());
  }, []);

  useEffect(() => {
    if (!api) return undefined;
    update(api);
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api, update]);

  return {
    viewportRef,
    canPrev,
    canNext,
    prev: useCallback(() => api?.scrollPrev(), [api]),
    next: useCallback(() => api?.scrollNext(), [api]),
  };
}

/**
 * A horizontal carousel (Embla): a region named by its heading, previous/next buttons disabled at the
 * ends, slides in a list. Tabbing to something inside a slide off screen scrolls it into view (Embla's
 * watchFocus); dragging and swiping work on touch screens. Classes: `jet-carousel`, `__header`,
 * `__title`, `__subtitle`, `__controls`, `__button` (`--prev`, `--next`), `__viewport`, `__track`, `__slide`.
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
  const controls = useCarouselControls(options);
  const titleId = useId();
  const viewportId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section
      className={className ? `jet-carousel ${className}` : 'jet-carousel'}
      aria-labelledby={titleId}
      aria-roledescription={t('carousel.roleDescription')}
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
        <ul className="jet-carousel__track">
          {items.map((item, index) => (
            <li className="jet-carousel__slide" key={getKey(item, index)}>
              {renderItem(item, index)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
