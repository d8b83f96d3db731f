/** The catalogue's operations: brands, listings and search, product page and showcases, leads. */
import type { CatalogueService } from '../../services/catalogue';
import type { ProductsService } from '../../services/products';
import type { OperationRegistry } from '../registry';
import { brandOperations } from './brands';
import { leadOperations } from './leads';
import { listingOperations } from './listing';
import { productOperations } from './product';

export function catalogueOperations(registry: OperationRegistry, catalogue: CatalogueService, products: ProductsService): void {
  brandOperations(registry, catalogue);
  listingOperations(registry, catalogue);
  productOperations(registry, products, catalogue);
  leadOperations(registry, catalogue);
}
