import { object, string } from 'yup';
import type { Repositories } from '../../repositories';
import { paramsSchema } from '../input';
import type { OperationRegistry } from '../registry';

/** onlyFeatured=true answers the featured brands only; any other value, every brand. */
const brandsQuery = paramsSchema(object({ onlyFeatured: string() }));

/** The brands list. */
export function brandOperations(registry: OperationRegistry, repos: Repositories): void {
  registry.add('brands', { params: brandsQuery, auth: 'public', limit: 'read' }, ({ params }) =>
    repos.brands.list({ onlyFeatured: params.onlyFeatured === 'true' }),
  );
}
