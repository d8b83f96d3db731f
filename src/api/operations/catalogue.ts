/** Catalogue operations (catalogue-and-discovery §7): listings, search, showcases, product page, leads. */
import type { OkAnswer } from '../types';
import type { FreightOption } from './cart.types';
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
  ProductReviewsAnswer,
  ProductShippingInput,
  QuoteInput,
  RateProductAnswer,
  RateProductInput,
  SearchSuggestion,
  SearchSuggestionGroups,
} from './catalogue.types';
import { op, read } from './define';

// A listing names its source by textLink or numeric id; an unknown friendly URL answers 404 with code
// NOT_FOUND (the widget then goes to /404).
export const catalogueOperations = {
  brands: read<{ onlyFeatured?: boolean }, Brand[]>({ request: 'getBrands' }),
  categoryTree: read<undefined, Category[]>({ request: 'getCategoryTree' }),
  groups: read<undefined, Group[]>({ request: 'getGroups' }),
  productsByCategory: read<ListingQuery, ProductListAnswer>({ request: 'getProductsByCategory' }),
  productsByBrand: read<ListingQuery, ProductListAnswer>({ request: 'getProductsByBrand' }),
  productsByGroup: read<ListingQuery, ProductListAnswer>({ request: 'getProductsByGroup' }),
  productsBySearch: read<ListingQuery, ProductListAnswer>({ request: 'getProductsBySearch' }),
  filtersByCategory: read<ListingQuery, ListingFilters>({ request: 'getFiltersByCategory' }),
  filtersByBrand: read<ListingQuery, ListingFilters>({ request: 'getFiltersByBrand' }),
  filtersByGroup: read<ListingQuery, ListingFilters>({ request: 'getFiltersByGroup' }),
  filtersBySearch: read<ListingQuery, ListingFilters>({ request: 'getFiltersBySearch' }),
  /**
   * Up to qtdRegister products whose name matches word (at least 3 characters; blacklisted words answer []).
   * With `grouped: true` the answer is an object: those products plus completed terms, categories and brands.
   * A platform that answers the plain list to it still works (the search box then shows products only).
   */
  searchSuggestions: read<{ qtdRegister: number; word: string; grouped?: boolean }, SearchSuggestion[] | SearchSuggestionGroups>({
    request: 'getSearchSuggestions',
  }),
  /** Home featured showcase ('Produtos em Destaque da Home'). */
  showcase: read<{ quantity: number }, ProductCardData[]>({ request: 'getShowcase' }),
  /** One showcase per group shown on home. */
  groupShowcase: read<{ quantity: number }, GroupShowcase[]>({ request: 'getGroupShowcase' }),
  mostSold: read<{ quantity: number }, ProductCardData[]>({ request: 'getMostSold' }),
  newArrivals: read<{ quantity: number }, ProductCardData[]>({ request: 'getNewArrivals' }),
  relatedProducts: read<{ idProduct: number }, ProductCardData[]>({ request: 'getRelatedProducts' }),
  alsoPurchased: read<{ idProduct: number }, ProductCardData[]>({ request: 'getAlsoPurchased' }),
  /** Products whose offer has not ended, soonest end first. */
  lightningOffers: read<undefined, ProductCardData[]>({ request: 'getLightningOffers' }),
  /** By friendly URL (textLink) or idProduct; unknown answers 404 NOT_FOUND. */
  productDetail: read<{ textLink?: string; idProduct?: number }, ProductDetail>({ request: 'getProductDetail' }),
  productImages: read<{ idProduct: number }, ProductImage[]>({ request: 'getProductImages' }),
  /** Logged-in customers only (401 otherwise); one rating per customer, a second one replaces the first. */
  rateProduct: op<undefined, RateProductInput, RateProductAnswer>({ request: 'registerRating' }),
  /** Ours (issue 26): a page (5) of the product's reviews, those with a text first; unknown product 404. */
  productReviews: read<{ idProduct: number; page?: number }, ProductReviewsAnswer>({ request: 'getProductReviews' }),
  /** Ours (issue 26): the shipping options for one SKU and quantity; keeps the CEP as the cart's calculator does. */
  productShipping: op<undefined, ProductShippingInput, FreightOption[]>({ request: 'getProductShippingOptions' }),
  sendQuote: op<undefined, QuoteInput, OkAnswer>({ request: 'sendQuote' }),
  /** A second registration of the same e-mail, product and SKU answers 409 with code 'Err 045'. */
  alertMe: op<undefined, AlertMeInput, OkAnswer>({ request: 'registerAlertMe' }),
} as const;
