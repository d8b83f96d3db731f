/**
 * Type guards for the catalogue answers the listing, the product page, the showcases and the lightning
 * offers read (issue 14). A server or a proxy may answer 200 with `{}`, `{ "data": 42 }` or fields of the
 * wrong type; the views would then throw on `.map` or a missing object. Each guard checks just what the
 * views dereference: lists are lists, the numbers they compute with are numbers, the objects they open
 * exist. An answer that fails its guard is shown as a failed read (the widget's error state), never a
 * TypeError. The same pattern as src/customer/orders/answer-guards.ts.
 */
import type { ProductCardData, ProductDetail, ProductListAnswer } from '../api/operations';

type Fields = Record<string, unknown>;

export const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === 'string';
/** A list the views map, or nothing (the views default a missing list to []). */
const listOrMissing = (value: unknown, each: (item: unknown) => boolean = isObject): boolean =>
  value === undefined || value === null || (Array.isArray(value) && value.every(each));
const objectOrNull = (value: unknown): boolean => value === undefined || value === null || isObject(value);

const isSku = (value: unknown): boolean => isObject(value) && isNumber(value.idSku) && listOrMissing(value.variations, isNumber);

/** A product card: its id, name, price and the lists and objects the card opens. */
export const isProductCard = (value: unknown): value is ProductCardData =>
  isObject(value) &&
  isNumber(value.idProduct) &&
  isText(value.name) &&
  isNumber(value.price) &&
  (value.pricePromotion === undefined || value.pricePromotion === null || isNumber(value.pricePromotion)) &&
  listOrMissing(value.skUs, isSku) &&
  listOrMissing(value.availableReferences) &&
  objectOrNull(value.brand) &&
  objectOrNull(value.sealStatus) &&
  objectOrNull(value.installmentMax);

/** A list of product cards (showcases, lightning offers, the empty listing's carousels). */
export const isProductCards = (value: unknown): value is ProductCardData[] => Array.isArray(value) && value.every(isProductCard);

/** One page of a listing: its cards and the pager's numbers. */
export const isProductList = (value: unknown): value is ProductListAnswer =>
  isObject(value) &&
  isProductCards(value.products) &&
  isObject(value.settings) &&
  isNumber(value.settings.pageNumber) &&
  isNumber(value.settings.pageCount) &&
  isNumber(value.settings.totalItemCount);

const isImage = (value: unknown): boolean => isObject(value) && isText(value.imageDefault) && listOrMissing(value.variacao_ids, isNumber);
const isChainLink = (value: unknown): boolean => isObject(value) && isText(value.name) && isText(value.levelCode);

/** The product page's answer: a card with its category chain and images. */
export const isProductDetail = (value: unknown): value is ProductDetail =>
  isProductCard(value) && isObject(value) && listOrMissing(value.categories, isChainLink) && listOrMissing(value.images, isImage);

/** A list whose items are objects (a tree, groups, brands, banners): else nothing. */
export const objectsOrEmpty = <T>(value: unknown): T[] => (Array.isArray(value) ? (value.filter(isObject) as T[]) : []);
