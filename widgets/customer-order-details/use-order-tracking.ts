import '../../src/i18n/catalogue/tracking';
import { useCallback, useEffect, useState } from 'react';
import type { OrderDetails } from '../../src/api/operations/orders.types';
import type { OrderTracking } from '../../src/api/operations/tracking';
import { guardedRead } from '../../src/customer/orders/answer-guards';
import { orderStatus } from '../../src/customer/orders/order-status';
import { t } from '../../src/i18n';
import { query } from '../../src/stores/query';
import { useQuery } from '../../src/stores/use-query';

/** How long the copy notice stays (ms). */
const TRACKING_NOTICE_MS = 5000;

/** Statuses of an order that will never travel: no tracking section ('06' not paid, '07' cancelled). */
const NEVER_SHIPPED = new Set(['06', '07']);

/**
 * The tracking section (ours, as the big Brazilian stores show it; server/README.md "Delivery tracking"):
 * - `none`: no section (a digital-only order, a cancelled or unpaid one, or the order is not shown);
 * - `loading`; `error` (the read failed: 'Não foi possível carregar o rastreamento agora.' and a retry);
 * - `empty`: not dispatched yet (the server answers null);
 * - `ready`: carrier, code and the events, newest first.
 */
type TrackingState = 'none' | 'loading' | 'error' | 'empty' | 'ready';

const isText = (value: unknown): value is string => typeof value === 'string';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the view reads of an answer; a 200 of another shape is a failed read. */
const isOrderTracking = (value: unknown): value is OrderTracking =>
  isRecord(value) &&
  isText(value.carrier) &&
  isText(value.trackingCode) &&
  Array.isArray(value.events) &&
  value.events.every((event) => isRecord(event) && isText(event.description) && isText(event.place) && isText(event.date));

/** Whether the order gets a tracking section: something to deliver, and not cancelled or unpaid. */
function tracksDelivery(order: OrderDetails | null): boolean {
  if (!order || !order.orderItems.some((item) => !item.virtual)) return false;
  return !NEVER_SHIPPED.has(orderStatus(order.historyListOrderStatus).statusCode);
}

/** The tracking of the order the details show; `shown`: the details are on screen (state 'ready'). */
export function useOrderTracking(order: OrderDetails | null, shown: boolean) {
  const wanted = shown && tracksDelivery(order);
  const params = { idOrder: order?.idOrder ?? 0 };
  const read = guardedRead(useQuery('orderTracking', params, wanted), isOrderTracking, true);
  const tracking = wanted ? read.data : undefined;
  const state: TrackingState = !wanted ? 'none' : tracking === null ? 'empty' : tracking ? 'ready' : read.status === 'error' ? 'error' : 'loading';

  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), TRACKING_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  /** Copies the code; when the browser refuses, selects it in `element` so the shopper copies it by hand. */
  const copy = useCallback(async (code: string, element?: HTMLElement | null) => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(code);
      setNotice(t('tracking.copied'));
    } catch {
      if (element) window.getSelection()?.selectAllChildren(element);
      setNotice(t('tracking.copyFallback'));
    }
  }, []);

  const retry = () => void query('orderTracking', params).refresh();

  return { state, tracking: tracking ?? null, notice, copy, retry };
}

export type OrderTrackingModel = ReturnType<typeof useOrderTracking>;
