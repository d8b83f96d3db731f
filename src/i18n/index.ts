import { $config } from '../api/config';
import type { added } from './catalogue/added';
import type { api } from './catalogue/api';
import type { cart } from './catalogue/cart';
import type { cartPage } from './catalogue/cart-page';
import type { carousel } from './catalogue/carousel';
import type { banner } from './catalogue/banner';
import type { cartExpiry } from './catalogue/cart-expiry';
import type { commerce } from './catalogue/commerce';
import { core } from './catalogue/core';
import type { dialog } from './catalogue/dialog';
import type { forms } from './catalogue/forms';
import type { formValidation } from './catalogue/form-validation';
import type { listing } from './catalogue/listing';
import type { listingPage } from './catalogue/listing-page';
import type { listingFilters } from './catalogue/listing-filters';
import type { product } from './catalogue/product';
import type { productPage } from './catalogue/product-page';
import type { rating } from './catalogue/rating';
import type { galleryZoom } from './catalogue/gallery-zoom';
import type { showcase } from './catalogue/showcase';
import type { accountApi } from './catalogue/account-api';
import type { customerDataApi } from './catalogue/customer-data-api';
import type { customerAuth } from './catalogue/customer-auth';
import type { customerRegistration } from './catalogue/customer-registration';
import type { customerAccount } from './catalogue/customer-account';
import type { privacyBanner } from './catalogue/privacy-banner';
import type { ordersApi } from './catalogue/orders-api';
import type { ordersView } from './catalogue/orders-view';
import type { payment } from './catalogue/payment';
import type { digitalProducts } from './catalogue/digital-products';
import type { checkout } from './catalogue/checkout';
import type { pager } from './catalogue/pager';
import type { contact } from './catalogue/contact';
import type { storeFrame } from './catalogue/store-frame';
import type { sitePages } from './catalogue/site-pages';
import type { newsletter } from './catalogue/newsletter';
import type { wishlist } from './catalogue/wishlist';
import type { eventList } from './catalogue/event-list';
import type { limits } from './catalogue/limits';
import type { resilience } from './catalogue/resilience';
import type { resilienceBlocks } from './catalogue/resilience-blocks';
import type { tracking } from './catalogue/tracking';
import type { seo } from './catalogue/seo';
import type { boletoSlip } from './catalogue/boleto-slip';
import type { searchSuggestions } from './catalogue/search-suggestions';
import type { orderConfirmation } from './catalogue/order-confirmation';
import type { cardPayment } from './catalogue/card-payment';

/**
 * The pt-BR message catalogue: every text a shopper sees. Each area keeps its own file in catalogue/
 * and registers itself when imported, so a page loads only the texts of the widgets it shows (the core
 * texts are always here). A store overrides any key through `configure({ messages })`.
 */
type AllMessages = typeof core & typeof api & typeof dialog & typeof commerce & typeof banner & typeof cart & typeof cartExpiry & typeof cartPage & typeof forms & typeof formValidation & typeof listing & typeof listingPage & typeof added & typeof listingFilters & typeof showcase & typeof carousel & typeof product & typeof productPage & typeof rating & typeof accountApi & typeof customerDataApi & typeof customerAuth & typeof customerRegistration & typeof customerAccount & typeof privacyBanner & typeof ordersApi & typeof ordersView & typeof payment & typeof digitalProducts & typeof checkout & typeof pager & typeof contact & typeof storeFrame & typeof sitePages & typeof newsletter & typeof wishlist & typeof eventList & typeof limits & typeof resilience & typeof resilienceBlocks & typeof tracking & typeof boletoSlip & typeof searchSuggestions & typeof galleryZoom & typeof seo & typeof orderConfirmation & typeof cardPayment;

export type MessageKey = keyof AllMessages;
export type Messages = Record<MessageKey, string>;

const loaded: Partial<Messages> = { ...core };

/** Adds an area's texts (called by each catalogue/ file when it is imported). */
export function registerMessages(area: Partial<Messages>): void {
  Object.assign(loaded, area);
}

/** The text for `key` with `{placeholders}` filled from `vars`. */
export function t(key: MessageKey, vars?: Record<string, string | number>): string {
  const text = $config.get().messages[key] ?? loaded[key];
  if (text === undefined) {
    // A module used a key without importing its area: fail loudly in tests and Storybook.
    if (import.meta.env?.DEV || import.meta.env?.MODE === 'test') throw new Error(`Message ${key} is not loaded: import its catalogue area`);
    return key;
  }
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
