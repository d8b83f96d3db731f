import '../../src/i18n/catalogue/carousel';
import '../../src/i18n/catalogue/showcase';
import type { ComponentProps } from 'react';
import type { Banner as BannerData } from '../../src/api/operations';
import { t } from '../../src/i18n';
import { BannerSlides, type ImageSize } from './banner-item';
import { useBannerRotator } from './use-banner-rotator';

export interface RotatorProps {
  /** The banner area's section attributes (class, state, label). */
  area: ComponentProps<'section'>;
  banners: BannerData[];
  interval: number;
  size?: ImageSize;
}

/** What the rotator shows, and what its controls do (useBannerRotator). */
export interface BannerRotatorModel extends RotatorProps {
  /** Index of the banner shown. */
  current: number;
  paused: boolean;
  go: (index: number) => void;
  togglePause: () => void;
  hold: () => void;
  release: () => void;
}

/**
 * Full-width banners one at a time, as a plain function of the model: previous/next, a button per
 * banner, and pause/play when the banners rotate.
 */
export function BannerRotatorView({ area, banners, interval, size, current, paused, go, togglePause, hold, release }: BannerRotatorModel) {
  const count = banners.length;
  return (
    <section {...area} aria-roledescription={t('carousel.roleDescription')}>
      <div className="jet-banner__rotator" onMouseEnter={hold} onMouseLeave={release} onFocus={hold} onBlur={release}>
        <BannerSlides banners={banners} current={current} size={size} live={paused ? 'polite' : 'off'} />
        <div className="jet-banner__controls">
          {interval > 0 && (
            <button type="button" className="jet-banner__pause" onClick={togglePause}>
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

/**
 * Full-width banners one at a time: previous/next, a button per banner, automatic rotation that stops
 * on hover, on focus, on the pause button and when the shopper prefers reduced motion.
 */
export default function Rotator(props: RotatorProps) {
  return <BannerRotatorView {...props} {...useBannerRotator(props.banners.length, props.interval)} />;
}
