/**
 * Delivery tracking: an order is dispatched (its shipment and the 'Enviado' status), then its carrier's
 * events are read (`refresh`) when the customer opens the tracking and by the periodic sweep of main.ts.
 * Each event is stored once and, when it is new, e-mailed to the order's address through the mailer (the
 * outbox). Nothing about the customer (address, e-mail) is logged: failures are reported without them.
 */
import type { OrderTracking } from '../../src/api/operations/tracking';
import type { Carrier } from '../adapters/carrier';
import { composeMail, type Mailer } from '../adapters/mailer';
import { fail, text } from '../lib/messages';
import type { CompanyRepository } from '../repositories/content/company';
import type { ShipmentEventRow, ShipmentRow, ShipmentsRepository } from '../repositories/orders/shipments';
import { mailStoreName } from './store-name';

export interface TrackingOptions {
  carrier: Carrier;
  mailer: Mailer;
  clock?: () => Date;
  /** The store's public address, for the order page's link in the e-mails. */
  publicUrl: string;
  /** Where a failure of the carrier or the mailer is reported (the error only, never the customer). */
  onError?: (error: unknown) => void;
}

/** The read asks the carrier at most this often per parcel (the periodic refresh is apart). */
const ASK_CARRIER_EVERY_MS = 60_000;

const mailDate = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });

export function trackingService(repos: { shipments: ShipmentsRepository; company: CompanyRepository }, options: TrackingOptions) {
  const now = options.clock ?? (() => new Date());
  const report = (error: unknown) => options.onError?.(error);
  const lastAsked = new Map<number, number>();

  const storeName = () => mailStoreName(repos.company);

  async function mail(shipment: ShipmentRow, event: ShipmentEventRow): Promise<void> {
    if (!shipment.email) return;
    const store = await storeName();
    const id = shipment.orderId;
    const link = `${options.publicUrl.replace(/\/+$/, '')}/customer/order/details/${id}`;
    await options.mailer.send(
      composeMail(
        shipment.email,
        text('tracking.mail.subject', { store, id, step: event.description }),
        [
          text('accountApi.mail.greetingPlain'),
          text('tracking.mail.update', { id, step: event.description, place: event.place, date: mailDate.format(event.at) }),
          text('tracking.mail.code', { carrier: shipment.carrier, code: shipment.trackingCode }),
          text('accountApi.mail.signature', { store }),
        ],
        link,
      ),
    );
  }

  /** Asks the carrier for the shipment's events, stores the new ones and e-mails each (oldest first). */
  async function refresh(shipment: ShipmentRow): Promise<number> {
    // delivered parcels are done; another carrier's (a former configuration) are not this one's to ask
    if (shipment.deliveredAt || shipment.carrier !== options.carrier.name) return 0;
    const events = await options.carrier.track({ orderId: shipment.orderId, trackingCode: shipment.trackingCode, postedAt: shipment.postedAt, destination: shipment.destination });
    if (!events) return 0;
    const added = await repos.shipments.addEvents(shipment.id, [...events].sort((a, b) => a.at.getTime() - b.at.getTime()));
    for (const event of added) {
      try {
        await mail(shipment, event);
      } catch (error) {
        report(error);
      }
    }
    return added.length;
  }

  return {
    refresh,

    /**
     * Hands the order to the carrier now: its shipment, the status 'Enviado' and the first step (e-mailed).
     * Undefined for an unknown order; an order dispatched already is left as it is.
     */
    async dispatch(orderId: number): Promise<ShipmentRow | undefined> {
      const trackingCode = await options.carrier.register(orderId);
      const result = await repos.shipments.dispatch(orderId, { carrier: options.carrier.name, trackingCode, postedAt: now() });
      if (result?.created) await refresh(result.shipment);
      return result?.shipment;
    },

    /** The tracking of one of the customer's orders (404 as an unknown order when it is another's); null before dispatch. */
    async tracking(customerId: number, orderId: number): Promise<OrderTracking | null> {
      const { owned, shipment } = await repos.shipments.forCustomer(customerId, orderId);
      if (!owned) throw fail(404, 'ordersApi.orderNotFound', 'NOT_FOUND', { id: orderId });
      if (!shipment) return null;
      try {
        // a shopper reloading the page asks the carrier at most once a minute per parcel
        const at = now().getTime();
        if (at - (lastAsked.get(shipment.id) ?? -Infinity) >= ASK_CARRIER_EVERY_MS) {
          lastAsked.set(shipment.id, at);
          await refresh(shipment);
        }
      } catch (error) {
        // the carrier is down: the events stored so far
        report(error);
      }
      const events = await repos.shipments.events(shipment.id);
      return {
        carrier: shipment.carrier,
        trackingCode: shipment.trackingCode,
        delivered: events.some((event) => event.step === 'delivered'),
        events: events.map((event) => ({ step: event.step, description: event.description, place: event.place, date: event.at.toISOString() })),
      };
    },

    /** Refreshes every shipment not delivered yet (at most `limit`); the count of new events. */
    async refreshOpen(limit = 500): Promise<number> {
      let count = 0;
      for (const shipment of await repos.shipments.open(limit)) {
        try {
          count += await refresh(shipment);
        } catch (error) {
          report(error);
        }
      }
      return count;
    },
  };
}

export type TrackingService = ReturnType<typeof trackingService>;
