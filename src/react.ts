/**
 * `jet-widgets/react`: every widget as a React component, for a React app that renders them itself
 * (`<ProductList sourceId="casa" />`) instead of placing tags. Props are the tag's attributes in
 * camelCase (real booleans and numbers), plus `loading="lazy"`. Each component fetches its widget's code
 * on its first render, from the chunks the tag loader (`jet-widgets`) shares, so an app may use both.
 * Nothing here touches the DOM on import: safe to import during server rendering.
 */
import { lazyPanel } from './ui/lazy-panel';
import { reactWidget } from './elements/react-widget';

export { configure, type JetOptions } from './api/config';
export { emit, listen, type JetEventMap, type JetEventName, type PanelProduct } from './events';
export { openCart, openLogin, openQuote, openAlert, closePanels } from './events/commands';
export type { WidgetLoading } from './elements/react-widget';

// Each line is pure: a bundler drops the components an app does not import, and their chunks with them.
export const AlertMe = /* @__PURE__ */ reactWidget('jet-alert-me', async () => lazyPanel('jet:alert-me-open', () => import('../widgets/alert-me/alert-me')));
export const QuotePanel = /* @__PURE__ */ reactWidget('jet-quote-panel', async () => lazyPanel('jet:product-budget-show', () => import('../widgets/quote-panel/quote-panel')));
export const AssistedSale = /* @__PURE__ */ reactWidget('jet-assisted-sale', () => import('../widgets/assisted-sale/assisted-sale').then((m) => m.AssistedSale));
export const B2b = /* @__PURE__ */ reactWidget('jet-b2b', () => import('../widgets/b2b/b2b').then((m) => m.B2b));
export const Banner = /* @__PURE__ */ reactWidget('jet-banner', () => import('../widgets/banner/banner').then((m) => m.Banner));
export const Brands = /* @__PURE__ */ reactWidget('jet-brands', () => import('../widgets/brands/brands').then((m) => m.Brands));
export const Breadcrumb = /* @__PURE__ */ reactWidget('jet-breadcrumb', () => import('../widgets/breadcrumb/breadcrumb').then((m) => m.Breadcrumb));
export const CartCounter = /* @__PURE__ */ reactWidget('jet-cart-counter', () => import('../widgets/cart-counter/cart-counter').then((m) => m.CartCounter));
export const CartPreview = /* @__PURE__ */ reactWidget('jet-cart-preview', () => import('../widgets/cart-preview/cart-preview-launcher').then((m) => m.CartPreviewLauncher));
export const Cart = /* @__PURE__ */ reactWidget('jet-cart', () => import('../widgets/cart/cart').then((m) => m.Cart));
export const CategoryMenu = /* @__PURE__ */ reactWidget('jet-category-menu', () => import('../widgets/category-menu/category-menu').then((m) => m.CategoryMenu));
export const Checkout = /* @__PURE__ */ reactWidget('jet-checkout', () => import('../widgets/checkout/checkout').then((m) => m.Checkout));
export const OrderConfirmation = /* @__PURE__ */ reactWidget('jet-order-confirmation', () => import('../widgets/order-confirmation/order-confirmation').then((m) => m.OrderConfirmation));
export const CompanyInfo = /* @__PURE__ */ reactWidget('jet-company-info', () => import('../widgets/company-info/company-info').then((m) => m.CompanyInfo));
export const Contact = /* @__PURE__ */ reactWidget('jet-contact', () => import('../widgets/contact/contact').then((m) => m.Contact));
export const CustomerAccessCode = /* @__PURE__ */ reactWidget('jet-customer-access-code', () => import('../widgets/customer-access-code/customer-access-code').then((m) => m.CustomerAccessCode));
export const CustomerAddresses = /* @__PURE__ */ reactWidget('jet-customer-addresses', () => import('../widgets/customer-addresses/customer-addresses').then((m) => m.CustomerAddresses));
export const CustomerChangeEmail = /* @__PURE__ */ reactWidget('jet-customer-change-email', () => import('../widgets/customer-change-email/customer-change-email').then((m) => m.CustomerChangeEmail));
export const CustomerChangePassword = /* @__PURE__ */ reactWidget('jet-customer-change-password', () => import('../widgets/customer-change-password/customer-change-password').then((m) => m.CustomerChangePassword));
export const CustomerData = /* @__PURE__ */ reactWidget('jet-customer-data', () => import('../widgets/customer-data/customer-data').then((m) => m.CustomerData));
export const CustomerForgotPassword = /* @__PURE__ */ reactWidget('jet-customer-forgot-password', () => import('../widgets/customer-forgot-password/customer-forgot-password').then((m) => m.CustomerForgotPassword));
export const CustomerHome = /* @__PURE__ */ reactWidget('jet-customer-home', () => import('../widgets/customer-home/customer-home').then((m) => m.CustomerHome));
export const CustomerIdentification = /* @__PURE__ */ reactWidget('jet-customer-identification', () => import('../widgets/customer-identification/customer-identification').then((m) => m.CustomerIdentification));
export const CustomerMenu = /* @__PURE__ */ reactWidget('jet-customer-menu', () => import('../widgets/customer-menu/customer-menu').then((m) => m.CustomerMenu));
export const CustomerOrderData = /* @__PURE__ */ reactWidget('jet-customer-order-data', () => import('../widgets/customer-order-data/customer-order-data').then((m) => m.CustomerOrderData));
export const CustomerOrderDetails = /* @__PURE__ */ reactWidget('jet-customer-order-details', () => import('../widgets/customer-order-details/customer-order-details').then((m) => m.CustomerOrderDetails));
export const CustomerOrderStatus = /* @__PURE__ */ reactWidget('jet-customer-order-status', () => import('../widgets/customer-order-status/customer-order-status').then((m) => m.CustomerOrderStatus));
export const CustomerOrders = /* @__PURE__ */ reactWidget('jet-customer-orders', () => import('../widgets/customer-orders/customer-orders').then((m) => m.CustomerOrders));
export const CustomerRecoverEmail = /* @__PURE__ */ reactWidget('jet-customer-recover-email', () => import('../widgets/customer-recover-email/customer-recover-email').then((m) => m.CustomerRecoverEmail));
export const CustomerRegister = /* @__PURE__ */ reactWidget('jet-customer-register', () => import('../widgets/customer-register/customer-register').then((m) => m.CustomerRegister));
export const CustomerStoreCredit = /* @__PURE__ */ reactWidget('jet-customer-store-credit', () => import('../widgets/customer-store-credit/customer-store-credit').then((m) => m.CustomerStoreCredit));
export const DigitalProducts = /* @__PURE__ */ reactWidget('jet-digital-products', () => import('../widgets/digital-products/digital-products').then((m) => m.DigitalProducts));
export const EventList = /* @__PURE__ */ reactWidget('jet-event-list', () => import('../widgets/event-list/event-list').then((m) => m.EventList));
export const FaqLink = /* @__PURE__ */ reactWidget('jet-faq-link', () => import('../widgets/faq-link/faq-link').then((m) => m.FaqLink));
export const Faq = /* @__PURE__ */ reactWidget('jet-faq', () => import('../widgets/faq/faq').then((m) => m.Faq));
export const FixedBar = /* @__PURE__ */ reactWidget('jet-fixed-bar', () => import('../widgets/fixed-bar/fixed-bar').then((m) => m.FixedBar));
export const InstitutionalLinks = /* @__PURE__ */ reactWidget('jet-institutional-links', () => import('../widgets/institutional-links/institutional-links').then((m) => m.InstitutionalLinks));
export const InstitutionalPage = /* @__PURE__ */ reactWidget('jet-institutional-page', () => import('../widgets/institutional-page/institutional-page').then((m) => m.InstitutionalPage));
export const LightningOffers = /* @__PURE__ */ reactWidget('jet-lightning-offers', () => import('../widgets/lightning-offers/lightning-offers').then((m) => m.LightningOffers));
export const LoginModal = /* @__PURE__ */ reactWidget('jet-login-modal', () => import('../widgets/login/login-modal-lazy').then((m) => m.LazyLoginModal));
export const Login = /* @__PURE__ */ reactWidget('jet-login', () => import('../widgets/login/login').then((m) => m.Login));
export const Logo = /* @__PURE__ */ reactWidget('jet-logo', () => import('../widgets/logo/logo').then((m) => m.Logo));
export const Newsletter = /* @__PURE__ */ reactWidget('jet-newsletter', () => import('../widgets/newsletter/newsletter').then((m) => m.Newsletter));
export const PaymentFlags = /* @__PURE__ */ reactWidget('jet-payment-flags', () => import('../widgets/payment-flags/payment-flags').then((m) => m.PaymentFlags));
export const PhoneContact = /* @__PURE__ */ reactWidget('jet-phone-contact', () => import('../widgets/phone-contact/phone-contact').then((m) => m.PhoneContact));
export const PrivacyBanner = /* @__PURE__ */ reactWidget('jet-privacy-banner', () => import('../widgets/privacy-banner/privacy-banner').then((m) => m.PrivacyBanner));
export const PrivacyPolicy = /* @__PURE__ */ reactWidget('jet-privacy-policy', () => import('../widgets/privacy-policy/privacy-policy').then((m) => m.PrivacyPolicy));
export const ProductCard = /* @__PURE__ */ reactWidget('jet-product-card', () => import('../widgets/product-card/product-card-widget').then((m) => m.ProductCardWidget));
export const ProductDetail = /* @__PURE__ */ reactWidget('jet-product-detail', () => import('../widgets/product-detail/product-detail').then((m) => m.ProductDetailPage));
export const ProductList = /* @__PURE__ */ reactWidget('jet-product-list', () => import('../widgets/product-list/product-list').then((m) => m.ProductList));
export const SearchBox = /* @__PURE__ */ reactWidget('jet-search-box', () => import('../widgets/search-box/search-box').then((m) => m.SearchBox));
export const SecuritySeals = /* @__PURE__ */ reactWidget('jet-security-seals', () => import('../widgets/security-seals/security-seals').then((m) => m.SecuritySeals));
export const Showcase = /* @__PURE__ */ reactWidget('jet-showcase', () => import('../widgets/showcase/showcase').then((m) => m.Showcase));
export const SocialLinks = /* @__PURE__ */ reactWidget('jet-social-links', () => import('../widgets/social-links/social-links').then((m) => m.SocialLinks));
export const SocialLogin = /* @__PURE__ */ reactWidget('jet-social-login', () => import('./customer/sign-in/social-login').then((m) => m.SocialLogin));
export const UserMenu = /* @__PURE__ */ reactWidget('jet-user-menu', () => import('../widgets/user-menu/user-menu').then((m) => m.UserMenu));
export const WishlistCounter = /* @__PURE__ */ reactWidget('jet-wishlist-counter', () => import('../widgets/wishlist-counter/wishlist-counter').then((m) => m.WishlistCounter));
