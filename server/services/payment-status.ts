/**
 * Payment confirmation (issue 25): what a gateway's notification, the expiry of a Pix or boleto and the
 * demo's sandbox do to an order. Each change runs in one transaction under the order's row lock, and only
 * while the payment is still pending (`paymentPending` of src/payment/expiry.ts: Novo or Em aprovação,
 * never approved, not closed), so a notification repeated, or two at once, changes the order once:
 * - approved → 'Aprovado' ('03'), then the 'pagamento aprovado' e-mail (after the commit; a failed send is
 *   reported without address or content);
 * - refused, or expired (a Pix or boleto past its deadline: the periodic sweep of main.ts and the reads of
 *   the customer's own orders) → 'Pagamento não realizado' ('06'), the items' units back in stock and the
 *   store credit the order used credited back (cancel.ts's writes: once, as cancelling does).
 * An approval for an order closed meanwhile (06, Cancelado) changes nothing and is reported (order number
 * only): the store refunds that payment by hand.
 */
import type { Mailer } from '../adapters/mailer';
import { bumpCatalogueVersion } from '../lib/answer-cache';
import { text } from '../lib/messages';
import type { Repositories } from '../repositories';
import { cancelRepository } from '../repositories/orders/cancel';
import { historiesOf } from '../repositories/orders/orders';
import { paymentLockRepository } from '../repositories/orders/payment-status';
import { BOLETO_EXPIRY_DAYS, paymentMade, paymentOverdue, paymentPending, PIX_EXPIRY_DAYS } from '../../src/payment/expiry';
import { paymentApprovedMail } from './order-mails';
import { mailStoreName } from './store-name';

/** The seed's statuses (server/db/seed-orders.ts). */
export const APPROVED = { name: 'Aprovado', code: '03' } as const;
const NOT_PAID = { name: 'Pagamento não realizado', code: '06' } as const;
/** A card payment the gateway is still reviewing (services/checkout.ts); its notice settles it. */
export const IN_REVIEW = { name: 'Em aprovação', code: '02' } as const;

/** What a gateway says of a payment. Pending states (in review, waiting for the bank) are not outcomes. */
export type PaymentOutcome = 'approved' | 'refused' | 'expired';

/** What a notification did: the order changed; it was settled already (a repeat); it is closed; no such order. */
export type SettleResult = 'changed' | 'unchanged' | 'closed' | 'unknown';

export interface PaymentStatusOptions {
  mailer: Mailer;
  /** The store's public address (PUBLIC_URL), for the order page's link in the e-mail. */
  publicUrl: string;
  clock?: () => Date;
  /** Where a failed e-mail or an approval of a closed order is reported: no address, no content. */
  onEvent?: (event: 'mail-failed' | 'paid-after-close', orderId: number) => void;
}

const DAY = 86_400_000;
/** Orders the sweep settles at most per run (the next run takes the rest). */
const SWEEP_BATCH = 200;

export function paymentStatusService(repos: Pick<Repositories, 'orders' | 'openPayments' | 'company'>, options: PaymentStatusOptions) {
  const clock = options.clock ?? (() => new Date());
  const report = options.onEvent ?? (() => {});

  async function mailApproval(orderId: number, customerId: number): Promise<void> {
    try {
      const order = await repos.orders.find(customerId, orderId);
      if (!order?.email) return;
      await options.mailer.send(paymentApprovedMail(order, await mailStoreName(repos.company), options.publicUrl));
    } catch {
      report('mail-failed', orderId);
    }
  }

  /** Applies one outcome to one order (see the module's comment); idempotent. */
  async function settle(orderId: number, outcome: PaymentOutcome): Promise<SettleResult> {
    const now = clock();
    const done = await repos.orders.transaction(async (tx) => {
      const order = await paymentLockRepository(tx).lockOrder(orderId);
      if (!order) return { result: 'unknown' as const };
      const history = (await historiesOf(tx, [orderId])).get(orderId) ?? [];
      const approving = outcome === 'approved';
      if (!paymentPending(history)) {
        // a repeat of what happened already, or news for an order that is closed
        const repeat = approving ? paymentMade(history) : !paymentMade(history);
        return { result: repeat ? ('unchanged' as const) : ('closed' as const), customerId: order.customerId };
      }
      // an expiry is the store's own rule: only a Pix or boleto past its deadline
      if (outcome === 'expired' && !paymentOverdue({ method: order.paymentMethod, dateOrder: order.dateOrder, history }, now)) {
        return { result: 'unchanged' as const, customerId: order.customerId };
      }
      const w = cancelRepository(tx);
      // the history's rule takes the latest date: a status never goes before the one it follows
      const latest = Math.max(now.getTime(), ...history.map((entry) => (entry.dateRegisterStatus ? Date.parse(entry.dateRegisterStatus) + 1 : 0)));
      const at = new Date(latest);
      await w.addStatus(orderId, approving ? APPROVED : NOT_PAID, at);
      if (!approving) {
        await w.restoreStock(orderId);
        await w.refundStoreCredit(order.customerId, orderId, text('paymentMail.creditNote', { id: orderId }), at);
      }
      return { result: 'changed' as const, customerId: order.customerId };
    });
    if (done.result === 'closed' && outcome === 'approved') report('paid-after-close', orderId);
    if (done.result !== 'changed') return done.result;
    if (outcome === 'approved') await mailApproval(orderId, done.customerId);
    // units came back on the shelves: cached listings are dropped
    else bumpCatalogueVersion();
    return 'changed';
  }

  const cutOffs = (now: Date) => ({ pixBefore: new Date(now.getTime() - PIX_EXPIRY_DAYS * DAY), boletoBefore: new Date(now.getTime() - BOLETO_EXPIRY_DAYS * DAY) });

  /** Closes (06) the overdue Pix and boleto orders: all of them (the sweep), or one customer's order (a read). */
  async function expireOverdue(of?: { customerId: number; orderId?: number }): Promise<number> {
    const ids = await repos.openPayments.overdue(cutOffs(clock()), SWEEP_BATCH, of);
    let changed = 0;
    for (const id of ids) if ((await settle(id, 'expired')) === 'changed') changed += 1;
    return changed;
  }

  return {
    settle,
    expireOverdue,
    /** Before answering the customer's orders (one, or all: the history, the latest): closes the overdue ones first. */
    settleOnRead: (customerId: number, orderId?: number) => expireOverdue({ customerId, orderId }).then(() => undefined),
    /** The open orders (Pix and boleto waiting, cards in review) placed at least `olderThanMs` ago, newest first (the sandbox, the demo page). */
    openOrders: (methods: Array<'pix' | 'boleto' | 'card'>, olderThanMs = 0, limit = 100) => repos.openPayments.open(methods, new Date(clock().getTime() - olderThanMs), limit),
  };
}

export type PaymentStatusService = ReturnType<typeof paymentStatusService>;
