import type { Db } from '../db/client';
import { bannersRepository } from './banners';
import { brandsRepository } from './brands';
import { categoriesRepository } from './categories';
import { cartsRepository } from './carts';
import { companyRepository } from './company';
import { customersRepository } from './customers';
import { listingRepository } from './listing';
import { productDetailRepository } from './product-detail';
import { productsRepository } from './products';
import { quotesRepository } from './quotes';
import { ratingsRepository } from './ratings';
import { searchRepository } from './search';
import { sessionsRepository } from './sessions';
import { showcasesRepository } from './showcases';
import { stockAlertsRepository } from './stock-alerts';

/** Every repository over one database; routes receive this object. */
export function createRepositories(db: Db) {
  return {
    categories: categoriesRepository(db),
    listing: listingRepository(db),
    search: searchRepository(db),
    company: companyRepository(db),
    brands: brandsRepository(db),
    products: productsRepository(db),
    customers: customersRepository(db),
    sessions: sessionsRepository(db),
    carts: cartsRepository(db),
    banners: bannersRepository(db),
    quotes: quotesRepository(db),
    stockAlerts: stockAlertsRepository(db),
    ratings: ratingsRepository(db),
    showcases: showcasesRepository(db),
    productDetail: productDetailRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
