import type { AvailableReference, ProductImage } from '../../src/api/operations';
import type { Selection } from '../../src/catalogue/use-product-choice';

/** The colour reference of a product (swatches), or undefined. */
function colourReference(references: AvailableReference[]): AvailableReference | undefined {
  return references.find((reference) => reference.referenceType === 'color');
}

/** The chosen colour's idVariation, or null. */
export function chosenColour(references: AvailableReference[], selection: Selection): number | null {
  const colour = colourReference(references);
  return colour ? (selection[colour.idReference] ?? null) : null;
}

/**
 * The images the gallery shows (catalogue-and-discovery §3 'Image entry'): every image until a colour
 * is chosen; then the images of that colour first, followed by those of every colour (empty
 * variacao_ids). When a colour has no image of its own, or the product has no image entry at all,
 * the gallery falls back to what there is (the card image, `fallback`).
 */
export function galleryImages(images: ProductImage[], colour: number | null, fallback: string): string[] {
  const all = images.map((image) => image.imageDefault).filter(Boolean);
  if (colour === null) return all.length ? all : [fallback].filter(Boolean);
  const own = images.filter((image) => image.variacao_ids.includes(colour)).map((image) => image.imageDefault);
  const shared = images.filter((image) => image.variacao_ids.length === 0).map((image) => image.imageDefault);
  const chosen = [...own, ...shared].filter(Boolean);
  if (own.length) return chosen;
  return all.length ? all : [fallback].filter(Boolean);
}
