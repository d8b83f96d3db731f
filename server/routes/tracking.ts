/**
 * Delivery tracking of an order (ours; server/README.md "Delivery tracking"): for the signed-in customer
 * only, who comes from the session. Another customer's order answers the same 404 as an unknown one; a bad
 * id is a 400 'Parâmetros da requisição inválidos.', never a 500.
 */
import { object } from 'yup';
import { text } from '../lib/messages';
import type { TrackingService } from '../services/tracking';
import { idField, paramsSchema } from './input';
import type { OperationRegistry } from './registry';

const trackingParams = paramsSchema(object({ idOrder: idField('api.invalidParams').required(() => text('api.invalidParams')) }));

export function trackingOperations(registry: OperationRegistry, tracking: TrackingService): void {
  registry.add('orderTracking', { auth: 'customer', limit: 'read', params: trackingParams }, ({ customer, params }) => tracking.tracking(customer.id, params.idOrder));
}
