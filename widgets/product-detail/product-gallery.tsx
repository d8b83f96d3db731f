import '../../src/i18n/catalogue/product-page';
import { useState } from 'react';
import { imageLoading } from '../../src/catalogue/crawler';
import { t } from '../../src/i18n';
import { mediaUrl } from '../../src/api/media';

export interface ProductGalleryProps {
  /** Image URLs, in order (galleryImages). */
  images: string[];
  /** The product name: the main image's text alternative. */
  name: string;
}

/**
 * The main image and its thumbnails. The main image loads at once (it is the page's largest
 * picture); thumbnails load lazily, except for crawlers. Give it a `key` that changes with the image
 * list (the chosen colour) so it starts again from the first image.
 */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  return (
    <section className="jet-product-detail__gallery" aria-label={t('productDetail.gallery')}>
      {current && <img className="jet-product-detail__image" src={mediaUrl(current)} alt={name} loading="eager" fetchPriority="high" width="600" height="600" />}
      {images.length > 1 && (
        <ul className="jet-product-detail__thumbs">
          {images.map((src, i) => (
            <li key={`${i}-${src}`}>
              <button
                type="button"
                className="jet-product-detail__thumb"
                aria-pressed={i === index}
                aria-label={t('productDetail.thumbnail', { n: i + 1, total: images.length })}
                onClick={() => setIndex(i)}
              >
                <img src={mediaUrl(src)} alt="" loading={imageLoading()} width="80" height="80" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
