/**
 * Parcel tracking behind one interface, so the store runs offline:
 * - `offlineCarrier` (default): a parcel moves through four steps at fixed times after it was posted
 *   ('Pedido postado', 'Em trânsito', 'Saiu para entrega', 'Entregue'), read against the injected clock;
 *   deterministic, so tests move the clock and see each step.
 * A store with a real carrier gives its own `Carrier` through the app option `carrier`.
 * `carrierFromEnv` reads CARRIER_NAME, CARRIER_ORIGIN and CARRIER_STEP_MINUTES (server/README.md).
 */
import type { TrackingStep } from '../../src/api/operations/tracking';
import { text } from '../lib/messages';

export interface ParcelInfo {
  orderId: number;
  trackingCode: string;
  postedAt: Date;
  /** The delivery address's city and state ('' when unknown). */
  destination: { city: string; state: string };
}

/** @public an adapter's answer (README, "Carrier") */
export interface CarrierEvent {
  step: TrackingStep;
  description: string;
  place: string;
  at: Date;
}

export interface Carrier {
  /** The name the shopper sees ('Transportadora Jet'). */
  readonly name: string;
  /** The tracking code of a parcel handed over for `orderId`. */
  register(orderId: number): Promise<string>;
  /** The parcel's events so far, oldest first; null when the carrier fails or does not know the code. */
  track(parcel: ParcelInfo): Promise<CarrierEvent[] | null>;
}

export interface OfflineCarrierOptions {
  clock?: () => Date;
  name?: string;
  /** Where parcels are posted ('São Paulo/SP'). */
  origin?: string;
  /**
   * Minutes between steps (CARRIER_STEP_MINUTES): each step that many minutes after the last. Default: a
   * realistic pace, in transit 20 h after posting, out for delivery 44 h, delivered 50 h.
   */
  stepMinutes?: number;
}

const OFFLINE_CARRIER_NAME = 'Transportadora Jet';
/** Hours after posting of each step, by default. */
const OFFLINE_STEP_HOURS: Readonly<Record<TrackingStep, number>> = { posted: 0, in_transit: 20, out_for_delivery: 44, delivered: 50 };
const STEPS: readonly TrackingStep[] = ['posted', 'in_transit', 'out_for_delivery', 'delivered'];
const DESCRIPTION = {
  posted: 'tracking.step.posted',
  in_transit: 'tracking.step.inTransit',
  out_for_delivery: 'tracking.step.outForDelivery',
  delivered: 'tracking.step.delivered',
} as const;

/** A tracking code in the Correios shape: two letters, nine digits (the order id), BR. */
export const offlineTrackingCode = (orderId: number): string => `JT${String(Math.trunc(orderId) % 1_000_000_000).padStart(9, '0')}BR`;

export function offlineCarrier(options: OfflineCarrierOptions = {}): Carrier {
  const clock = options.clock ?? (() => new Date());
  const origin = options.origin ?? 'São Paulo/SP';
  const offsetMs = (step: TrackingStep, index: number) =>
    options.stepMinutes ? index * options.stepMinutes * 60_000 : OFFLINE_STEP_HOURS[step] * 3_600_000;
  return {
    name: options.name ?? OFFLINE_CARRIER_NAME,
    async register(orderId) {
      return offlineTrackingCode(orderId);
    },
    async track(parcel) {
      if (parcel.trackingCode !== offlineTrackingCode(parcel.orderId)) return null;
      const now = clock().getTime();
      const destination = parcel.destination.city ? `${parcel.destination.city}/${parcel.destination.state}` : origin;
      const place: Record<TrackingStep, string> = { posted: origin, in_transit: text('tracking.place.hub'), out_for_delivery: destination, delivered: destination };
      return STEPS.map((step, index) => ({ step, description: text(DESCRIPTION[step]), place: place[step], at: new Date(parcel.postedAt.getTime() + offsetMs(step, index)) })).filter(
        (event) => event.at.getTime() <= now,
      );
    },
  };
}

function positiveMinutes(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`CARRIER_STEP_MINUTES must be a positive integer, got "${value}"`);
  return n;
}

/** The carrier configured by the environment (only the offline one is built in). */
export function carrierFromEnv(env: NodeJS.ProcessEnv = process.env, clock?: () => Date): Carrier {
  return offlineCarrier({
    clock,
    name: env.CARRIER_NAME?.trim() || undefined,
    origin: env.CARRIER_ORIGIN?.trim() || undefined,
    stepMinutes: positiveMinutes(env.CARRIER_STEP_MINUTES),
  });
}
