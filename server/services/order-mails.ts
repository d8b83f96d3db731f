/**
 * The e-mails about an order (issue 25), in pt-BR from the catalogue (src/i18n/catalogue/api.ts), sent through
 * the mailer (the outbox, then SMTP when set).
 *
 * The order-placed e-mail: once the order's transaction committed, the customer gets its summary
 * (number, date, items, totals, delivery) and how to pay it: the Pix 'copia e cola' with its deadline, or the
 * boleto's linha digitável; a card's says it was approved, or that it is in the gateway's review. Built only from that one order, sent to the order's own e-mail, through the
 * mailer (the outbox, and SMTP when configured). A failure is reported without the customer's data and never
 * fails the order. Texts: src/i18n/catalogue/api.ts, 'orderMail.*'.
 */
import type { OrderDetails } from '../../src/api/operations/orders.types';
import { deliveryTimeText, shipsAtOnce } from '../../src/customer/orders/delivery-time';
import { orderStatusName } from '../../src/customer/orders/order-status';
import { formatCep } from '../../src/format/documents';
import { formatBRL } from '../../src/format/money';
import { formatLinha } from '../../src/payment/boleto';
import { cardInReview, paymentDeadline } from '../../src/payment/expiry';
import { confirmationUrl } from '../../src/routes/confirmation';
import { composeMail, escapeHtml, type Mail, type Mailer } from '../adapters/mailer';
import { text } from '../lib/messages';
import type { CompanyRepository } from '../repositories/content/company';
import type { OrderRecord, OrdersRepository } from '../repositories/orders/orders';
import { orderDetailsOf } from './orders';
import { mailStoreName } from './store-name';

/** Dates as the store's customers read them: São Paulo's time. */
const zone = { timeZone: 'America/Sao_Paulo' } as const;
const day = new Intl.DateTimeFormat('pt-BR', { ...zone, dateStyle: 'short' });
const hour = new Intl.DateTimeFormat('pt-BR', { ...zone, hour: '2-digit', minute: '2-digit' });

/** One block of the e-mail: a paragraph, a list, or a code to copy (kept whole, in a monospace box). */
type Block = { p: string } | { list: string[] } | { code: string } | { link: string };

function render(blocks: Block[]): { text: string; html: string } {
  const texts = blocks.map((b) => ('p' in b ? b.p : 'list' in b ? b.list.map((line) => `- ${line}`).join('\n') : 'code' in b ? b.code : b.link));
  const html = blocks.map((b) =>
    'p' in b
      ? `<p>${escapeHtml(b.p)}</p>`
      : 'list' in b
        ? `<ul>${b.list.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
        : 'code' in b
          ? `<p><code style="word-break:break-all">${escapeHtml(b.code)}</code></p>`
          : `<p><a href="${escapeHtml(b.link)}">${escapeHtml(b.link)}</a></p>`,
  );
  return { text: texts.join('\n\n'), html: html.join('\n') };
}

function addressLine(order: OrderDetails): string {
  const a = order.address!;
  return `${a.streetAddress}, ${a.number}${a.complement ? ` - ${a.complement}` : ''} - ${a.neighbourhood} - ${a.city}/${a.state} - CEP ${formatCep(a.zipCode)}`;
}

/** The order-placed e-mail of `order`: its summary and its Pix code or boleto line; `link` opens the order. */
function orderPlacedMail(order: OrderDetails, store: string, link: string): Mail {
  const id = order.idOrder;
  const placed = new Date(order.dateOrder);
  const money = (value: number) => formatBRL(value);
  const totals = [
    text('orderMail.subtotal', { value: money(order.totalItens) }),
    text('orderMail.shipping', { name: order.nameCarrying || order.nameShipping, value: money(order.totalShipping) }),
    ...(order.totalDiscount > 0 ? [text('orderMail.discount', { value: money(order.totalDiscount) })] : []),
    ...(order.totalShoppingVoucher > 0 ? [text('orderMail.storeCredit', { value: money(order.totalShoppingVoucher) })] : []),
    text('orderMail.total', { value: money(order.total) }),
  ];
  const items = order.orderItems.map((item) => {
    const variations = item.orderItemVariations.map((v) => `${v.nameReference}: ${v.nameVariation}`).join(', ');
    const name = variations ? `${item.nameProduct} (${variations})` : item.nameProduct;
    return text('orderMail.item', { quantity: item.quantity, name, value: money(Math.round(item.quantity * item.unitPrice * 100) / 100) });
  });
  const delivery = order.address
    ? shipsAtOnce(order)
      ? text('orderMail.deliveryNow', { receiver: order.address.receiver, address: addressLine(order) })
      : text('orderMail.delivery', { receiver: order.address.receiver, address: addressLine(order), time: deliveryTimeText(order, false) })
    : text('orderMail.digital');

  const { method, codeLinkPayment: code } = order.orderPayment;
  // a card approved as the order was placed: nothing to pay, nothing awaited; or still in its gateway's review
  const history = order.historyListOrderStatus;
  const intro =
    method === 'card' && orderStatusName(history) === 'Aprovado'
      ? 'orderMail.placedIntroPaid'
      : cardInReview(method, history)
        ? 'orderMail.placedIntroReview'
        : 'orderMail.placedIntro';
  const deadline = paymentDeadline(method, order.dateOrder);
  const payment: Block[] =
    code && deadline && method === 'pix'
      ? [{ p: text('orderMail.pix', { date: day.format(deadline), time: hour.format(deadline) }) }, { code }]
      : code && deadline && method === 'boleto'
        ? [{ p: text('orderMail.boleto', { date: day.format(deadline) }) }, { code: formatLinha(code) }]
        : [];

  const body = render([
    { p: text('accountApi.mail.greetingPlain') },
    { p: text(intro, { id, date: `${day.format(placed)} ${hour.format(placed)}` }) },
    ...payment,
    { p: text('orderMail.items') },
    { list: items },
    { list: totals },
    { p: delivery },
    { p: text('orderMail.link') },
    { link },
    { p: text('accountApi.mail.signature', { store }) },
  ]);
  return { to: order.email, subject: text('orderMail.placedSubject', { store, id }), ...body };
}

export interface OrderPlacedMailDeps {
  orders: Pick<OrdersRepository, 'find'>;
  company: Pick<CompanyRepository, 'get'>;
  mailer: Mailer;
  /** The store's public address, for the link to the order. */
  publicUrl: string;
  /** Where a failure is reported (the error only, never the customer or the order's content). */
  onError?: (error: unknown) => void;
}

/**
 * Sends the order-placed e-mail of the customer's order `orderId`. Called after the order's transaction
 * committed (services/checkout.ts `afterPlaced`); never throws: the order stands whatever the e-mail does.
 */
export async function sendOrderPlacedMail(deps: OrderPlacedMailDeps, customerId: number, orderId: number): Promise<void> {
  try {
    const record = await deps.orders.find(customerId, orderId);
    if (!record?.email) return;
    const order = orderDetailsOf(record);
    const link = deps.publicUrl.replace(/\/+$/, '') + confirmationUrl(order.idOrder);
    await deps.mailer.send(orderPlacedMail(order, await mailStoreName(deps.company), link));
  } catch (error) {
    deps.onError?.(error);
  }
}

/** The order page's address in e-mails (PUBLIC_URL, never the request's Host). */
const orderPageLink = (publicUrl: string, orderId: number): string => `${publicUrl.replace(/\/+$/, '')}/customer/order/details/${orderId}`;

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
