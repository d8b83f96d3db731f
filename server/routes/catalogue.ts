import type { Repositories } from '../repositories';
import type { OperationRegistry } from './registry';

/** Brands, groups, categories and product listings. */
export function catalogueOperations(registry: OperationRegistry, repos: Repositories): void {
  registry.add('brands', ({ params }) => repos.brands.list({ onlyFeatured: params.get('onlyFeatured') === 'true' }));
}
