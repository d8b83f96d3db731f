import { lazy, Suspense, useEffect, useState } from 'react';
import type { Banner as BannerData } from '../../src/api/operations';
import { imageLoading, isCrawler } from '../../src/catalogue/crawler';
import { highFetchPriority } from '../../src/ui/fetch-priority';
import { whenInteracted } from '../../src/elements/first-interaction';
import { plainText } from '../../src/format/plain-text';
import { mediaUrl } from '../../src/api/media';

const SafeHtml = lazy(() => import('../../src/ui/safe-html').then((m) => ({ default: m.SafeHtml })));

/**
 * A banner's description: its words as plain text at first (React escapes them: nothing of the store's
 * HTML runs or loads), its sanitised HTML (bold, links) from the shopper's first interaction, at once for
 * a crawler. The sanitiser (~2.3 kB gzip) is not in the first bytes of the pages that open with a banner
 * (home, category); one paragraph keeps its height from one to the other (banner.css: no outer margins).
 */
function BannerDescription({ html }: { html: string }) {
  const [rich, setRich] = useState(isCrawler);
  useEffect(() => (rich ? undefined : whenInteracted(() => setRich(true))), [rich]);
  const text = <div className="jet-banner__description">{plainText(html)}</div>;
  if (!rich) return text;
  return (
    <Suspense fallback={text}>
      <SafeHtml className="jet-banner__description" html={html} />
    </Suspense>
  );
}

/** The images' intrinsic size from the tag (`width`, `height`), so the browser holds their place. */
export interface ImageSize {
  width?: number;
  height?: number;
}

/**
 * One banner: its image (a link when the banner has one) and its description (BannerDescription). The eager
 * one is the page's first large image: fetched first (`fetchpriority="high"`).
 */
export function BannerItem({ banner, eager, size = {} }: { banner: BannerData; eager: boolean; size?: ImageSize }) {
  const image = (
    <img
      className="jet-banner__image"
      src={mediaUrl(banner.nameFileImage)}
      alt={banner.name}
      width={size.width || undefined}
      height={size.height || undefined}
      loading={imageLoading(eager)}
      {...highFetchPriority(eager)}
      decoding={eager ? undefined : 'async'}
    />
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
      {banner.description && <BannerDescription html={banner.description} />}
    </>
  );
}

/**
 * A rotating area's banners, the one at `current` shown: all share one cell (banner.css), so the area
 * is as tall as its tallest banner whichever shows. The rotator and its fallback both render this.
 */
export function BannerSlides({ banners, current, size, live }: { banners: BannerData[]; current: number; size?: ImageSize; live?: 'polite' | 'off' }) {
  return (
    <div className="jet-banner__slides" aria-live={live}>
      {banners.map((banner, index) => (
        <div
          key={banner.idBanner}
          className="jet-banner__item"
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} / ${banners.length}`}
          hidden={index !== current}
        >
          <BannerItem banner={banner} eager={index === 0} size={size} />
        </div>
      ))}
    </div>
  );
}
