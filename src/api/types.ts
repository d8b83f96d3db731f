/**
 * Answer shapes of the store API, shared by the widgets and the reference server.
 * Field names follow the spec (they are the store platform's names, hence the mixed languages).
 */

export interface LoginStatus {
  authenticated: boolean;
  hasPassword: boolean;
  idCustomer: number | null;
  name: string | null;
}

/** The login status answer wraps its fields in `data`, as the spec's platform does. */
export interface LoginStatusAnswer {
  data: LoginStatus;
}

export interface PrivacyPolicy {
  statusPolicyPrivacy: boolean;
  policyPrivacy: string;
}

export type SortDefault = 'N' | 'C' | 'O' | 'P' | 'V' | 'R';

export interface CompanySettings {
  nameStore: string;
  fantasyName: string;
  /** Digits only, e.g. '1140028922'. */
  phoneContact: string;
  /** URL of the store logo image. */
  logo: string;
  /** Theme name; 'modas' and 'cosmeticos' change the breadcrumb. */
  theme: string;
  sortDefault: SortDefault;
  /** Direction for sortDefault N and P: 'asc' | 'desc'. */
  orderBy: 'asc' | 'desc';
  /** 'S' shows variations on cards. */
  usePurchaseFacilitator: 'S' | 'N';
  quantityItemsPage: number;
  infiniteScrolling: boolean;
  viewProductFiltersUrl: boolean;
  showInstallmentAtListsAndDetail: boolean;
  showProductAvaliationStars: boolean;
  quantityProductsToShowAtShowcase: number;
  complementText: string;
  statusGTM: boolean;
  gtm: string;
  idPixel: string;
  privacyPolicy: PrivacyPolicy;
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

export interface CartCount {
  quantity: number;
  /** Names of products removed because their reservation expired (the spec's timer notice). */
  removedProducts: string[];
}

export interface LoginInput {
  username: string;
  password: string;
  tokenRecaptcha: string;
}

export interface OkAnswer {
  ok: true;
}

/** Body of every failed call (HTTP 4xx/5xx). */
export interface ErrorBody {
  error: string;
  code?: string;
}
