/**
 * The product card (catalogue-and-discovery §3 "Product card"): the one mapping from the database to
 * `ProductCardData`, shared by listings, search, showcases, carousels and the product page.
 *
 * `loadProductCards(db, ids)` answers the cards in the order of `ids` (unknown ids are left out; the
 * caller decides whether inactive products may show). One call whatever the number of ids: the database
 * function `product_cards(ids)` (migration 0016_product_cards) answers each product with its brand, its seal, the
 * company's installment rule, its first two images and its SKUs with their variations, and keeps its plan
 * for the connection (three queries planned on every call cost most of a listing miss on PGlite).
 */
import { sql } from 'drizzle-orm';
import type { AvailableReference, Installment, ProductCardData, ProductVariation, Sku } from '../../../src/api/operations';
import { queryRows, type Db } from '../../db/client';
import { buildUrl } from '../../../src/routes';

/** PostgreSQL int[] literal of ids (one parameter, whatever the count). */
export function intArray(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}

const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value));
const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : num(value));
const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

/** A promotion not lower than the price (or not positive) is no promotion. */
export function effectivePromotion(price: number, promotion: number | null): number | null {
  return promotion !== null && promotion > 0 && promotion < price ? promotion : null;
}

/**
 * Installments without interest: as many as the product allows, but none below the company's minimum
 * installment value; null when that leaves 1 or fewer (nothing to show).
 */
export function installmentFor(salePrice: number, productMax: number, minInstallmentValue: number): Installment | null {
  const byValue = minInstallmentValue > 0 ? Math.floor(salePrice / minInstallmentValue + 1e-9) : productMax;
  const maxNumber = Math.min(productMax, byValue);
  if (maxNumber <= 1) return null;
  return { maxNumber, value: Math.round((salePrice / maxNumber) * 100) / 100, description: 'sem juros' };
}

/** Availability text of the card (the store platform's descriptionAvailabilityStatus). */
export function availabilityText(stock: number, flagExhausted: boolean, idTypeProduct: number): string {
  if (idTypeProduct === 3) return 'Sob consulta';
  return stock > 0 && !flagExhausted ? 'Pronta entrega' : 'Indisponível';
}

export interface ProductRow {
  id: number;
  name: string;
  url_friendly: string;
  price: string | number;
  price_promotion: string | number | null;
  type_discount: number;
  value_discount: string | number;
  id_type_product: number;
  rate: number;
  stock: number;
  flag_exhausted: boolean;
  offer_end_date: Date | string | null;
  installment_max: number;
  brand_id: number | null;
  brand_name: string | null;
  brand_logo: string | null;
  brand_url: string | null;
  seal_name: string | null;
  seal_image: string | null;
  min_installment_value: string | number | null;
}

export interface ImageRow {
  product_id: number;
  url: string;
  n: number | string;
}

export interface SkuVariationRow {
  product_id: number;
  sku_id: number;
  stock: number;
  price: string | number | null;
  price_promotion: string | number | null;
  standard: boolean;
  visible: boolean;
  variation_id: number | null;
  variation_name: string | null;
  variation_image: string | null;
  variation_color: string | null;
  display_order: number | null;
  reference_id: number | null;
  reference_name: string | null;
  reference_type: string | null;
  ordination: number | null;
}

/** An element of a card row's `skus`: one SKU joined to one of its variations (nulls when it has none). */
type SkuTuple = [
  sku_id: number, stock: number, price: number | string | null, price_promotion: number | string | null, standard: boolean, visible: boolean,
  variation_id: number | null, variation_name: string | null, variation_image: string | null, variation_color: string | null,
  display_order: number | null, reference_id: number | null, reference_name: string | null, reference_type: string | null, ordination: number | null,
];

/** What the database function `product_cards(ids)` (migration 0016) answers per product. */
interface CardRow extends ProductRow {
  /** The first two image URLs, by position. */
  images: string[];
  skus: SkuTuple[];
}

export async function loadProductCards(db: Db, ids: number[]): Promise<ProductCardData[]> {
  const wanted = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
  if (wanted.length === 0) return [];
  const rows = await queryRows<{ card: CardRow | string }>(db, sql`select c.card from product_cards(${intArray(wanted)}::int[]) as c(card)`);
  const products: ProductRow[] = [];
  const images: ImageRow[] = [];
  const skuRows: SkuVariationRow[] = [];
  for (const row of rows) {
    const card = typeof row.card === 'string' ? (JSON.parse(row.card) as CardRow) : row.card;
    products.push(card);
    card.images.forEach((url, index) => images.push({ product_id: card.id, url, n: index + 1 }));
    for (const [sku_id, stock, price, price_promotion, standard, visible, variation_id, variation_name, variation_image, variation_color, display_order, reference_id, reference_name, reference_type, ordination] of card.skus) {
      skuRows.push({
        product_id: card.id, sku_id, stock, price, price_promotion, standard, visible, variation_id, variation_name, variation_image, variation_color,
        display_order, reference_id, reference_name, reference_type, ordination,
      });
    }
  }
  return cardsFromRows(ids, products, images, skuRows);
}

/**
 * The cards of `ids` (in that order, unknown ids left out) from the rows of their products, their first two
 * images and their SKUs joined to their variations (ordered by product, SKU, reference, variation).
 */
export function cardsFromRows(ids: number[], products: ProductRow[], images: ImageRow[], skuRows: SkuVariationRow[]): ProductCardData[] {
  const imagesOf = new Map<number, string[]>();
  for (const row of images) {
    const urls = imagesOf.get(row.product_id) ?? [];
    urls[num(row.n) - 1] = row.url;
    imagesOf.set(row.product_id, urls);
  }

  interface SkuDraft {
    row: SkuVariationRow;
    variations: number[];
  }
  const skusOf = new Map<number, Map<number, SkuDraft>>();
  const referencesOf = new Map<number, Map<number, AvailableReference & { seen: Set<number> }>>();
  for (const row of skuRows) {
    let skus = skusOf.get(row.product_id);
    if (!skus) skusOf.set(row.product_id, (skus = new Map()));
    let draft = skus.get(row.sku_id);
    if (!draft) skus.set(row.sku_id, (draft = { row, variations: [] }));
    if (row.variation_id === null || row.reference_id === null) continue;
    draft.variations.push(row.variation_id);
    if (!row.visible) continue;
    let references = referencesOf.get(row.product_id);
    if (!references) referencesOf.set(row.product_id, (references = new Map()));
    let reference = references.get(row.reference_id);
    if (!reference) {
      reference = {
        idReference: row.reference_id,
        name: row.reference_name ?? '',
        ordinationOfReferences: row.ordination ?? 0,
        referenceType: (row.reference_type as AvailableReference['referenceType']) ?? 'text',
        variations: [],
        seen: new Set(),
      };
      references.set(row.reference_id, reference);
    }
    if (!reference.seen.has(row.variation_id)) {
      reference.seen.add(row.variation_id);
      const variation: ProductVariation = {
        idVariation: row.variation_id,
        name: row.variation_name ?? '',
        image: row.variation_image ?? '',
        color: row.variation_color ?? '',
        displayOrder: row.display_order ?? 0,
      };
      reference.variations.push(variation);
    }
  }

  const now = Date.now();
  const cards = new Map<number, ProductCardData>();
  for (const p of products) {
    const price = num(p.price);
    const pricePromotion = effectivePromotion(price, numOrNull(p.price_promotion));
    const minInstallment = numOrNull(p.min_installment_value) ?? 0;
    const installmentMax = Number(p.installment_max);
    const offerEndDate = iso(p.offer_end_date);
    const urls = imagesOf.get(p.id) ?? [];
    const references = [...(referencesOf.get(p.id)?.values() ?? [])]
      .sort((a, b) => a.ordinationOfReferences - b.ordinationOfReferences || a.idReference - b.idReference)
      .map(({ seen: _seen, ...reference }) => ({
        ...reference,
        variations: reference.variations.sort((a, b) => a.displayOrder - b.displayOrder || a.idVariation - b.idVariation),
      }));
    const skUs: Sku[] = [...(skusOf.get(p.id)?.values() ?? [])].map(({ row, variations }) => {
      const skuPrice = numOrNull(row.price) ?? price;
      // A SKU without its own price follows the product's promotion too.
      const skuPromotion = effectivePromotion(skuPrice, numOrNull(row.price_promotion) ?? (row.price === null ? pricePromotion : null));
      return {
        idSku: row.sku_id,
        stock: Number(row.stock),
        price: skuPrice,
        pricePromotion: skuPromotion,
        standard: row.standard,
        visible: row.visible,
        variations,
        installmentMax: installmentFor(skuPromotion ?? skuPrice, installmentMax, minInstallment),
      };
    });
    const stock = Number(p.stock);
    cards.set(p.id, {
      idProduct: p.id,
      name: p.name,
      urlFriendly: p.url_friendly,
      url: buildUrl({ page: 'product', slug: p.url_friendly }),
      price,
      pricePromotion,
      typeDiscount: Number(p.type_discount) === 2 ? 2 : 1,
      valueDiscount: num(p.value_discount),
      imageHome: urls[0] ?? '',
      alternativeImage: urls[1] ?? null,
      brand:
        p.brand_id === null
          ? null
          : { idBrand: p.brand_id, name: p.brand_name ?? '', logo: p.brand_logo ?? '', urlStore: buildUrl({ page: 'brand', slug: p.brand_url ?? '' }) },
      sealStatus: p.seal_name === null ? null : { name: p.seal_name, image: p.seal_image ?? '' },
      offerStatus: offerEndDate !== null && Date.parse(offerEndDate) > now,
      offerEndDate,
      rate: num(p.rate),
      stock,
      flagExhausted: p.flag_exhausted,
      hasConjunct: false,
      isKit: false,
      idTypeProduct: Number(p.id_type_product),
      installmentMax: installmentFor(pricePromotion ?? price, installmentMax, minInstallment),
      descriptionAvailabilityStatus: availabilityText(stock, p.flag_exhausted, Number(p.id_type_product)),
      availableReferences: references,
      skUs,
    });
  }
  return ids.flatMap((id) => {
    const card = cards.get(id);
    return card ? [card] : [];
  });
}
