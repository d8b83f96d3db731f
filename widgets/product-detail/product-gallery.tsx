import '../../src/i18n/catalogue/product-page';
import { useRef, useState, type KeyboardEvent } from 'react';
import { imageLoading } from '../../src/catalogue/crawler';
import { highFetchPriority } from '../../src/ui/fetch-priority';
import { t } from '../../src/i18n';
import { mediaUrl } from '../../src/api/media';

export interface ProductGalleryProps {
  /** Image URLs, in order (galleryImages). */
  images: string[];
  /** The product name: the main image's text alternative. */
  name: string;
}

type ZoomModule = typeof import('./gallery-zoom');

/** Arrow keys, Home and End move between thumbnails (a row on phones, a column on laptops). */
const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The images in a strip that snaps one at a time (a swipe moves between them on a phone; CSS does the
 * swipe, so the page fetches no carousel code), the thumbnails that choose one (arrow keys move between
 * them, one tab stop) and 'Ampliar imagem', which loads the zoom dialog on first use. The first image
 * loads at once (the page's largest picture); the others and the thumbnails lazily, except for crawlers.
 * Give it a `key` that changes with the image list (the chosen colour) so it starts again from the first.
 */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<ZoomModule | null>(null);
  const [zooming, setZooming] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const thumbs = useRef<HTMLUListElement>(null);
  const current = Math.min(index, images.length - 1);
  const show = (i: number, focus?: boolean) => {
    const n = (i + images.length) % images.length;
    setIndex(n);
    const box = stage.current;
    box?.scrollTo?.({ left: n * box.clientWidth, behavior: 'smooth' });
    if (focus) thumbs.current?.querySelectorAll('button')[n]?.focus();
  };
  const onThumbKey = (event: KeyboardEvent) => {
    const { key } = event;
    const step = key === 'Home' ? -current : key === 'End' ? images.length - 1 - current : STEP[key];
    if (step === undefined) return;
    event.preventDefault();
    show(current + step, true);
  };
  const openZoom = () => {
    setZooming(true);
    if (!zoom) void import('./gallery-zoom').then(setZoom);
  };
  if (!images.length) return null;
  return (
    <section className="jet-product-detail__gallery" aria-label={t('productDetail.gallery')}>
      <div
        ref={stage}
        className="jet-product-detail__stage"
        // a swipe ends on an image: the thumbnails follow it
        onScroll={(event) => {
          const box = event.currentTarget;
          const at = box.scrollLeft / (box.clientWidth || 1);
          if (Math.abs(at - Math.round(at)) < 0.05) setIndex(Math.round(at));
        }}
      >
        {images.map((src, i) => (
          <img
            key={`${i}-${src}`}
            className="jet-product-detail__image"
            src={mediaUrl(src)}
            alt={i === current ? name : ''}
            loading={i ? imageLoading() : 'eager'}
            {...highFetchPriority(!i)}
            width="600"
            height="600"
            onClick={openZoom}
          />
        ))}
      </div>
      {/* its icon is the stylesheet's (product-detail.css) */}
      <button type="button" className="jet-product-detail__zoom" aria-label={t('productDetail.zoom')} onClick={openZoom} />
      {images.length > 1 && (
        <ul ref={thumbs} className="jet-product-detail__thumbs" onKeyDown={onThumbKey}>
          {images.map((src, i) => (
            <li key={`${i}-${src}`}>
              <button
                type="button"
                className="jet-product-detail__thumb"
                aria-pressed={i === current}
                tabIndex={i === current ? 0 : -1}
                aria-label={t('productDetail.thumbnail', { n: i + 1, total: images.length })}
                onClick={() => show(i)}
              >
                <img src={mediaUrl(src)} alt="" loading={imageLoading()} width="80" height="80" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoom && zooming && <zoom.GalleryZoom images={images} index={current} name={name} onChoose={show} onClose={() => setZooming(false)} />}
    </section>
  );
}
