import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useLayoutEffect, useState } from 'react';

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

export interface EmblaEngineProps {
  /** The carousel's root: `data-engine="embla"` on it switches the CSS to Embla's transform. */
  root: HTMLElement;
  /** Embla's viewport; its first child, the track, is Embla's container. */
  viewport: HTMLElement;
  options: EmblaOptionsType;
  /** Receives Embla's API once it runs (useEmblaCarousel destroys it when this unmounts). */
  onApi: (api: EmblaCarouselType) => void;
  /** Called when Embla starts, selects another snap or re-initialises (the buttons' ends). */
  onSelect: (api: EmblaCarouselType) => void;
}

/**
 * Hands a carousel scrolled natively over to Embla (useEmblaCarousel of embla-carousel-react), rendered
 * by the carousel once this chunk has loaded and the track is still. In one go, before the browser
 * paints: the slide the track rests on becomes Embla's start, the native scroll goes back to 0,
 * `data-engine="embla"` on the root switches the CSS (no native scrolling, Embla's transform instead),
 * then the hook starts Embla on the viewport. Renders nothing.
 */
export function EmblaEngine({ root, viewport, options, onApi, onSelect }: EmblaEngineProps): null {
  // read once, when the engine mounts: where the native scroll left the track
  const [start] = useState(() => ({ ...options, startIndex: restingSlide(viewport.firstElementChild as HTMLElement) }));
  const [emblaRef, api] = useEmblaCarousel(start);

  useLayoutEffect(() => {
    (viewport.firstElementChild as HTMLElement).scrollLeft = 0;
    root.dataset.engine = 'embla';
    emblaRef(viewport);
  }, [root, viewport, emblaRef]);

  useEffect(() => {
    if (!api) return undefined;
    onApi(api);
    onSelect(api);
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api, onApi, onSelect]);

  return null;
}
