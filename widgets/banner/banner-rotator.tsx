import '../../src/i18n/catalogue/showcase';
import { useEffect, useState, type ComponentProps } from 'react';
import type { Banner as BannerData } from '../../src/api/operations';
import { t } from '../../src/i18n';
import { BannerItem } from './banner-item';

export interface RotatorProps {
  /** The banner area's section attributes (class, state, label). */
  area: ComponentProps<'section'>;
  banners: BannerData[];
  interval: number;
}

const reducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Full-width banners one at a time: previous/next, a button per banner, automatic rotation that stops
 * on hover, on focus, on the pause button and when the shopper prefers reduced motion.
 */
export default function Rotator({ area, banners, interval }: RotatorProps) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(() => interval <= 0 || reducedMotion());
  const [held, setHeld] = useState(false);
  const count = banners.length;
  const go = (index: number) => setCurrent((index + count) % count);

  useEffect(() => {
    if (paused || held || interval <= 0) return undefined;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), interval * 1000);
    return () => clearInterval(timer);
  }, [paused, held, interval, count]);

  return (
    <section {...area} aria-roledescription={t('carousel.roleDescription')}>
      <div
        className="jet-banner__rotator"
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
      >
        <div className="jet-banner__slides" aria-live={paused ? 'polite' : 'off'}>
          {banners.map((banner, index) => (
            <div
              key={banner.idBanner}
              className="jet-banner__item"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${count}`}
              hidden={index !== current}
            >
              <BannerItem banner={banner} eager={index === 0} />
            </div>
          ))}
        </div>
        <div className="jet-banner__controls">
          {interval > 0 && (
            <button type="button" className="jet-banner__pause" onClick={() => setPaused((value) => !value)}>
              {paused ? t('banner.play') : t('banner.pause')}
            </button>
          )}
          <button type="button" className="jet-banner__prev" aria-label={t('banner.previous')} onClick={() => go(current - 1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <ol className="jet-banner__dots">
            {banners.map((banner, index) => (
              <li key={banner.idBanner}>
                <button
                  type="button"
                  className="jet-banner__dot"
                  aria-label={t('banner.show', { n: index + 1, count })}
                  aria-current={index === current || undefined}
                  onClick={() => go(index)}
                />
              </li>
            ))}
          </ol>
          <button type="button" className="jet-banner__next" aria-label={t('banner.next')} onClick={() => go(current + 1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
    </section>
  );
}
