import '../../src/i18n/catalogue/gallery-zoom';
import { useId } from 'react';
import { mediaUrl } from '../../src/api/media';
import { t } from '../../src/i18n';
import { useModalDialog } from '../../src/ui/use-modal-dialog';

export interface GalleryZoomProps {
  images: string[];
  index: number;
  /** The product name: the image's text alternative. */
  name: string;
  /** Shows another image (the gallery follows). */
  onChoose(index: number): void;
  onClose(): void;
}

/**
 * The enlarged image ('Ampliar imagem'), loaded on its first use: a modal dialog at the image's full
 * size (the browser's pinch zoom works in it on a phone), previous / next with the arrow keys too,
 * Escape or 'Fechar' closes it and focus goes back to what opened it.
 */
export function GalleryZoom({ images, index, name, onChoose, onClose }: GalleryZoomProps) {
  const titleId = useId();
  const { dialogProps } = useModalDialog(true, onClose, 'dialog');
  const many = images.length > 1;
  return (
    <dialog
      {...dialogProps}
      className="jet-product-detail__zoom-dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        dialogProps.onKeyDown(event);
        if (many && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) onChoose(index + (event.key === 'ArrowRight' ? 1 : -1));
      }}
    >
      <h2 id={titleId} className="jet-product-detail__sr">
        {t('galleryZoom.title')}
      </h2>
      <img className="jet-product-detail__zoom-image" src={mediaUrl(images[index] ?? '')} alt={name} width="1200" height="1200" />
      {many && (
        <>
          <button type="button" className="jet-product-detail__zoom-step" data-step="previous" aria-label={t('galleryZoom.previous')} onClick={() => onChoose(index - 1)}>
            ‹
          </button>
          <button type="button" className="jet-product-detail__zoom-step" data-step="next" aria-label={t('galleryZoom.next')} onClick={() => onChoose(index + 1)}>
            ›
          </button>
        </>
      )}
      <button type="button" className="jet-button jet-button--secondary jet-product-detail__zoom-close" onClick={onClose}>
        {t('galleryZoom.close')}
      </button>
    </dialog>
  );
}
