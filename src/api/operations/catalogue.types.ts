/**
 * Answer shapes of the catalogue operations (catalogue-and-discovery §3), shared by the widgets and the
 * reference server. Field names are the store platform's, as the spec gives them. Money is a number in
 * reais (two decimals); dates are ISO 8601 strings.
 */

export interface Installment {
  /** Number of installments (the product's maximum). */
  maxNumber: number;
  /** Value of one installment. */
  value: number;
  /** 'sem juros' or ''. */
  description: string;
}

export interface ProductVariation {
  idVariation: number;
  name: string;
  /** Swatch image URL, or ''. */
  image: string;
  /** Hex colour of a colour swatch, or ''. */
  color: string;
  displayOrder: number;
}

/** A kind of variation the product is sold in (Cor, Tamanho, Voltagem) and its values. */
export interface AvailableReference {
  idReference: number;
  name: string;
  ordinationOfReferences: number;
  /** 'color' swatches, 'size' or 'text' buttons. */
  referenceType: 'color' | 'size' | 'text';
  variations: ProductVariation[];
}

export interface Sku {
  idSku: number;
  stock: number;
  /** The SKU's own price; the product's when it has none. */
  price: number;
  pricePromotion: number | null;
  /** The SKU used when the product has no variation to choose. */
  standard: boolean;
  visible: boolean;
  /** idVariation of each reference this SKU is made of. */
  variations: number[];
  installmentMax: Installment | null;
}

export interface ProductBrand {
  idBrand: number;
  name: string;
  logo: string;
  /** The brand's listing, '/{urlFriendly}/m'. */
  urlStore: string;
}

/** A product as every list, carousel and card shows it (the spec's "Product card" entity). */
export interface ProductCardData {
  idProduct: number;
  name: string;
  urlFriendly: string;
  /** The product page, '/produto/{urlFriendly}'. */
  url: string;
  price: number;
  /** Promotional price, or null. A promotion not lower than the price is no promotion. */
  pricePromotion: number | null;
  /** 1 = percent, 2 = value. */
  typeDiscount: 1 | 2;
  valueDiscount: number;
  imageHome: string;
  /** Second image shown on hover, or null. */
  alternativeImage: string | null;
  brand: ProductBrand | null;
  sealStatus: { name: string; image: string } | null;
  /** True while a lightning offer runs (offerEndDate in the future). */
  offerStatus: boolean;
  offerEndDate: string | null;
  /** Average rating 0-5 (shown rounded). */
  rate: number;
  /** Stock of the whole product (sum of visible SKUs). */
  stock: number;
  flagExhausted: boolean;
  hasConjunct: boolean;
  isKit: boolean;
  /** 1 regular; 3 sold on request ('Sob Consulta', quote button). */
  idTypeProduct: number;
  installmentMax: Installment | null;
  /** e.g. 'Pronta entrega', 'Disponível em 5 dias úteis'. */
  descriptionAvailabilityStatus: string;
  availableReferences: AvailableReference[];
  skUs: Sku[];
}

export interface ListingSettings {
  pageNumber: number;
  pageCount: number;
  totalItemCount: number;
}

/** Answer of a product listing call: one page of cards and the pager's numbers. */
export interface ProductListAnswer {
  products: ProductCardData[];
  settings: ListingSettings;
  /**
   * Search only: a corrected term ('sofá' for 'sfoa') when the term as typed found few or no products;
   * when it found none, the products are the corrected term's. Absent otherwise.
   */
  didYouMean?: string | null;
  /** With `didYouMean`: true when the products are the corrected term's (the term as typed found none). */
  showingCorrected?: boolean;
}

export interface FacetValue {
  id: number;
  name: string;
  /** Products of the listing (with the other filters applied) that have this value. */
  count: number;
  /** Hex colour for colour variations, '' otherwise. */
  color?: string;
}

export interface Facet {
  /** idReference for variations, idAttribute for attributes. */
  id: number;
  name: string;
  values: FacetValue[];
}

/** Answer of a listing's filters call: what the shopper can narrow the listing by. */
export interface ListingFilters {
  /** Lowest and highest sale price of the listing; null when it is empty. */
  priceRange: { min: number; max: number } | null;
  brands: FacetValue[];
  /** Child categories of the listed category (top-level ones for brand, group and search). */
  categories: FacetValue[];
  variations: Facet[];
  attributes: Facet[];
  /**
   * The product groupings (the store's groups: 'Lançamentos', 'Promoções' ...) of the listing's products,
   * one of which idGroupingType narrows it to; only when asked with showProductGroupingFilter=true.
   */
  groupings?: FacetValue[];
  /**
   * How many products of the listing the `onSale` and `inStock` filters would keep, each counted with every
   * other filter applied (its own left out). Absent from a platform without those filters (no control then).
   */
  onSale?: number;
  inStock?: number;
}

/**
 * Sort keys of the listing (catalogue-and-discovery §4 'Default sort'); `relevancia` (issue 26) is a
 * search's default and first option, and means the default sort on other listings.
 */
export type ListingSort = 'relevancia' | 'nome_a_z' | 'nome_z_a' | 'ordem' | 'menor_preco' | 'maior_preco' | 'mais_vendidos' | 'lancamentos';

/**
 * Query fields of every listing and filters call (catalogue-and-discovery §7). The source is named by
 * `textLink` (friendly URL: 'casa/sala' for a category, 'aurora-casa' for a brand) or by its numeric id
 * (idCategories / idBrand / idGroup); search by `keyWord`.
 * Repeated keys (idVariation, idAttribute, idBrand, idCategories) are ORed within a kind, ANDed across kinds.
 */
export interface ListingQuery {
  page?: number;
  pageSize?: number;
  textLink?: string;
  keyWord?: string;
  idCategories?: number | number[];
  idBrand?: number | number[];
  idGroup?: number;
  idVariation?: number | number[];
  idAttribute?: number | number[];
  /** One product grouping (a group id from the filters' `groupings`) the listing is narrowed to. */
  idGroupingType?: number;
  ofPrice?: number;
  toPrice?: number;
  sortBy?: ListingSort;
  /** true: only products whose promotion price is below the price. Absent or false: no filter. */
  onSale?: boolean;
  /** true: only products a shopper can buy now (sold-out ones left out). Absent or false: no filter. */
  inStock?: boolean;
  /** The filters answer lists `groupings` (the listing always asks for them). */
  showProductGroupingFilter?: boolean;
}

export interface Category {
  idCategory: number;
  name: string;
  level: number;
  /** Two characters per depth: '01', '0103', '010302'. */
  levelCode: string;
  urlFriendly: string;
  /** Full friendly path without the trailing /c: 'casa/sala/sofas'. */
  path: string;
  image: string;
  childMenu: Category[];
}

export interface Group {
  idGroup: number;
  name: string;
  urlFriendly: string;
  /** The group's listing, '/{urlFriendly}/g'. */
  urlGroup: string;
  title: string;
  metaDescription: string;
}

export interface GroupShowcase extends Group {
  products: ProductCardData[];
}

export interface Banner {
  idBanner: number;
  name: string;
  /** Image URL. */
  nameFileImage: string;
  link: string;
  /** Store HTML: sanitise before rendering. */
  description: string;
  /** 1: show the area's banners in random order. */
  random: 0 | 1;
}

export type HomeBannerType = 'F' | 'C' | 'L' | 'R';

export interface SearchSuggestion {
  idProduct: number;
  name: string;
  url: string;
  imageHome: string;
  price: number;
  pricePromotion: number | null;
  idTypeProduct: number;
}

/** A category or brand of the search box's dropdown, with the address of its page. */
export interface SearchSuggestionLink {
  id: number;
  name: string;
  url: string;
}

/**
 * The search box's dropdown (searchSuggestions with `grouped=true`): the spec's product list plus completed
 * terms, matching categories and brands. `refused`: the term is blacklisted (everything empty; the box keeps
 * no recent search of it). Without `grouped` the operation answers the product list alone, as the spec has it.
 */
export interface SearchSuggestionGroups {
  products: SearchSuggestion[];
  /** Searches that complete the typed text, lower case with accents ('sofá retrátil'). */
  terms: string[];
  categories: SearchSuggestionLink[];
  brands: SearchSuggestionLink[];
  refused: boolean;
}

/** Image entry of the product page: `variacao_ids` lists the colours it shows (empty: every one). */
export interface ProductImage {
  imageDefault: string;
  variacao_ids: number[];
}

/** The product page's answer: the card plus what only the page shows. */
export interface ProductDetail extends ProductCardData {
  /** Store HTML: sanitise before rendering. */
  description: string;
  ratingCount: number;
  /** Main category chain from level 1 down, for the breadcrumb. */
  categories: Array<Pick<Category, 'idCategory' | 'name' | 'levelCode' | 'path'>>;
  images: ProductImage[];
}

export interface QuoteInput {
  name: string;
  email: string;
  /** Masked or digits; the server keeps digits. */
  phone: string;
  message: string;
  /** Sent only when the shopper is logged in; the server trusts the session, not this field. */
  idCustomer?: number;
  products: Array<{ idProduct: number; idProductGrid: number | null }>;
}

export interface AlertMeInput {
  name: string;
  email: string;
  phone: string;
  idProduct: number;
  idSku: number | null;
  nameProduct: string;
}

export interface RateProductInput {
  idProduct: number;
  /** 1 to 5 stars. */
  rate: number;
  comment?: string;
}

/** One review of the product page (ours: the spec lists none). */
export interface ProductReview {
  /** First name and initial ('Maria S.'). */
  author: string;
  /** 1 to 5 stars. */
  rate: number;
  /** The text; '' for stars alone. */
  comment: string;
  /** 'YYYY-MM-DD'. */
  date: string;
}

/** A page of a product's reviews; `total` counts every rating the product has. */
export interface ProductReviewsAnswer {
  reviews: ProductReview[];
  total: number;
  page: number;
  pages: number;
}

/** One SKU (or the product's standard one) and a quantity, for the shipping estimate of the product page. */
export interface ProductShippingInput {
  postcode: string;
  idProduct: number;
  idSku?: number | null;
  quantity: number;
}

export interface RateProductAnswer {
  rate: number;
  ratingCount: number;
}

export interface Brand {
  idBrand: number;
  name: string;
  logo: string;
  urlFriendly: string;
  title: string;
  metaDescription: string;
  featured: boolean;
}
