import { object, string } from 'yup';
import type { CatalogueService } from '../../services/catalogue';
import { paramsSchema } from '../input';
import type { OperationRegistry } from '../registry';

/** onlyFeatured=true answers the featured brands only; any other value, every brand. */
const brandsQuery = paramsSchema(object({ onlyFeatured: string() }));

/** The brands list. */
export function brandOperations(registry: OperationRegistry, catalogue: CatalogueService): void {
  registry.add('brands', { params: brandsQuery, auth: 'public', limit: 'read' }, ({ params }) =>
    catalogue.brands(params.onlyFeatured === 'true'),
  );
}
