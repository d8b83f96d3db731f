/**
 * Delivery tracking of an order (ours: the specs are silent). For the signed-in customer only: another
 * customer's order answers the same 404 as an unknown one ('Oops, o pedido #{id} não foi localizado.').
 */
import { read } from './define';

/** The steps every carrier's events are mapped to. */
export type TrackingStep = 'posted' | 'in_transit' | 'out_for_delivery' | 'delivered';

export interface TrackingEvent {
  step: TrackingStep;
  /** The carrier's words ('Pedido postado', 'Em trânsito' …). */
  description: string;
  /** Where it happened ('São Paulo/SP'); '' when the carrier does not say. */
  place: string;
  /** ISO date and time. */
  date: string;
}

export interface OrderTracking {
  carrier: string;
  trackingCode: string;
  delivered: boolean;
  /** Newest first. */
  events: TrackingEvent[];
}

export const trackingOperations = {
  /** The parcel of a dispatched order, or null while the order has not been dispatched. */
  orderTracking: read<{ idOrder: number }, OrderTracking | null>({ request: 'getOrderTracking' }),
} as const;
