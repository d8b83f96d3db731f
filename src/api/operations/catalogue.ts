/** Catalogue operations (catalogue-and-discovery §7): listings, search, showcases, product page, leads. */
import type { OkAnswer } from '../types';
import type {
  AlertMeInput,
  Brand,
  Category,
  Group,
  GroupShowcase,
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
} from './catalogue.types';
import { op } from './define';

// A listing names its source by textLink or numeric id; an unknown friendly URL answers 404 with code
// NOT_FOUND (the widget then goes to /404).
export const catalogueOperations = {
  brands: op<{ onlyFeatured?: boolean }, null, Brand[]>({ request: 'getBrands' }),
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
} as const;
