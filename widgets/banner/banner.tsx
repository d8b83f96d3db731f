import '../../src/i18n/catalogue/showcase';
import { useEffect, useState } from 'react';
import type { Banner as BannerData } from '../../src/api/catalogue-types';
import { imageLoading } from '../../src/catalogue/crawler';
import { t } from '../../src/i18n';
import { SafeHtml } from '../../src/ui/safe-html';
import { useBanner } from './use-banner';

export interface BannerProps {
  /** home | category | group | brand. Default: from the page path. */
  area?: string;
  /** F full, C central, L side, R footer. Default F. */
  type?: string;
  /** Seconds between banners of a full-width rotator; 0 turns rotation off. Default 6. */
  interval?: number;
}

function BannerItem({ banner, eager }: { banner: BannerData; eager: boolean }) {
  const image = (
    <img className="jet-banner__image" src={banner.nameFileImage} alt={banner.name} loading={imageLoading(eager)} decoding="async" />
  );
  return (
    <>
      {banner.link ? (
        <a className="jet-banner__link" href={banner.link}>
          {image}
        </a>
      ) : (
        image
      )}
      {banner.description && <SafeHtml className="jet-banner__description" html={banner.description} />}
    </>
  );
}

const reducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Full-width banners one at a time: previous/next, a button per banner, automatic rotation that stops
 * on hover, on focus, on the pause button and when the shopper prefers reduced motion.
 */
function Rotator({ banners, interval }: { banners: BannerData[]; interval: number }) {
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
  );
}

/**
 * A banner area (catalogue-and-discovery §2, §3 'Banner', §7): the home's F/C/L/R areas and the
 * category, group and brand pages' banners; image (linked when the banner has a link) and its
 * description HTML, sanitised. Several full-width (F) banners rotate; the others stack.
 */
export function Banner({ area, type, interval = 6 }: BannerProps) {
  const { state, banners, type: bannerType, area: bannerArea } = useBanner(area, type);
  const rotate = bannerType === 'F' && banners.length > 1;
  return (
    <section
      className="jet-banner"
      data-state={state}
      data-type={bannerType}
      data-area={bannerArea}
      aria-label={t('banner.label')}
      aria-roledescription={rotate ? t('carousel.roleDescription') : undefined}
      aria-busy={state === 'loading' || undefined}
      hidden={state === 'empty' || state === 'error'}
    >
      {rotate ? (
        <Rotator banners={banners} interval={interval} />
      ) : (
        banners.map((banner, index) => (
          <div key={banner.idBanner} className="jet-banner__item">
            <BannerItem banner={banner} eager={bannerType === 'F' && index === 0} />
          </div>
        ))
      )}
    </section>
  );
}
