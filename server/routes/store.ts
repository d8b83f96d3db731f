/**
 * Payment plans and store-wide answers (cart-and-purchase §7): the payment gateways, the best installment
 * plan for a value (params `value=199.90`), the old-address redirects (own path /api/redirect301) and the
 * maintenance status (own path /api/checkMaintenanceStatus). All reads: no cap.
 */
import { number, object, string } from 'yup';
import { text } from '../lib/messages';
import type { PaymentsService } from '../services/payments';
import type { StoreService } from '../services/store';
import { jsonSchema, paramsSchema } from './input';
import type { OperationRegistry } from './registry';

const invalidValue = () => text('api.invalidValue');
const installmentsQuery = paramsSchema(
  object({ value: number().typeError(invalidValue).required(invalidValue).min(0, invalidValue).max(99_999_999, invalidValue) }),
);
const redirectInput = jsonSchema(
  object({ urlAntiga: string().required(() => text('api.invalidRedirect')).max(2000, () => text('api.invalidRedirect')) }),
);

export function storeOperations(registry: OperationRegistry, payments: PaymentsService, store: StoreService): void {
  const read = { auth: 'public', limit: 'read' } as const;
  registry.add('paymentGateways', read, () => payments.gateways());
  registry.add('installments', { ...read, params: installmentsQuery }, ({ params }) => payments.installments(params.value));
  registry.add('redirect301', { ...read, json: redirectInput }, ({ request, json }) => store.redirect301(json.urlAntiga, request.host));
  registry.add('checkMaintenanceStatus', read, () => store.maintenance());
}
