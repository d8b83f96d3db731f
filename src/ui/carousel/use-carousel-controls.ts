import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { createElement, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
// type only: the engine's code (embla-carousel-react) loads on the first interaction
import type { EmblaEngine as EmblaEngineType } from './embla';

const reducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A scroll event less than this ago (ms) means the track may still be moving: Embla waits. */
const SETTLE = 150;

/** Whole slides the track shows: a button moves by that many (a page), natively and with Embla alike. */
function slidesPerView(track: HTMLElement): { count: number; width: number } {
  const width = (track.firstElementChild as HTMLElement | null)?.offsetWidth ?? 0;
  return { count: width > 0 ? Math.max(1, Math.floor(track.clientWidth / width + 0.01)) : 1, width };
}

/** Embla's engine, once its chunk has loaded, with the elements and options it starts with. */
interface Engine {
  EmblaEngine: typeof EmblaEngineType;
  root: HTMLElement;
  viewport: HTMLElement;
  options: EmblaOptionsType;
}

/**
 * The engine of a carousel, in two stages. First the track scrolls natively (CSS scroll-snap; touch and
 * trackpad need no script) and the buttons scroll it by a page, disabled at the ends read from
 * scrollLeft. The first interaction with the carousel (pointer, touch, focus, key) fetches Embla (its
 * own chunk: embla-carousel-react's useEmblaCarousel in EmblaEngine); once the track is still and no
 * pointer is down, the carousel renders that engine, Embla takes over at the slide the track rests on,
 * and from then on drives it (dragging with a mouse, watchFocus, the buttons).
 */
export function useCarouselControls(options?: EmblaOptionsType, slideCount = 0) {
  const rootRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLUListElement>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const [engine, setEngine] = useState<Engine>();
  const [api, setApi] = useState<EmblaCarouselType>();
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  // mutable state of the handover, read by event handlers and timers
  const stage = useRef({ requested: false, started: false, pressed: false, lastScroll: 0, timer: 0, mounted: false });

  const updateNative = useCallback(() => {
    const track = trackRef.current;
    if (!track || stage.current.started) return;
    setCanPrev(track.scrollLeft > 1);
    setCanNext(track.scrollLeft < track.scrollWidth - track.clientWidth - 1);
  }, []);

  useLayoutEffect(updateNative, [updateNative, slideCount]);

  useEffect(() => {
    const state = stage.current;
    state.mounted = true;
    const track = trackRef.current;
    const observer = typeof ResizeObserver === 'function' && track ? new ResizeObserver(updateNative) : undefined;
    if (track) observer?.observe(track);
    return () => {
      state.mounted = false;
      clearTimeout(state.timer);
      observer?.disconnect();
    };
  }, [updateNative]);

  /** Embla moved (or started): the buttons' ends come from it from now on. */
  const onSelect = useCallback((emblaApi: EmblaCarouselType) => {
    setCanPrev(emblaApi.canScrollPrev());
    setCanNext(emblaApi.canScrollNext());
  }, []);

  /** Fetches Embla on the first interaction, and hands over when the track is still. */
  const wake = useCallback(() => {
    const state = stage.current;
    if (state.requested) return;
    state.requested = true;
    import('./embla').then(
      ({ EmblaEngine }) => {
        const handOver = () => {
          const root = rootRef.current;
          const viewport = viewportRef.current;
          if (!state.mounted || !root || !viewport) return;
          if (state.pressed || performance.now() - state.lastScroll < SETTLE) {
            state.timer = window.setTimeout(handOver, SETTLE);
            return;
          }
          state.started = true;
          setEngine({
            EmblaEngine,
            root,
            viewport,
            options: { align: 'start', containScroll: 'trimSnaps', slidesToScroll: 1, duration: reducedMotion() ? 0 : 25, ...optionsRef.current },
          });
        };
        handOver();
      },
      () => {
        // offline or a failed deploy: the carousel stays native; the next interaction tries again
        state.requested = false;
      },
    );
  }, []);

  const move = useCallback(
    (direction: 1 | -1) => {
      wake();
      const track = trackRef.current;
      if (!track) return;
      const page = slidesPerView(track);
      if (api) {
        const last = api.scrollSnapList().length - 1;
        api.scrollTo(Math.min(last, Math.max(0, api.selectedScrollSnap() + direction * page.count)));
        return;
      }
      const step = page.width > 0 ? page.count * page.width : track.clientWidth;
      track.scrollBy({ left: direction * step, behavior: reducedMotion() ? 'auto' : 'smooth' });
    },
    [api, wake],
  );

  const press = useCallback(() => {
    const state = stage.current;
    wake();
    if (state.started || state.pressed) return;
    state.pressed = true;
    const release = () => {
      state.pressed = false;
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
  }, [wake]);

  const onScroll = useCallback(() => {
    stage.current.lastScroll = performance.now();
    updateNative();
  }, [updateNative]);

  return {
    rootRef,
    viewportRef,
    trackRef,
    engine: api ? ('embla' as const) : ('native' as const),
    /** Embla's engine once it takes over (it renders nothing; render it anywhere in the carousel). */
    engineElement:
      engine && createElement(engine.EmblaEngine, { root: engine.root, viewport: engine.viewport, options: engine.options, onApi: setApi, onSelect }),
    canPrev,
    canNext,
    prev: useCallback(() => move(-1), [move]),
    next: useCallback(() => move(1), [move]),
    /** Handlers for the root: any of them starts fetching Embla. */
    rootHandlers: { onPointerDown: press, onTouchStart: wake, onFocus: wake, onKeyDown: wake },
    /** For the track: native scrolling moves the button state. */
    onScroll,
  };
}
