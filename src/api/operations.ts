import type {
  AddToCartAnswer,
  AddToCartInput,
  AlertMeInput,
  Banner,
  CartContents,
  Category,
  Group,
  GroupShowcase,
  HomeBannerType,
  ListingFilters,
  ListingQuery,
  ProductCardData,
  ProductDetail,
  ProductImage,
  ProductListAnswer,
  QuoteInput,
  RateProductAnswer,
  RateProductInput,
  SearchSuggestion,
} from './catalogue-types';
import type { Brand, CartCount, CompanySettings, LoginInput, LoginStatusAnswer, OkAnswer } from './types';

/**
 * The operation catalogue: each logical operation the widgets call, with the request name sent in
 * the `POST {apiBase}` envelope, or its own path for the few operations that have one.
 * A store platform whose names differ remaps them with `configure({ operations: { ... } })`.
 *
 * Every call POSTs the envelope `{ request, params, json }`; an operation with its own path still sends
 * the envelope (its request is the logical name) so servers parse one body shape.
 * `Op<Params, Json, Answer>` types the call; the reference server implements every entry.
 */
export interface Op<Params, Json, Answer> {
  /** Request name in the envelope, or undefined when the operation has its own path. */
  request?: string;
  /** Own path under the API base: 'login' is POSTed to `{apiBase}/login` (default /api/login). */
  path?: string;
  /** Phantom fields that carry the types; never set at run time. */
  readonly __types?: { params: Params; json: Json; answer: Answer };
}

const op = <Params = undefined, Json = null, Answer = unknown>(
  def: { request: string } | { path: string },
): Op<Params, Json, Answer> => def;

export const operations = {
  company: op<undefined, null, CompanySettings>({ request: 'getCompany' }),
  brands: op<{ onlyFeatured?: boolean }, null, Brand[]>({ request: 'getBrands' }),
  cartCount: op<undefined, null, CartCount>({ request: 'getCartCount' }),
  loginStatus: op<undefined, null, LoginStatusAnswer>({ request: 'getLoginStatus' }),
  verifySession: op<undefined, null, LoginStatusAnswer>({ path: 'verifySession' }),
  login: op<undefined, LoginInput, LoginStatusAnswer>({ path: 'login' }),
  logout: op<undefined, null, OkAnswer>({ path: 'logout' }),

  // Catalogue (catalogue-and-discovery §7). A listing names its source by textLink or numeric id; an
  // unknown friendly URL answers 404 with code NOT_FOUND (the widget then goes to /404).
  categoryTree: op<undefined, null, Category[]>({ request: 'getCategoryTree' }),
  groups: op<undefined, null, Group[]>({ request: 'getGroups' }),
  productsByCategory: op<ListingQuery, null, ProductListAnswer>({ request: 'getProductsByCategory' }),
  productsByBrand: op<ListingQuery, null, ProductListAnswer>({ request: 'getProductsByBrand' }),
  productsByGroup: op<ListingQuery, null, ProductListAnswer>({ request: 'getProductsByGroup' }),
  productsBySearch: op<ListingQuery, null, ProductListAnswer>({ request: 'getProductsBySearch' }),
  filtersByCategory: op<ListingQuery, null, ListingFilters>({ request: 'getFiltersByCategory' }),
  filtersByBrand: op<ListingQuery, null, ListingFilters>({ request: 'getFiltersByBrand' }),
  filtersByGroup: op<ListingQuery, null, ListingFilters>({ request: 'getFiltersByGroup' }),
  filtersBySearch: op<ListingQuery, null, ListingFilters>({ request: 'getFiltersBySearch' }),
  /** Up to qtdRegister products whose name matches word (at least 3 characters; blacklisted words answer []). */
  searchSuggestions: op<{ qtdRegister: number; word: string }, null, SearchSuggestion[]>({ request: 'getSearchSuggestions' }),
  /** Home featured showcase ('Produtos em Destaque da Home'). */
  showcase: op<{ quantity: number }, null, ProductCardData[]>({ request: 'getShowcase' }),
  /** One showcase per group shown on home. */
  groupShowcase: op<{ quantity: number }, null, GroupShowcase[]>({ request: 'getGroupShowcase' }),
  mostSold: op<{ quantity: number }, null, ProductCardData[]>({ request: 'getMostSold' }),
  newArrivals: op<{ quantity: number }, null, ProductCardData[]>({ request: 'getNewArrivals' }),
  relatedProducts: op<{ idProduct: number }, null, ProductCardData[]>({ request: 'getRelatedProducts' }),
  alsoPurchased: op<{ idProduct: number }, null, ProductCardData[]>({ request: 'getAlsoPurchased' }),
  /** Products whose offer has not ended, soonest end first. */
  lightningOffers: op<undefined, null, ProductCardData[]>({ request: 'getLightningOffers' }),
  /** By friendly URL (textLink) or idProduct; unknown answers 404 NOT_FOUND. */
  productDetail: op<{ textLink?: string; idProduct?: number }, null, ProductDetail>({ request: 'getProductDetail' }),
  productImages: op<{ idProduct: number }, null, ProductImage[]>({ request: 'getProductImages' }),
  /** Logged-in customers only (401 otherwise); one rating per customer, a second one replaces the first. */
  rateProduct: op<undefined, RateProductInput, RateProductAnswer>({ request: 'registerRating' }),
  sendQuote: op<undefined, QuoteInput, OkAnswer>({ request: 'sendQuote' }),
  /** A second registration of the same e-mail, product and SKU answers 409 with code 'Err 045'. */
  alertMe: op<undefined, AlertMeInput, OkAnswer>({ request: 'registerAlertMe' }),
  homeBanners: op<{ type: HomeBannerType }, null, Banner[]>({ request: 'getHomeBanners' }),
  /** textLink: the banner path, up to three category segments plus /c ('casa/sala/c'). */
  categoryBanners: op<{ Type: HomeBannerType; textLink: string }, null, Banner[]>({ request: 'getCategoryBanners' }),
  /** textLink: first segment plus /g for a group or /m for a brand (brands use the group call). */
  groupBanners: op<{ textLink: string }, null, Banner[]>({ request: 'getGroupBanners' }),

  // Cart, the part the catalogue needs (cart-and-purchase §4, §5, §8).
  cartContents: op<undefined, null, CartContents>({ request: 'getCartContents' }),
  /** Checks stock against what the cart already holds; 409 with the spec's stock text otherwise. */
  addToCart: op<undefined, AddToCartInput, AddToCartAnswer>({ request: 'addProductToCart' }),
} as const;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export type ParamsOf<N extends OperationName> = NonNullable<Operations[N]['__types']>['params'];
export type JsonOf<N extends OperationName> = NonNullable<Operations[N]['__types']>['json'];
export type AnswerOf<N extends OperationName> = NonNullable<Operations[N]['__types']>['answer'];
