/**
 * Shipments of dispatched orders and the events their carrier reported (tables `shipments`,
 * `shipment_events`, migration 0010). Reads for a customer are bound to the customer: another customer's
 * order is simply not found.
 */
import { sql } from 'drizzle-orm';
import type { TrackingStep } from '../../../src/api/operations/tracking';
import { queryRows, type Db } from '../../db/client';

export interface ShipmentRow {
  id: number;
  orderId: number;
  /** The order's e-mail (the status e-mails go there). */
  email: string;
  carrier: string;
  trackingCode: string;
  destination: { city: string; state: string };
  postedAt: Date;
  deliveredAt: Date | null;
}

export interface ShipmentEventRow {
  step: TrackingStep;
  description: string;
  place: string;
  at: Date;
}

interface RawShipment {
  id: number; order_id: number; email: string; carrier: string; tracking_code: string; destination_city: string; destination_state: string;
  posted_at: string | Date; delivered_at: string | Date | null;
}

const shipmentOf = (r: RawShipment): ShipmentRow => ({
  id: Number(r.id),
  orderId: Number(r.order_id),
  email: r.email,
  carrier: r.carrier,
  trackingCode: r.tracking_code,
  destination: { city: r.destination_city, state: r.destination_state },
  postedAt: new Date(r.posted_at),
  deliveredAt: r.delivered_at === null ? null : new Date(r.delivered_at),
});

const SELECT = sql`select s.id, s.order_id, o.email, s.carrier, s.tracking_code, s.destination_city, s.destination_state, s.posted_at, s.delivered_at
  from shipments s join orders o on o.id = s.order_id`;

export function shipmentsRepository(db: Db) {
  return {
    /** Whether the order is the customer's, and its shipment (null before dispatch). */
    async forCustomer(customerId: number, orderId: number): Promise<{ owned: boolean; shipment: ShipmentRow | null }> {
      const [order] = await queryRows<{ id: number }>(db, sql`select id from orders where customer_id = ${customerId} and id = ${orderId}`);
      if (!order) return { owned: false, shipment: null };
      const [row] = await queryRows<RawShipment>(db, sql`${SELECT} where s.order_id = ${orderId}`);
      return { owned: true, shipment: row ? shipmentOf(row) : null };
    },

    async byOrder(orderId: number): Promise<ShipmentRow | undefined> {
      const [row] = await queryRows<RawShipment>(db, sql`${SELECT} where s.order_id = ${orderId}`);
      return row ? shipmentOf(row) : undefined;
    },

    /** Shipments not delivered yet, oldest first (the periodic refresh walks them). */
    async open(limit: number): Promise<ShipmentRow[]> {
      return (await queryRows<RawShipment>(db, sql`${SELECT} where s.delivered_at is null order by s.posted_at, s.id limit ${limit}`)).map(shipmentOf);
    },

    /** The stored events, newest first. */
    async events(shipmentId: number): Promise<ShipmentEventRow[]> {
      const rows = await queryRows<{ status: TrackingStep; description: string; place: string; occurred_at: string | Date }>(db, sql`
        select status, description, place, occurred_at from shipment_events where shipment_id = ${shipmentId} order by occurred_at desc, id desc`);
      return rows.map((r) => ({ step: r.status, description: r.description, place: r.place, at: new Date(r.occurred_at) }));
    },

    /**
     * Stores the events not stored yet and answers only those (so two refreshes at once mail each step
     * once); a delivered event closes the shipment and marks the order 'Entregue'.
     */
    async addEvents(shipmentId: number, events: readonly ShipmentEventRow[]): Promise<ShipmentEventRow[]> {
      const added: ShipmentEventRow[] = [];
      for (const event of events) {
        const rows = await queryRows<{ id: number }>(db, sql`
          insert into shipment_events (shipment_id, status, description, place, occurred_at)
          values (${shipmentId}, ${event.step}, ${event.description.slice(0, 200)}, ${event.place.slice(0, 200)}, ${event.at.toISOString()})
          on conflict do nothing returning id`);
        if (rows.length === 0) continue;
        added.push(event);
        if (event.step === 'delivered') {
          // the parcel is done, and so is the order: its status 'Entregue' (05) at the carrier's time
          await db.execute(sql`update shipments set delivered_at = ${event.at.toISOString()} where id = ${shipmentId} and delivered_at is null`);
          await db.execute(sql`
            insert into order_status_history (order_id, name, code, registered_at)
            select order_id, 'Entregue', '05', ${event.at.toISOString()} from shipments where id = ${shipmentId}`);
        }
      }
      return added;
    },

    /**
     * Records the dispatch of an order in one transaction: its shipment (destination from the order's
     * address) and the order status 'Enviado' (04). Undefined when the order does not exist; an order
     * dispatched already keeps its shipment (answered as it is).
     */
    async dispatch(orderId: number, parcel: { carrier: string; trackingCode: string; postedAt: Date }): Promise<{ shipment: ShipmentRow; created: boolean } | undefined> {
      return db.transaction(async (tx) => {
        const [order] = await queryRows<{ id: number }>(tx, sql`select id from orders where id = ${orderId} for update`);
        if (!order) return undefined;
        const [existing] = await queryRows<RawShipment>(tx, sql`${SELECT} where s.order_id = ${orderId}`);
        if (existing) return { shipment: shipmentOf(existing), created: false };
        await tx.execute(sql`
          insert into shipments (order_id, carrier, tracking_code, destination_city, destination_state, posted_at)
          select ${orderId}, ${parcel.carrier}, ${parcel.trackingCode}, coalesce(a.city, ''), coalesce(a.state, ''), ${parcel.postedAt.toISOString()}
          from (select 1) one left join order_addresses a on a.order_id = ${orderId}`);
        await tx.execute(sql`insert into order_status_history (order_id, name, code, registered_at) values (${orderId}, 'Enviado', '04', ${parcel.postedAt.toISOString()})`);
        const [row] = await queryRows<RawShipment>(tx, sql`${SELECT} where s.order_id = ${orderId}`);
        return { shipment: shipmentOf(row!), created: true };
      });
    },
  };
}

export type ShipmentsRepository = ReturnType<typeof shipmentsRepository>;
