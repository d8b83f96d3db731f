/** The catalogue's operations: brands, listings and search, product page and showcases, leads. */
import type { Repositories } from '../../repositories';
import type { CatalogueService } from '../../services/catalogue';
import type { OperationRegistry } from '../registry';
import { brandOperations } from './brands';
import { leadOperations } from './leads';
import { listingOperations } from './listing';
import { productOperations } from './product';

export function catalogueOperations(registry: OperationRegistry, repos: Repositories, catalogue: CatalogueService): void {
  brandOperations(registry, repos);
  listingOperations(registry, repos, catalogue);
  productOperations(registry, repos, catalogue);
  leadOperations(registry, catalogue);
}
