/**
 * When an order's Pix or boleto can still be paid (customer-area §4 "Payment expiry", §9), the rule of
 * the 'Realizar pagamento' button (§2 "Order data widget") and the countdown to the deadline. Pure:
 * every function takes the clock (`now`) from its caller.
 */
import type { OrderDetails, OrderStatusEntry, PaymentMethod } from '../api/operations/orders.types';
import { NEW_STATUS, orderStatusName } from '../customer/orders/order-status';

const STATUS_APPROVED = 'Aprovado';
const STATUS_CANCELLED = 'Cancelado';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Pix: 1 day after the order (the old screen said 1 hour; §9 "1 day computed"). */
export const PIX_EXPIRY_DAYS = 1;
/** Boleto: 2 days after the order. */
export const BOLETO_EXPIRY_DAYS = 2;
/** A status code in the history that means expired or not payable. */
const NOT_PAYABLE_CODE = '06';
/** The payment gateway whose orders offer 'Realizar pagamento'. */
const PAY_NOW_GATEWAY = 17;

/** The moment a Pix or boleto stops being payable: the order's date plus 1 or 2 days; null for a card or a bad date. */
export function paymentDeadline(method: PaymentMethod, dateOrder: string): Date | null {
  const days = method === 'pix' ? PIX_EXPIRY_DAYS : method === 'boleto' ? BOLETO_EXPIRY_DAYS : 0;
  const placed = Date.parse(dateOrder);
  if (!days || Number.isNaN(placed)) return null;
  return new Date(placed + days * DAY);
}

/**
 * What the payment section shows:
 * - `payable`: the code (QR / line), the deadline and the countdown;
 * - `paid`: the order reached Aprovado (now or earlier in its history; a card too): no code, nothing to pay;
 * - `expired`: the deadline passed, or a status code 06 is in the history: the message that payment
 *   can no longer be made, and no code;
 * - `cancelled`: the order is Cancelado (by the shopper or the store): it says so, and no code;
 * - `review`: a card payment in the gateway's review (`cardInReview`): it says so, nothing to do;
 * - `refused`: a card payment the review refused (06): it says so;
 * - `none`: a card not settled otherwise, or an order without a code: nothing to pay here.
 */
export type PaymentState = 'payable' | 'paid' | 'expired' | 'cancelled' | 'review' | 'refused' | 'none';

export type PaymentOrder = Pick<OrderDetails, 'dateOrder' | 'orderPayment' | 'historyListOrderStatus'>;

const hasCode = (history: readonly OrderStatusEntry[], code: string) => history.some((entry) => entry.statusCode === code);
const reached = (history: readonly OrderStatusEntry[], name: string) => history.some((entry) => entry.statusName === name);
/** The order reached Aprovado (now or earlier in its history): its payment was made. */
export const paymentMade = (history: readonly OrderStatusEntry[]): boolean => reached(history, STATUS_APPROVED);
/** The payment was refused for good: a status code 06 in the history, or the order is Cancelado. */
const paymentClosed = (history: readonly OrderStatusEntry[]) => hasCode(history, NOT_PAYABLE_CODE) || orderStatusName(history) === STATUS_CANCELLED;

/**
 * An unpaid Pix or boleto order still waiting for its payment, whatever its deadline: never Aprovado, not
 * closed (06, Cancelado) and still Novo (Em aprovação means a payment is being confirmed). The rule of
 * 'Pagar agora' (with the deadline, `payableNow`) and of cancelling an order (src/customer/orders, the server).
 */
export function awaitingPayment(method: PaymentMethod, history: readonly OrderStatusEntry[]): boolean {
  return method !== 'card' && !paymentMade(history) && !paymentClosed(history) && orderStatusName(history) === NEW_STATUS.statusName;
}

const STATUS_APPROVING = 'Em aprovação';

/**
 * A payment is still to come or being confirmed, whatever the method (a card in review too): never
 * Aprovado, not closed (06, Cancelado), and Novo or Em aprovação. What a gateway's notification may still
 * settle (server/services/payment-status.ts) and what the order page keeps reading for
 * (src/customer/orders/use-live-order-status.ts); once false the order's payment is final.
 */
export function paymentPending(history: readonly OrderStatusEntry[]): boolean {
  const name = orderStatusName(history);
  return !paymentMade(history) && !paymentClosed(history) && (name === NEW_STATUS.statusName || name === STATUS_APPROVING);
}

/**
 * A card payment the card's issuer or the gateway is still reviewing (a Mercado Pago 'in_process', the
 * sandbox's 4000 0000 0000 9235): the order is Em aprovação until the gateway's notice approves or refuses it.
 */
export const cardInReview = (method: PaymentMethod, history: readonly OrderStatusEntry[]): boolean =>
  method === 'card' && paymentPending(history) && orderStatusName(history) === STATUS_APPROVING;

/** A Pix or boleto still awaiting its payment whose deadline has passed at `now`: to be closed (06). */
export function paymentOverdue(order: { method: PaymentMethod; dateOrder: string; history: readonly OrderStatusEntry[] }, now: Date | number): boolean {
  const deadline = awaitingPayment(order.method, order.history) ? paymentDeadline(order.method, order.dateOrder) : null;
  return deadline !== null && +now >= deadline.getTime();
}

/** Waiting for its payment and before the deadline: its Pix or boleto can be paid at `now`. */
export function payableNow(order: { method: PaymentMethod; dateOrder: string; awaitingPayment: boolean }, now: Date | number): boolean {
  const deadline = order.awaitingPayment ? paymentDeadline(order.method, order.dateOrder) : null;
  return deadline !== null && +now < deadline.getTime();
}

export function paymentState(order: PaymentOrder, now: Date | number): PaymentState {
  const { method, codeLinkPayment } = order.orderPayment;
  const history = order.historyListOrderStatus;
  if (method === 'card') {
    if (paymentMade(history)) return 'paid';
    return cardInReview(method, history) ? 'review' : hasCode(history, NOT_PAYABLE_CODE) ? 'refused' : 'none';
  }
  if (paymentMade(history)) return 'paid';
  if (orderStatusName(history) === STATUS_CANCELLED) return 'cancelled';
  if (hasCode(history, NOT_PAYABLE_CODE)) return 'expired';
  const deadline = paymentDeadline(method, order.dateOrder);
  if (!deadline || +now >= deadline.getTime()) return 'expired';
  return codeLinkPayment ? 'payable' : 'none';
}

/**
 * 'Realizar pagamento' (§2): only for payment gateway 17, a method other than card and an order whose
 * status is not Aprovado. The widget also hides it once the payment can no longer be made.
 */
export function offersPayNow(order: Pick<OrderDetails, 'orderPayment' | 'historyListOrderStatus'>): boolean {
  const { idPaymentGateway, method, paymentLink } = order.orderPayment;
  return idPaymentGateway === PAY_NOW_GATEWAY && method !== 'card' && Boolean(paymentLink) && orderStatusName(order.historyListOrderStatus) !== STATUS_APPROVED;
}

export interface Countdown {
  /** Whole milliseconds left, never below 0. */
  ms: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left until `deadline`, in whole hours (may exceed 24), minutes and seconds, rounded down. */
export function countdown(deadline: Date | number, now: Date | number): Countdown {
  const ms = Math.max(0, +deadline - +now);
  const total = Math.floor(ms / 1000);
  return { ms, hours: Math.floor(total / 3600), minutes: Math.floor(total / 60) % 60, seconds: total % 60 };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The countdown as a clock: '23:59:58', '47:00:00', '00:00:00'. */
export const formatCountdown = ({ hours, minutes, seconds }: Countdown): string => `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;

/** Milliseconds until the countdown's shown second changes (to tick exactly on it), at most 1000. */
export const msToNextTick = (deadline: Date | number, now: Date | number): number => {
  const left = +deadline - +now;
  return left <= 0 ? 0 : left % 1000 || 1000;
};
