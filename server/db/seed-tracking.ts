/**
 * Seed of the delivery tracking: three of Maria's dispatched orders have a parcel with the offline carrier
 * (server/adapters/carrier.ts), posted relative to the seed's clock:
 *   #1018 'Enviado': posted 26 h before the seed, so 'Em trânsito' now, out for delivery 18 h after the
 *         seed and delivered 24 h after it (each step then e-mailed, the demo's outbox shows it);
 *   #1017, #1016 'Entregue': posted 30 h after the order, every step done.
 * The events known at the seed's time are stored without e-mails (they are history), and the orders'
 * 'Enviado' and 'Entregue' entries take the parcel's times.
 */
import { sql } from 'drizzle-orm';
import { offlineCarrier, offlineTrackingCode } from '../adapters/carrier';
import { queryRows, type Db } from './client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const HOUR = 3_600_000;

/** The seeded parcels: order id and when it was posted (hours before the seed; null: 30 h after the order). */
const SEEDED_SHIPMENTS: ReadonlyArray<{ orderId: number; postedHoursAgo: number | null }> = [
  { orderId: 1018, postedHoursAgo: 26 },
  { orderId: 1017, postedHoursAgo: null },
  { orderId: 1016, postedHoursAgo: null },
];

export async function seedTracking(tx: Tx, now: Date): Promise<void> {
  const carrier = offlineCarrier({ clock: () => now });
  for (const seed of SEEDED_SHIPMENTS) {
    const [order] = await queryRows<{ date_order: string | Date; city: string | null; state: string | null }>(tx, sql`
      select o.date_order, a.city, a.state from orders o left join order_addresses a on a.order_id = o.id where o.id = ${seed.orderId}`);
    // a catalogue too small for the demo orders has none
    if (!order) continue;
    const postedAt = seed.postedHoursAgo === null ? new Date(new Date(order.date_order).getTime() + 30 * HOUR) : new Date(now.getTime() - seed.postedHoursAgo * HOUR);
    const trackingCode = offlineTrackingCode(seed.orderId);
    const destination = { city: order.city ?? '', state: order.state ?? '' };
    const events = (await carrier.track({ orderId: seed.orderId, trackingCode, postedAt, destination })) ?? [];
    const delivered = events.find((event) => event.step === 'delivered');
    const [shipment] = await queryRows<{ id: number }>(tx, sql`
      insert into shipments (order_id, carrier, tracking_code, destination_city, destination_state, posted_at, delivered_at)
      values (${seed.orderId}, ${carrier.name}, ${trackingCode}, ${destination.city}, ${destination.state}, ${postedAt.toISOString()}, ${delivered?.at.toISOString() ?? null})
      returning id`);
    // the order's own statuses say the same as the parcel: sent when posted, delivered when delivered
    await tx.execute(sql`update order_status_history set registered_at = ${postedAt.toISOString()} where order_id = ${seed.orderId} and code = '04'`);
    if (delivered) await tx.execute(sql`update order_status_history set registered_at = ${delivered.at.toISOString()} where order_id = ${seed.orderId} and code = '05'`);
    for (const event of events) {
      await tx.execute(sql`
        insert into shipment_events (shipment_id, status, description, place, occurred_at)
        values (${shipment!.id}, ${event.step}, ${event.description}, ${event.place}, ${event.at.toISOString()})`);
    }
  }
}
