import type { EmblaOptionsType } from 'embla-carousel';
import { createElement, useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
// type only: the handover and the engine (embla-carousel-react) load on the first interaction
import type { HandoverProps } from './embla';

/** Once Embla runs: moves it by `direction` pages of `count` slides. */
export type EngineMove = (direction: 1 | -1, count: number) => void;

const reducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The engine of a carousel, in two stages. First the track scrolls natively (CSS scroll-snap; touch and
 * trackpad need no script) and the buttons scroll it by a page of whole slides, disabled at the ends
 * read from scrollLeft. The first interaction with the carousel (pointer, touch, focus, key) fetches the
 * handover (./embla, its own chunk, with embla-carousel-react): it waits for the pointer to be released
 * and the track to be still, then Embla takes over at the slide the track rests on and from then on
 * drives it (dragging with a mouse, watchFocus, the buttons). Only the native stage and that trigger
 * are here, in the carousel's first chunk.
 */
export function useCarouselControls(options?: EmblaOptionsType, slideCount = 0) {
  const rootRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLUListElement>(null);
  // [canPrev, canNext]: from the scroll position, then from Embla
  const [ends, setEnds] = useState<readonly [boolean, boolean]>([false, false]);
  const [Handover, setHandover] = useState<ComponentType<HandoverProps>>();
  const [engineMove, setEngineMove] = useState<EngineMove>();
  // the import is under way or done; the pointer that woke the carousel is still down
  const requested = useRef(false);
  const pressed = useRef(false);

  const updateNative = useCallback(() => {
    const track = trackRef.current;
    // once Embla has the track (data-engine on the root), its transform moves it, not scrollLeft
    if (!track || rootRef.current?.dataset.engine) return;
    setEnds([track.scrollLeft > 1, track.scrollLeft < track.scrollWidth - track.clientWidth - 1]);
  }, []);

  useLayoutEffect(updateNative, [updateNative, slideCount]);

  useEffect(() => {
    const track = trackRef.current;
    const observer = typeof ResizeObserver === 'function' && track ? new ResizeObserver(updateNative) : undefined;
    if (track) observer?.observe(track);
    return () => observer?.disconnect();
  }, [updateNative]);

  /** On the first interaction: fetches the handover, which the carousel then renders. */
  const wake = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    import('./embla').then(
      (module) => setHandover(() => module.Handover),
      () => {
        // offline or a failed deploy: the carousel stays native; the next interaction tries again
        requested.current = false;
      },
    );
  }, []);

  /** A pointer pressed before the handover has loaded: it must know when that press ends. */
  const press = useCallback(() => {
    wake();
    if (pressed.current || rootRef.current?.dataset.engine) return;
    pressed.current = true;
    const release = () => {
      pressed.current = false;
      removeEventListener('pointerup', release);
      removeEventListener('pointercancel', release);
    };
    addEventListener('pointerup', release);
    addEventListener('pointercancel', release);
  }, [wake]);

  const move = useCallback(
    (direction: 1 | -1) => {
      wake();
      const track = trackRef.current;
      if (!track) return;
      // a page: the whole slides the track shows, natively and with Embla alike
      const width = (track.firstElementChild as HTMLElement | null)?.offsetWidth ?? 0;
      const count = width > 0 ? Math.max(1, Math.floor(track.clientWidth / width + 0.01)) : 1;
      if (engineMove) engineMove(direction, count);
      else track.scrollBy({ left: direction * (width > 0 ? count * width : track.clientWidth), behavior: reducedMotion() ? 'auto' : 'smooth' });
    },
    [engineMove, wake],
  );

  return {
    rootRef,
    viewportRef,
    trackRef,
    engine: engineMove ? ('embla' as const) : ('native' as const),
    /** The handover once loaded (it renders nothing; render it anywhere in the carousel). */
    engineElement: Handover && createElement(Handover, { rootRef, viewportRef, options, pressed, onEnds: setEnds, onMove: setEngineMove }),
    canPrev: ends[0],
    canNext: ends[1],
    prev: useCallback(() => move(-1), [move]),
    next: useCallback(() => move(1), [move]),
    /** Handlers for the root: any of them starts fetching the handover. */
    rootHandlers: { onPointerDown: press, onTouchStart: wake, onFocus: wake, onKeyDown: wake },
    /** For the track: native scrolling moves the button state. */
    onScroll: updateNative,
  };
}
