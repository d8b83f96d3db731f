/**
 * Cancelling an unpaid order (ours; the spec is silent): offered while the order waits for its Pix or
 * boleto (src/payment/expiry.ts `awaitingPayment`, the server's rule too), asked in a confirmation
 * dialog, then op `cancelOrder`. Its answer (the order as it is now) goes into the page's shared
 * orderDetails store, so the details, data and status widgets show Cancelado at once; the history and
 * the store credit are read again when next shown. A refusal shows the server's text in the alert.
 */
import { useCallback, useState } from 'react';
import { call } from '../../api/client';
import { toApiError } from '../../api/errors';
import type { OrderDetails } from '../../api/operations/orders.types';
import { formatBRL } from '../../format/money';
import { t } from '../../i18n';
import { awaitingPayment } from '../../payment/expiry';
import { invalidateQueries, query } from '../../stores/query';
import type { AlertMessage } from '../../ui/alert';
import { orderDetailsParams } from './order-details-query';

export interface CancelOrderOptions {
  order: OrderDetails | null;
  /** The id the page asked (undefined: the latest order): the key of the store the answer goes into. */
  asked: number | undefined;
  show: (message: AlertMessage) => void;
}

export function useCancelOrder({ order, asked, show }: CancelOrderOptions) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  /** The order cancelled from this page: the note that replaces the button (and takes the focus). */
  const [done, setDone] = useState<number | null>(null);
  const available = order !== null && awaitingPayment(order.orderPayment.method, order.historyListOrderStatus);

  const ask = useCallback(() => setAsking(true), []);
  const dismiss = useCallback(() => setAsking(false), []);
  const confirm = useCallback(async () => {
    if (!order || busy) return;
    setAsking(false);
    setBusy(true);
    try {
      const answer = await call('cancelOrder', { json: { idOrder: order.idOrder } });
      setDone(order.idOrder);
      query('orderDetails', orderDetailsParams(asked)).setData(answer);
      invalidateQueries('orders', 'storeCredit', 'checkoutOptions');
    } catch (error) {
      show({ kind: 'error', message: toApiError(error).message, timeout: 0 });
    } finally {
      setBusy(false);
    }
  }, [order, asked, busy, show]);

  return {
    /** 'Cancelar pedido' shows (or its note once done here). */
    available,
    asking,
    busy,
    done,
    ask,
    dismiss,
    confirm,
    idOrder: order?.idOrder ?? null,
    /** The confirmation's texts: what stops being payable and, when the order used some, the store credit coming back. */
    title: order ? t('orders.details.cancelTitle', { id: order.idOrder }) : '',
    message: order
      ? [
          t(order.orderPayment.method === 'boleto' ? 'orders.details.cancelBoleto' : 'orders.details.cancelPix'),
          order.totalShoppingVoucher > 0 ? t('orders.details.cancelCredit', { value: formatBRL(order.totalShoppingVoucher) }) : '',
        ].join(' ').trim()
      : '',
  };
}

export type CancelOrderModel = ReturnType<typeof useCancelOrder>;
