import type { Banner as BannerData } from '../../src/api/operations';
import { imageLoading } from '../../src/catalogue/crawler';
import { SafeHtml } from '../../src/ui/safe-html';

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
      src={banner.nameFileImage}
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
