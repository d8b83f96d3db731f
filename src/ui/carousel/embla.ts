import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType } from 'embla-carousel';

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

/**
 * Hands a carousel scrolled natively over to Embla, in one go so no frame shows in between: the slide
 * the track rests on becomes Embla's start, the native scroll goes back to 0, `data-engine="embla"` on
 * the root switches the CSS (no native scrolling, Embla's transform instead), then Embla starts on the
 * viewport (its container is the track, the viewport's first child).
 */
export function startEmbla(root: HTMLElement, viewport: HTMLElement, options: EmblaOptionsType): EmblaCarouselType {
  const track = viewport.firstElementChild as HTMLElement;
  const startIndex = restingSlide(track);
  track.scrollLeft = 0;
  root.dataset.engine = 'embla';
  return EmblaCarousel(viewport, { ...options, startIndex });
}
