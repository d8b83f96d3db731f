import type { Db } from '../db/client';
import { brandsRepository } from './brands';
import { cartsRepository } from './carts';
import { companyRepository } from './company';
import { customersRepository } from './customers';
import { productsRepository } from './products';
import { sessionsRepository } from './sessions';

/** Every repository over one database; routes receive this object. */
export function createRepositories(db: Db) {
  return {
    company: companyRepository(db),
    brands: brandsRepository(db),
    products: productsRepository(db),
    customers: customersRepository(db),
    sessions: sessionsRepository(db),
    carts: cartsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
