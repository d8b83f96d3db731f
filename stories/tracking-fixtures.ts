/**
 * Delivery tracking fixtures (getOrderTracking) for the order details' stories and tests: #1042 in
 * transit, #1043 not dispatched yet (null), any other order delivered.
 */
import type { OrderTracking } from '../src/api/operations/tracking';
import type { MockCall } from '../test/fixtures/mock-api';

export const inTransitTracking: OrderTracking = {
  carrier: 'Transportadora Jet',
  trackingCode: 'JT000001042BR',
  delivered: false,
  events: [
    { step: 'in_transit', description: 'Em trânsito', place: 'Centro de distribuição, Cajamar/SP', date: '2026-03-20T09:15:00' },
    { step: 'posted', description: 'Pedido postado', place: 'São Paulo/SP', date: '2026-03-19T13:15:00' },
  ],
};

export const deliveredTracking: OrderTracking = {
  carrier: 'Transportadora Jet',
  trackingCode: 'JT000001043BR',
  delivered: true,
  events: [
    { step: 'delivered', description: 'Entregue', place: 'Campinas/SP', date: '2026-03-21T15:15:00' },
    { step: 'out_for_delivery', description: 'Saiu para entrega', place: 'Campinas/SP', date: '2026-03-21T09:15:00' },
    ...inTransitTracking.events,
  ],
};

/** The tracking of the order a call asks (the idOrder of its params). */
export function trackingAnswer(call: Pick<MockCall, 'params'>): OrderTracking | null {
  const id = Number(new URLSearchParams(call.params ?? '').get('idOrder'));
  if (id === 1042) return inTransitTracking;
  if (id === 1043) return null;
  return deliveredTracking;
}
