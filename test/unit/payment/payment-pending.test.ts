import { describe, expect, it } from 'vitest';
import type { OrderStatusEntry } from '../../../src/api/operations/orders.types';
import { paymentOverdue, paymentPending } from '../../../src/payment/expiry';

const PLACED = Date.parse('2026-11-20T12:00:00Z');
const HOUR = 3_600_000;
const at = (name: string, code: string, hours: number): OrderStatusEntry => ({ statusName: name, statusCode: code, dateRegisterStatus: new Date(PLACED + hours * HOUR).toISOString() });
const NEW = at('Novo', '01', 0);

describe('paymentPending: what a notice may still settle and the order page keeps following', () => {
  it('is true for Novo and Em aprovação, false once approved, not paid (06) or cancelled', () => {
    expect(paymentPending([NEW])).toBe(true);
    expect(paymentPending([])).toBe(true);
    expect(paymentPending([NEW, at('Em aprovação', '02', 1)])).toBe(true);
    expect(paymentPending([NEW, at('Aprovado', '03', 1)])).toBe(false);
    expect(paymentPending([NEW, at('Pagamento não realizado', '06', 1)])).toBe(false);
    expect(paymentPending([NEW, at('Cancelado', '07', 1)])).toBe(false);
    // approved once, then sent: never pending again
    expect(paymentPending([NEW, at('Aprovado', '03', 1), at('Enviado', '04', 30)])).toBe(false);
  });
});

describe('paymentOverdue: a Pix or boleto still awaiting its payment past its deadline', () => {
  const order = (method: 'pix' | 'boleto' | 'card', history: OrderStatusEntry[] = [NEW]) => ({ method, dateOrder: new Date(PLACED).toISOString(), history });
  it('is due a day after a Pix and two after a boleto, to the millisecond', () => {
    expect(paymentOverdue(order('pix'), PLACED + 24 * HOUR - 1)).toBe(false);
    expect(paymentOverdue(order('pix'), PLACED + 24 * HOUR)).toBe(true);
    expect(paymentOverdue(order('boleto'), PLACED + 47 * HOUR)).toBe(false);
    expect(paymentOverdue(order('boleto'), PLACED + 48 * HOUR)).toBe(true);
  });
  it('never for a card, an approved, an approving or a closed order', () => {
    const late = PLACED + 100 * HOUR;
    expect(paymentOverdue(order('card'), late)).toBe(false);
    expect(paymentOverdue(order('pix', [NEW, at('Aprovado', '03', 1)]), late)).toBe(false);
    expect(paymentOverdue(order('boleto', [NEW, at('Em aprovação', '02', 1)]), late)).toBe(false);
    expect(paymentOverdue(order('pix', [NEW, at('Pagamento não realizado', '06', 25)]), late)).toBe(false);
  });
});
