/** Answer shapes of the store's content and settings operations, shared by the widgets and the server. */

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
