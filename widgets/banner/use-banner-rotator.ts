import { useEffect, useState } from 'react';

const reducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The rotator's state and timer (moved out of its view): the banner shown, the next one every
 * `interval` seconds, stopped while held (pointer over it, focus in it), while paused by the shopper,
 * when `interval` is 0 and from the start when the shopper prefers reduced motion.
 */
export function useBannerRotator(count: number, interval: number) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(() => interval <= 0 || reducedMotion());
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (paused || held || interval <= 0) return undefined;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), interval * 1000);
    return () => clearInterval(timer);
  }, [paused, held, interval, count]);

  return {
    current,
    paused,
    /** Shows a banner; an index past either end wraps around. */
    go: (index: number) => setCurrent((index + count) % count),
    togglePause: () => setPaused((value) => !value),
    /** The pointer or the focus entered the rotator: it waits. */
    hold: () => setHeld(true),
    release: () => setHeld(false),
  };
}
