import type { Banner as BannerData } from '../../src/api/operations';
import { imageLoading } from '../../src/catalogue/crawler';
import { SafeHtml } from '../../src/ui/safe-html';
import { mediaUrl } from '../../src/api/media';

/** The images' intrinsic size from the tag (`width`, `height`), so the browser holds their place. */
export interface ImageSize {
  width?: number;
  height?: number;
}

/**
 * One banner: its image (a link when the banner has one) and its description HTML, sanitised. The eager
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
      fetchPriority={eager ? 'high' : undefined}
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
      {banner.description && <SafeHtml className="jet-banner__description" html={banner.description} />}
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
