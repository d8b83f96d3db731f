/**
 * The e-mails about an order, written in pt-BR from the catalogue (src/i18n/catalogue/api.ts) and sent
 * through the mailer (the outbox, then SMTP when set). Pure: the caller gives the order, the store's name
 * and the order page's address.
 */
import { formatBRL } from '../../src/format/money';
import { composeMail, type Mail } from '../adapters/mailer';
import { text } from '../lib/messages';
import type { OrderRecord } from '../repositories/orders/orders';

/** The order page's address in e-mails (PUBLIC_URL, never the request's Host). */
export const orderPageLink = (publicUrl: string, orderId: number): string => `${publicUrl.replace(/\/+$/, '')}/customer/order/details/${orderId}`;

/** 'Pagamento aprovado': the order number, its items with quantity and value, the store credit used and the total. */
export function paymentApprovedMail(order: Pick<OrderRecord, 'id' | 'email' | 'items' | 'total' | 'totalStoreCredit'>, store: string, publicUrl: string): Mail {
  const id = order.id;
  const lines = order.items.map((item) =>
    text('paymentMail.item', { quantity: item.quantity, name: item.nameProduct, value: formatBRL(Math.round(item.quantity * item.unitPrice * 100) / 100) }),
  );
  return composeMail(
    order.email,
    text('paymentMail.approvedSubject', { store, id }),
    [
      text('accountApi.mail.greetingPlain'),
      text('paymentMail.approvedBody', { id }),
      text('paymentMail.items'),
      ...lines,
      ...(order.totalStoreCredit > 0 ? [text('paymentMail.storeCredit', { value: formatBRL(order.totalStoreCredit) })] : []),
      text('paymentMail.total', { total: formatBRL(order.total) }),
      text('accountApi.mail.signature', { store }),
    ],
    orderPageLink(publicUrl, id),
  );
}
