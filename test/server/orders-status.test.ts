/** The §4 order status rule (server/services/orders-status.ts), pure. */
import { describe, expect, it } from 'vitest';
import { latestStatusEntry, orderStatusName, releasesFiles } from '../../server/services/orders-status';

const entry = (statusName: string, dateRegisterStatus: string | null) => ({ statusName, statusCode: '01', dateRegisterStatus });

describe('orderStatusName', () => {
  it('is Novo without entries or without a dated one', () => {
    expect(orderStatusName([])).toBe('Novo');
    expect(orderStatusName([entry('Aprovado', null)])).toBe('Novo');
  });

  it('is the latest entry by registration date, whatever the list order; undated entries do not count', () => {
    const history = [entry('Aprovado', '2026-11-02T10:00:00Z'), entry('Enviado', null), entry('Novo', '2026-11-01T10:00:00Z'), entry('Em aprovação', '2026-11-01T12:00:00Z')];
    expect(orderStatusName(history)).toBe('Aprovado');
    expect(latestStatusEntry(history)).toBe(history[0]);
  });

  it('takes the later entry of the list on equal dates and ignores unreadable dates', () => {
    expect(orderStatusName([entry('Novo', '2026-11-01T10:00:00Z'), entry('Cancelado', '2026-11-01T10:00:00Z')])).toBe('Cancelado');
    expect(orderStatusName([entry('Aprovado', 'ontem'), entry('Novo', '2026-11-01T10:00:00Z')])).toBe('Novo');
  });
});

describe('releasesFiles', () => {
  it('keeps files locked while Novo, Em aprovação or Cancelado and releases them in any other status', () => {
    expect(['Novo', 'Em aprovação', 'Cancelado'].map(releasesFiles)).toEqual([false, false, false]);
    expect(['Aprovado', 'Enviado', 'Entregue', 'Pagamento não realizado'].map(releasesFiles)).toEqual([true, true, true, true]);
  });
});
