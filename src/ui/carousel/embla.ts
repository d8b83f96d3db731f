import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { createElement, useEffect, useLayoutEffect, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { EngineMove } from './use-carousel-controls';

/**
 * The lazily loaded part of the carousel (fetched on the shopper's first interaction, see
 * useCarouselControls): the handover's timing (pointer released, track still), Embla
 * (embla-carousel-react's useEmblaCarousel) starting at the slide the native track rests on, and its
 * sync with the buttons.
 */

/** A scroll event less than this ago (ms) means the track may still be moving: Embla waits. */
const SETTLE = 150;

const reducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The slide a natively scrolled track rests on: the one whose scroll-snap position (its start, clamped
 * to the track's scroll range, as browsers clamp snap positions) is nearest the scroll position; on a
 * tie the first, as Embla's trimmed snaps keep the first slide of those clamped to the end.
 */
export function restingSlide(track: HTMLElement): number {
  const origin = track.getBoundingClientRect().left - track.scrollLeft;
  const max = Math.max(0, track.scrollWidth - track.clientWidth);
  let best = 0;
  let bestDistance = Infinity;
  Array.from(track.children).forEach((slide, index) => {
    const snap = Math.min(Math.max(slide.getBoundingClientRect().left - origin, 0), max);
    const distance = Math.abs(snap - track.scrollLeft);
    if (distance < bestDistance - 0.5) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

export interface HandoverProps {
  /** The carousel's root: `data-engine="embla"` on it switches the CSS to Embla's transform. */
  rootRef: RefObject<HTMLElement | null>;
  /** Embla's viewport; its first child, the track, is Embla's container. */
  viewportRef: RefObject<HTMLElement | null>;
  /** The carousel's Embla options, over ours (align start, contained, one slide per snap). */
  options?: EmblaOptionsType;
  /** True while the pointer that woke the carousel is down (a swipe Embla must not break). */
  pressed: RefObject<boolean>;
  /** The buttons' ends, from Embla once it runs. */
  onEnds: Dispatch<SetStateAction<readonly [boolean, boolean]>>;
  /** Receives how the buttons move Embla, once it runs. */
  onMove: Dispatch<SetStateAction<EngineMove | undefined>>;
}

/**
 * Rendered by the carousel once this chunk has loaded: waits until no pointer is down and the track
 * has not scrolled for SETTLE ms (a swipe or a snap may still be moving it), then starts Embla.
 */
export function Handover({ rootRef, viewportRef, pressed, ...engine }: HandoverProps) {
  const [elements, setElements] = useState<{ root: HTMLElement; viewport: HTMLElement }>();

  useEffect(() => {
    const root = rootRef.current;
    const viewport = viewportRef.current;
    const track = viewport?.firstElementChild;
    if (!root || !viewport || !track) return undefined;
    // scroll events before this chunk arrived are unknown: assume the track may be moving now
    let lastScroll = performance.now();
    let timer = 0;
    const onScroll = () => {
      lastScroll = performance.now();
    };
    const check = () => {
      if (pressed.current || performance.now() - lastScroll < SETTLE) timer = window.setTimeout(check, SETTLE);
      else setElements({ root, viewport });
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    timer = window.setTimeout(check, SETTLE);
    return () => {
      clearTimeout(timer);
      track.removeEventListener('scroll', onScroll);
    };
  }, [rootRef, viewportRef, pressed]);

  return elements ? createElement(EmblaEngine, { ...engine, ...elements }) : null;
}

interface EmblaEngineProps extends Pick<HandoverProps, 'options' | 'onEnds' | 'onMove'> {
  root: HTMLElement;
  viewport: HTMLElement;
}

/**
 * Hands a still track over to Embla. In one go, before the browser paints: the slide the track rests
 * on becomes Embla's start, the native scroll goes back to 0, `data-engine="embla"` on the root
 * switches the CSS (no native scrolling, Embla's transform instead), then the hook starts Embla on the
 * viewport. From then on the buttons' ends and moves go through Embla. Renders nothing.
 */
function EmblaEngine({ root, viewport, options, onEnds, onMove }: EmblaEngineProps): null {
  // read once, when the engine mounts: where the native scroll left the track
  const [start] = useState(() => ({
    align: 'start' as const,
    containScroll: 'trimSnaps' as const,
    slidesToScroll: 1,
    duration: reducedMotion() ? 0 : 25,
    ...options,
    startIndex: restingSlide(viewport.firstElementChild as HTMLElement),
  }));
  const [emblaRef, api] = useEmblaCarousel(start);

  useLayoutEffect(() => {
    (viewport.firstElementChild as HTMLElement).scrollLeft = 0;
    root.dataset.engine = 'embla';
    emblaRef(viewport);
  }, [root, viewport, emblaRef]);

  useEffect(() => {
    if (!api) return undefined;
    const onSelect = (emblaApi: EmblaCarouselType) => onEnds([emblaApi.canScrollPrev(), emblaApi.canScrollNext()]);
    const move: EngineMove = (direction, count) => {
      const last = api.scrollSnapList().length - 1;
      api.scrollTo(Math.min(last, Math.max(0, api.selectedScrollSnap() + direction * count)));
    };
    onMove(() => move);
    onSelect(api);
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api, onEnds, onMove]);

  return null;
}
