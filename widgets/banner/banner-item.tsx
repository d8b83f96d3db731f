import type { Banner as BannerData } from '../../src/api/operations';
import { imageLoading } from '../../src/catalogue/crawler';
import { SafeHtml } from '../../src/ui/safe-html';

/** One banner: its image (a link when the banner has one) and its description HTML, sanitised. */
export function BannerItem({ banner, eager }: { banner: BannerData; eager: boolean }) {
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
