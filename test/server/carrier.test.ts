/**
 * The offline carrier (server/adapters/carrier.ts) as a unit: its four steps at fixed times after posting,
 * read against a fake clock; the code it gives; the pace and names of its configuration.
 */
import { describe, expect, it } from 'vitest';
import { carrierFromEnv, offlineCarrier, offlineTrackingCode, type ParcelInfo } from '../../server/adapters/carrier';

const POSTED = new Date('2026-03-10T12:00:00Z');
const HOUR = 3_600_000;
const parcel: ParcelInfo = { orderId: 1042, trackingCode: 'JT000001042BR', postedAt: POSTED, destination: { city: 'Campinas', state: 'SP' } };

/** A clock the test moves. */
function fakeClock(start: Date) {
  let now = start.getTime();
  return { clock: () => new Date(now), set: (hoursAfterPosting: number) => (now = POSTED.getTime() + hoursAfterPosting * HOUR) };
}

describe('offline carrier', () => {
  it('gives a tracking code in the Correios shape from the order id', async () => {
    expect(offlineTrackingCode(1042)).toBe('JT000001042BR');
    expect(await offlineCarrier().register(7)).toBe('JT000000007BR');
  });

  it('moves a parcel through its four steps as the clock passes 0, 20, 44 and 50 hours after posting', async () => {
    const time = fakeClock(POSTED);
    const carrier = offlineCarrier({ clock: time.clock });
    const steps = async () => ((await carrier.track(parcel)) ?? []).map((event) => event.step);

    time.set(-1);
    expect(await steps()).toEqual([]);
    time.set(0);
    expect(await steps()).toEqual(['posted']);
    time.set(19.99);
    expect(await steps()).toEqual(['posted']);
    time.set(20);
    expect(await steps()).toEqual(['posted', 'in_transit']);
    time.set(44);
    expect(await steps()).toEqual(['posted', 'in_transit', 'out_for_delivery']);
    time.set(50);
    expect(await steps()).toEqual(['posted', 'in_transit', 'out_for_delivery', 'delivered']);
    time.set(500);
    expect(await steps()).toHaveLength(4);
  });

  it('says what happened, where and when: posted at the origin, the hub, then the destination', async () => {
    const time = fakeClock(POSTED);
    time.set(60);
    const events = await offlineCarrier({ clock: time.clock }).track(parcel);
    expect(events).toEqual([
      { step: 'posted', description: 'Pedido postado', place: 'São Paulo/SP', at: POSTED },
      { step: 'in_transit', description: 'Em trânsito', place: 'Centro de distribuição, Cajamar/SP', at: new Date(POSTED.getTime() + 20 * HOUR) },
      { step: 'out_for_delivery', description: 'Saiu para entrega', place: 'Campinas/SP', at: new Date(POSTED.getTime() + 44 * HOUR) },
      { step: 'delivered', description: 'Entregue', place: 'Campinas/SP', at: new Date(POSTED.getTime() + 50 * HOUR) },
    ]);
  });

  it('answers the same events for the same clock (deterministic), and the origin for a parcel without a destination', async () => {
    const time = fakeClock(POSTED);
    time.set(45);
    const carrier = offlineCarrier({ clock: time.clock, origin: 'Recife/PE' });
    const noDestination = { ...parcel, destination: { city: '', state: '' } };
    expect(await carrier.track(noDestination)).toEqual(await carrier.track(noDestination));
    expect(((await carrier.track(noDestination)) ?? []).map((event) => event.place)).toEqual(['Recife/PE', 'Centro de distribuição, Cajamar/SP', 'Recife/PE']);
  });

  it('does not know a code it did not give', async () => {
    expect(await offlineCarrier({ clock: () => new Date(POSTED.getTime() + 100 * HOUR) }).track({ ...parcel, trackingCode: 'XX123456789BR' })).toBeNull();
  });

  it('takes its name, origin and pace from the environment, and refuses a pace that is not a positive number', async () => {
    const time = fakeClock(POSTED);
    const carrier = carrierFromEnv({ CARRIER_NAME: 'Entregas Rápidas', CARRIER_ORIGIN: 'Curitiba/PR', CARRIER_STEP_MINUTES: '2' }, time.clock);
    expect(carrier.name).toBe('Entregas Rápidas');
    time.set(4 / 60);
    const events = (await carrier.track(parcel)) ?? [];
    expect(events.map((event) => event.step)).toEqual(['posted', 'in_transit', 'out_for_delivery']);
    expect(events[0]!.place).toBe('Curitiba/PR');
    expect(carrierFromEnv({}).name).toBe('Transportadora Jet');
    for (const bad of ['0', '-3', '1.5', 'abc']) expect(() => carrierFromEnv({ CARRIER_STEP_MINUTES: bad })).toThrow(/CARRIER_STEP_MINUTES/);
  });
});
