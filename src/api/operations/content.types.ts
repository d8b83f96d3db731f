/** Answer shapes of the store's content and settings operations, shared by the widgets and the server. */

export interface PrivacyPolicy {
  statusPolicyPrivacy: boolean;
  /** The policy's text (HTML from the store, sanitised before it is shown). */
  policyPrivacy: string;
  /** The current version; a customer who accepted another one is asked again (customer-area §4). */
  policyPrivacyVersion: string;
  /** The banner's text; '[linkPolitica]' marks where the link to the policy goes. */
  alertText: string;
  /** ISO date of the last change, or null. */
  modifiedDate: string | null;
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
  /** B2B store: identification by e-mail or CNPJ, registration of companies only (customer-area §1). */
  statusB2B: boolean;
  /** The registration asks to accept termToAcceptText. */
  termToAccept: boolean;
  termToAcceptText: string;
  /**
   * The Pix discount in percent (issue 25; ours, the specs are silent): 'R$ … no Pix' on cards, the product
   * page and the cart, taken off at the checkout (src/format/pix-price.ts). Absent or 0: no Pix price.
   */
  pixDiscountPercent?: number;
}
