/**
 * Cancelling an unpaid order (ours; the spec is silent): offered while the order waits for its Pix or
 * boleto (src/payment/expiry.ts `awaitingPayment`, the server's rule too), asked in a confirmation
 * dialog, then op `cancelOrder`. Its answer (the order as it is now) goes into the page's shared
 * orderDetails store, so the details, data and status widgets show Cancelado at once; the history and
 * the store credit are read again when next shown. A refusal shows the server's text in the alert.
 */
import { useCallback, useState } from 'react';
import { useMutation, write, type AlertPath } from '../../api/use-mutation';
import type { OrderDetails } from '../../api/operations/orders.types';
import { formatBRL } from '../../format/money';
import { t } from '../../i18n';
import { awaitingPayment } from '../../payment/expiry';
import { invalidateQueries, query } from '../../stores/query';
import { orderDetailsParams } from './order-details-query';

export interface CancelOrderOptions {
  order: OrderDetails | null;
  /** The id the page asked (undefined: the latest order): the key of the store the answer goes into. */
  asked: number | undefined;
  /** The page's alert (useAlert), where a refusal shows. */
  alert: AlertPath;
}

export function useCancelOrder({ order, asked, alert }: CancelOrderOptions) {
  const [asking, setAsking] = useState(false);
  /** The order cancelled from this page: the note that replaces the button (and takes the focus). */
  const [done, setDone] = useState<number | null>(null);
  const available = order !== null && awaitingPayment(order.orderPayment.method, order.historyListOrderStatus);

  const { run, pending } = useMutation({
    send: (idOrder: number) => write('cancelOrder', { json: { idOrder } }),
    alert,
    failure: (error) => ({ kind: 'error', message: error.message, timeout: 0 }),
    onSuccess: (answer, idOrder) => {
      setDone(idOrder);
      query('orderDetails', orderDetailsParams(asked)).setData(answer);
      invalidateQueries('orders', 'storeCredit', 'checkoutOptions');
    },
  });

  const ask = useCallback(() => setAsking(true), []);
  const dismiss = useCallback(() => setAsking(false), []);
  const confirm = async () => {
    if (!order || pending) return;
    setAsking(false);
    await run(order.idOrder);
  };

  return {
    /** 'Cancelar pedido' shows (or its note once done here). */
    available,
    asking,
    busy: pending,
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
