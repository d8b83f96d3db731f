import { describe, expect, it } from 'vitest';
import type { OrderPayment, OrderStatusEntry } from '../../../src/api/operations/orders.types';
import { awaitingPayment, cardInReview, countdown, formatCountdown, msToNextTick, offersPayNow, payableNow, paymentDeadline, paymentState, type PaymentOrder } from '../../../src/payment/expiry';

const PLACED = '2026-11-20T14:30:00-03:00';
const at = (iso: string) => new Date(iso);
const novo: OrderStatusEntry = { statusName: 'Novo', statusCode: '01', dateRegisterStatus: PLACED };
const payment = (method: OrderPayment['method'], more: Partial<OrderPayment> = {}): OrderPayment => ({
  method,
  idPaymentGateway: 1,
  namePaymentMethodGateway: method,
  codeLinkPayment: method === 'card' ? null : 'CODE',
  paymentLink: null,
  ...more,
});
const order = (method: OrderPayment['method'], history: OrderStatusEntry[] = [novo], more: Partial<OrderPayment> = {}): PaymentOrder => ({
  dateOrder: PLACED,
  orderPayment: payment(method, more),
  historyListOrderStatus: history,
});

describe('payment expiry (§4)', () => {
  it('gives Pix 1 day and boleto 2 days after the order date, and a card no deadline', () => {
    expect(paymentDeadline('pix', PLACED)?.toISOString()).toBe('2026-11-21T17:30:00.000Z');
    expect(paymentDeadline('boleto', PLACED)?.toISOString()).toBe('2026-11-22T17:30:00.000Z');
    expect(paymentDeadline('card', PLACED)).toBeNull();
    expect(paymentDeadline('pix', 'not a date')).toBeNull();
  });

  it('keeps a Pix payable up to the last millisecond of its day, then expired', () => {
    expect(paymentState(order('pix'), at('2026-11-20T14:30:00-03:00'))).toBe('payable');
    expect(paymentState(order('pix'), at('2026-11-21T14:29:59.999-03:00'))).toBe('payable');
    expect(paymentState(order('pix'), at('2026-11-21T14:30:00-03:00'))).toBe('expired');
  });

  it('keeps a boleto payable for 2 days', () => {
    expect(paymentState(order('boleto'), at('2026-11-22T14:29:59-03:00'))).toBe('payable');
    expect(paymentState(order('boleto'), at('2026-11-22T14:30:00-03:00'))).toBe('expired');
  });

  it('calls a live payment expired when a status code 06 is anywhere in the history, and cancelled when the order is Cancelado', () => {
    const expired: OrderStatusEntry = { statusName: 'Pagamento expirado', statusCode: '06', dateRegisterStatus: '2026-11-20T15:00:00-03:00' };
    const cancelled: OrderStatusEntry = { statusName: 'Cancelado', statusCode: '05', dateRegisterStatus: '2026-11-20T15:00:00-03:00' };
    const soon = at('2026-11-20T16:00:00-03:00');
    expect(paymentState(order('pix', [novo, expired]), soon)).toBe('expired');
    expect(paymentState(order('boleto', [expired, novo]), soon)).toBe('expired');
    // a cancelled order says so rather than that its time ran out
    expect(paymentState(order('pix', [novo, cancelled]), soon)).toBe('cancelled');
  });

  it('has nothing to pay for an approved order, a card, or a Pix without a code', () => {
    const approved: OrderStatusEntry = { statusName: 'Aprovado', statusCode: '02', dateRegisterStatus: '2026-11-20T15:00:00-03:00' };
    const shipped: OrderStatusEntry = { statusName: 'Enviado', statusCode: '03', dateRegisterStatus: '2026-11-21T15:00:00-03:00' };
    const soon = at('2026-11-20T16:00:00-03:00');
    expect(paymentState(order('pix', [novo, approved]), soon)).toBe('paid');
    expect(paymentState(order('boleto', [novo, approved, shipped]), soon)).toBe('paid');
    expect(paymentState(order('card'), soon)).toBe('none');
    expect(paymentState(order('pix', [novo], { codeLinkPayment: null }), soon)).toBe('none');
  });

  it("says a card in its gateway's review (Em aprovação) is in review, then paid or refused as the notice settles it", () => {
    const review: OrderStatusEntry = { statusName: 'Em aprovação', statusCode: '02', dateRegisterStatus: PLACED };
    const approved: OrderStatusEntry = { statusName: 'Aprovado', statusCode: '03', dateRegisterStatus: '2026-11-20T15:00:00-03:00' };
    const refused: OrderStatusEntry = { statusName: 'Pagamento não realizado', statusCode: '06', dateRegisterStatus: '2026-11-20T15:00:00-03:00' };
    const later = at('2026-11-30T16:00:00-03:00');
    expect(paymentState(order('card', [novo, review]), later)).toBe('review');
    expect(cardInReview('card', [novo, review])).toBe(true);
    expect(cardInReview('boleto', [novo, review])).toBe(false);
    expect(paymentState(order('card', [novo, review, approved]), later)).toBe('paid');
    expect(paymentState(order('card', [novo, review, refused]), later)).toBe('refused');
  });
});

describe("'Realizar pagamento' (§2)", () => {
  const link = { idPaymentGateway: 17, paymentLink: 'https://pagamentos.example.com/p/1' };

  it('is offered for gateway 17, a Pix or a boleto, an order not Aprovado', () => {
    expect(offersPayNow(order('pix', [novo], link))).toBe(true);
    expect(offersPayNow(order('boleto', [novo], link))).toBe(true);
  });

  it('is not offered for another gateway, a card, an approved order or without a link', () => {
    expect(offersPayNow(order('pix', [novo], { ...link, idPaymentGateway: 16 }))).toBe(false);
    expect(offersPayNow(order('card', [novo], link))).toBe(false);
    expect(offersPayNow(order('pix', [novo, { statusName: 'Aprovado', statusCode: '02', dateRegisterStatus: '2026-11-21T00:00:00Z' }], link))).toBe(false);
    expect(offersPayNow(order('pix', [novo], { ...link, paymentLink: null }))).toBe(false);
  });
});

describe('the countdown', () => {
  const deadline = at('2026-11-21T14:30:00-03:00');

  it('counts whole hours, minutes and seconds left, down to zero and never below', () => {
    expect(formatCountdown(countdown(deadline, at('2026-11-20T14:30:00-03:00')))).toBe('24:00:00');
    expect(formatCountdown(countdown(deadline, at('2026-11-20T14:30:01.500-03:00')))).toBe('23:59:58');
    expect(formatCountdown(countdown(deadline, at('2026-11-21T14:29:59-03:00')))).toBe('00:00:01');
    expect(countdown(deadline, at('2026-11-22T00:00:00-03:00'))).toEqual({ ms: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(formatCountdown(countdown(at('2026-11-22T14:30:00-03:00'), at('2026-11-20T14:30:00-03:00')))).toBe('48:00:00');
  });

  it('ticks on the second the shown value changes', () => {
    expect(msToNextTick(deadline, deadline.getTime() - 2500)).toBe(500);
    expect(msToNextTick(deadline, deadline.getTime() - 2000)).toBe(1000);
    expect(msToNextTick(deadline, deadline.getTime() + 1)).toBe(0);
  });
});

describe('waiting for payment (Pagar agora, Cancelar pedido)', () => {
  const entry = (statusName: string, statusCode: string): OrderStatusEntry => ({ statusName, statusCode, dateRegisterStatus: '2026-11-20T15:00:00-03:00' });

  it('waits while a Pix or boleto is Novo, whatever its deadline; not once approved, approving, cancelled, 06, or for a card', () => {
    expect(awaitingPayment('pix', [novo])).toBe(true);
    expect(awaitingPayment('boleto', [novo])).toBe(true);
    expect(awaitingPayment('card', [novo])).toBe(false);
    expect(awaitingPayment('pix', [novo, entry('Em aprovação', '02')])).toBe(false);
    expect(awaitingPayment('pix', [novo, entry('Aprovado', '03')])).toBe(false);
    expect(awaitingPayment('pix', [novo, entry('Cancelado', '07')])).toBe(false);
    expect(awaitingPayment('boleto', [novo, entry('Pagamento não realizado', '06')])).toBe(false);
  });

  it('is payable now only while waiting and before the deadline', () => {
    const waiting = { method: 'pix' as const, dateOrder: PLACED, awaitingPayment: true };
    expect(payableNow(waiting, at('2026-11-21T14:29:59-03:00'))).toBe(true);
    expect(payableNow(waiting, at('2026-11-21T14:30:00-03:00'))).toBe(false);
    expect(payableNow({ ...waiting, method: 'boleto' }, at('2026-11-22T14:29:59-03:00'))).toBe(true);
    expect(payableNow({ ...waiting, awaitingPayment: false }, at('2026-11-20T15:00:00-03:00'))).toBe(false);
  });
});
