/**
 * Every area of the catalogue at once, for tests, docs and stores that list the keys to override.
 * Widgets never import this: they import only the areas they show.
 */
import { added } from './catalogue/added';
import { api } from './catalogue/api';
import { cart } from './catalogue/cart';
import { cartExpiry } from './catalogue/cart-expiry';
import { cartPage } from './catalogue/cart-page';
import { carousel } from './catalogue/carousel';
import { banner } from './catalogue/banner';
import { commerce } from './catalogue/commerce';
import { core } from './catalogue/core';
import { dialog } from './catalogue/dialog';
import { forms } from './catalogue/forms';
import { formValidation } from './catalogue/form-validation';
import { listing } from './catalogue/listing';
import { listingPage } from './catalogue/listing-page';
import { listingFilters } from './catalogue/listing-filters';
import { product } from './catalogue/product';
import { productPage } from './catalogue/product-page';
import { rating } from './catalogue/rating';
import { galleryZoom } from './catalogue/gallery-zoom';
import { showcase } from './catalogue/showcase';
import { accountApi } from './catalogue/account-api';
import { customerDataApi } from './catalogue/customer-data-api';
import { customerAuth } from './catalogue/customer-auth';
import { customerRegistration } from './catalogue/customer-registration';
import { customerAccount } from './catalogue/customer-account';
import { privacyBanner } from './catalogue/privacy-banner';
import { ordersApi } from './catalogue/orders-api';
import { ordersView } from './catalogue/orders-view';
import { payment } from './catalogue/payment';
import { digitalProducts } from './catalogue/digital-products';
import { checkout } from './catalogue/checkout';
import { pager } from './catalogue/pager';
import { contact } from './catalogue/contact';
import { storeFrame } from './catalogue/store-frame';
import { sitePages } from './catalogue/site-pages';
import { newsletter } from './catalogue/newsletter';
import { wishlist } from './catalogue/wishlist';
import { eventList } from './catalogue/event-list';
import { limits } from './catalogue/limits';
import { resilience } from './catalogue/resilience';
import { resilienceBlocks } from './catalogue/resilience-blocks';
import { tracking } from './catalogue/tracking';
import { seo } from './catalogue/seo';
import { boletoSlip } from './catalogue/boleto-slip';
import { searchSuggestions } from './catalogue/search-suggestions';
import { orderConfirmation } from './catalogue/order-confirmation';
import { cardPayment } from './catalogue/card-payment';
import type { Messages } from '.';

export const catalogue: Messages = { ...core, ...api, ...dialog, ...commerce, ...banner, ...cart, ...cartExpiry, ...cartPage, ...forms, ...formValidation, ...listing, ...listingPage, ...added, ...listingFilters, ...showcase, ...carousel, ...product, ...productPage, ...rating, ...accountApi, ...customerDataApi, ...customerAuth, ...customerRegistration, ...customerAccount, ...privacyBanner, ...ordersApi, ...ordersView, ...payment, ...digitalProducts, ...checkout, ...pager, ...contact, ...storeFrame, ...sitePages, ...newsletter, ...wishlist, ...eventList, ...limits, ...resilience, ...resilienceBlocks, ...tracking, ...boletoSlip, ...searchSuggestions, ...galleryZoom, ...seo, ...orderConfirmation, ...cardPayment };





