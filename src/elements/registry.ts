/**
 * Every tag the library knows, and how to fetch its chunk. The entry script imports a chunk the
 * first time its tag appears on the page; the chunk calls customElements.define and the browser
 * upgrades the elements in place.
 */
export const widgetLoaders: Record<string, () => Promise<unknown>> = {
  'jet-user-menu': () => import('../../widgets/user-menu/user-menu.element'),
  'jet-cart-counter': () => import('../../widgets/cart-counter/cart-counter.element'),
  'jet-brands': () => import('../../widgets/brands/brands.element'),
  'jet-logo': () => import('../../widgets/logo/logo.element'),
  'jet-phone-contact': () => import('../../widgets/phone-contact/phone-contact.element'),
  'jet-quote-panel': () => import('../../widgets/quote-panel/quote-panel.element'),
  'jet-alert-me': () => import('../../widgets/alert-me/alert-me.element'),
  'jet-product-detail': () => import('../../widgets/product-detail/product-detail.element'),
  'jet-product-card': () => import('../../widgets/product-card/product-card.element'),
  'jet-product-list': () => import('../../widgets/product-list/product-list.element'),
  'jet-search-box': () => import('../../widgets/search-box/search-box.element'),
  'jet-banner': () => import('../../widgets/banner/banner.element'),
  'jet-breadcrumb': () => import('../../widgets/breadcrumb/breadcrumb.element'),
  'jet-showcase': () => import('../../widgets/showcase/showcase.element'),
  'jet-lightning-offers': () => import('../../widgets/lightning-offers/lightning-offers.element'),
  'jet-cart-preview': () => import('../../widgets/cart-preview/cart-preview.element'),
  'jet-cart': () => import('../../widgets/cart/cart.element'),
  'jet-customer-identification': () => import('../../widgets/customer-identification/customer-identification.element'),
  'jet-customer-access-code': () => import('../../widgets/customer-access-code/customer-access-code.element'),
  'jet-login': () => import('../../widgets/login/login.element'),
  'jet-login-modal': () => import('../../widgets/login/login-modal.element'),
  'jet-social-login': () => import('../../widgets/social-login/social-login.element'),
  'jet-customer-forgot-password': () => import('../../widgets/customer-forgot-password/customer-forgot-password.element'),
  'jet-customer-recover-email': () => import('../../widgets/customer-recover-email/customer-recover-email.element'),
  'jet-customer-change-password': () => import('../../widgets/customer-change-password/customer-change-password.element'),
  'jet-customer-change-email': () => import('../../widgets/customer-change-email/customer-change-email.element'),
  'jet-customer-home': () => import('../../widgets/customer-home/customer-home.element'),
  'jet-customer-menu': () => import('../../widgets/customer-menu/customer-menu.element'),
  'jet-customer-addresses': () => import('../../widgets/customer-addresses/customer-addresses.element'),
  'jet-privacy-banner': () => import('../../widgets/privacy-banner/privacy-banner.element'),
  'jet-customer-register': () => import('../../widgets/customer-register/customer-register.element'),
  'jet-customer-data': () => import('../../widgets/customer-data/customer-data.element'),
};
