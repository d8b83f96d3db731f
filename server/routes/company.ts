import type { Repositories } from '../repositories';
import type { OperationRegistry } from './registry';

/** Company settings and store-wide content. */
export function companyOperations(registry: OperationRegistry, repos: Repositories): void {
  registry.add('company', () => repos.company.get());
}
