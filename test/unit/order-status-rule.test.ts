/** The §4 order status rule (src/customer/orders/order-status.ts), as the server applies it to its history rows. */
import { describe, expect, it } from 'vitest';
import { filesReleased, orderStatus, orderStatusName } from '../../src/customer/orders/order-status';

const entry = (statusName: string, dateRegisterStatus: string | null) => ({ statusName, statusCode: '01', dateRegisterStatus });

describe('orderStatusName', () => {
  it('is Novo without entries or without a dated one', () => {
    expect(orderStatusName([])).toBe('Novo');
    expect(orderStatusName([entry('Aprovado', null)])).toBe('Novo');
  });

  it('is the latest entry by registration date, whatever the list order; undated entries do not count', () => {
    const history = [entry('Aprovado', '2026-11-02T10:00:00Z'), entry('Enviado', null), entry('Novo', '2026-11-01T10:00:00Z'), entry('Em aprovação', '2026-11-01T12:00:00Z')];
    expect(orderStatusName(history)).toBe('Aprovado');
    expect(orderStatus(history)).toBe(history[0]);
  });

  it('takes the later entry of the list on equal dates and ignores unreadable dates', () => {
    expect(orderStatusName([entry('Novo', '2026-11-01T10:00:00Z'), entry('Cancelado', '2026-11-01T10:00:00Z')])).toBe('Cancelado');
    expect(orderStatusName([entry('Aprovado', 'ontem'), entry('Novo', '2026-11-01T10:00:00Z')])).toBe('Novo');
  });
});

describe('filesReleased', () => {
  it('keeps files locked while Novo, Em aprovação or Cancelado and releases them in any other status', () => {
    expect(['Novo', 'Em aprovação', 'Cancelado'].map(filesReleased)).toEqual([false, false, false]);
    expect(['Aprovado', 'Enviado', 'Entregue', 'Pagamento não realizado'].map(filesReleased)).toEqual([true, true, true, true]);
  });
});
