import type { Db } from '../db/client';
import { bannersRepository } from './content/banners';
import { brandsRepository } from './catalogue/brands';
import { categoriesRepository } from './catalogue/categories';
import { cartsRepository } from './cart/carts';
import { discountKeysRepository } from './cart/discount-keys';
import { paymentGatewaysRepository } from './cart/payment-gateways';
import { promotionsRepository } from './cart/promotions';
import { shippingModesRepository } from './cart/shipping-modes';
import { storeLimitsRepository } from './cart/store-limits';
import { vouchersRepository } from './cart/vouchers';
import { redirectsRepository } from './store/redirects';
import { companyRepository } from './content/company';
import { customersRepository } from './customers/customers';
import { customerDataRepository } from './customers/customer-data';
import { addressesRepository } from './customers/addresses';
import { newsletterCategoriesRepository } from './customers/categories';
import { postcodesRepository } from './customers/postcodes';
import { listingRepository } from './catalogue/listing';
import { productDetailRepository } from './catalogue/product-detail';
import { productsRepository } from './catalogue/products';
import { quotesRepository } from './catalogue/quotes';
import { ratingsRepository } from './catalogue/ratings';
import { searchRepository } from './catalogue/search';
import { searchVocabularyRepository } from './catalogue/search-vocabulary';
import { sessionsRepository, type SessionLifetime } from './customers/sessions';
import { accessCodesRepository } from './customers/access-codes';
import { outboxRepository } from './customers/outbox';
import { resetTokensRepository } from './customers/reset-tokens';
import { emailChangeTokensRepository } from './customers/email-change-tokens';
import { socialLoginsRepository } from './customers/social-logins';
import { showcasesRepository } from './catalogue/showcases';
import { sitemapRepository } from './catalogue/sitemap';
import { stockAlertsRepository } from './catalogue/stock-alerts';
import { ordersRepository } from './orders/orders';
import { openPaymentsRepository } from './orders/payment-status';
import { storeCreditRepository } from './orders/store-credit';
import { shipmentsRepository } from './orders/shipments';
import { contactTopicsRepository } from './contact/topics';
import { storeFrameRepository } from './store-frame/store-frame';
import { sitePagesRepository } from './site-pages/site-pages';
import { engageRepositories } from './engage';
import { serverSecretsRepository } from './secure/secrets';

/** Every repository over one database (all SQL lives in them), by resource: catalogue, cart, customers, content. */
export function createRepositories(db: Db, options: { sessionLifetime?: SessionLifetime } = {}) {
  return {
    categories: categoriesRepository(db),
    listing: listingRepository(db),
    search: searchRepository(db),
    searchVocabulary: searchVocabularyRepository(db),
    company: companyRepository(db),
    brands: brandsRepository(db),
    products: productsRepository(db),
    customers: customersRepository(db),
    sessions: sessionsRepository(db, options.sessionLifetime),
    accessCodes: accessCodesRepository(db),
    resetTokens: resetTokensRepository(db),
    emailChangeTokens: emailChangeTokensRepository(db),
    outbox: outboxRepository(db),
    socialLogins: socialLoginsRepository(db),
    customerData: customerDataRepository(db),
    addresses: addressesRepository(db),
    newsletterCategories: newsletterCategoriesRepository(db),
    postcodes: postcodesRepository(db),
    carts: cartsRepository(db),
    discountKeys: discountKeysRepository(db),
    vouchers: vouchersRepository(db),
    storeLimits: storeLimitsRepository(db),
    promotions: promotionsRepository(db),
    paymentGateways: paymentGatewaysRepository(db),
    shippingModes: shippingModesRepository(db),
    redirects: redirectsRepository(db),
    banners: bannersRepository(db),
    quotes: quotesRepository(db),
    stockAlerts: stockAlertsRepository(db),
    ratings: ratingsRepository(db),
    showcases: showcasesRepository(db),
    productDetail: productDetailRepository(db),
    sitemap: sitemapRepository(db),
    orders: ordersRepository(db),
    openPayments: openPaymentsRepository(db),
    storeCredit: storeCreditRepository(db),
    shipments: shipmentsRepository(db),
    contactTopics: contactTopicsRepository(db),
    storeFrame: storeFrameRepository(db),
    sitePages: sitePagesRepository(db),
    engage: engageRepositories(db),
    serverSecrets: serverSecretsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
