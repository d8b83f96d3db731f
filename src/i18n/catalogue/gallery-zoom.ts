import { registerMessages } from '..';

/** Texts of the product page's enlarged image (widgets/product-detail/gallery-zoom.tsx); they load with it. */
export const galleryZoom = {
  'galleryZoom.title': 'Imagem ampliada',
  'galleryZoom.close': 'Fechar',
  'galleryZoom.previous': 'Imagem anterior',
  'galleryZoom.next': 'Próxima imagem',
} as const;

registerMessages(galleryZoom);
