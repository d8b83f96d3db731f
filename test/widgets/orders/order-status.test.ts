import { describe, expect, it } from 'vitest';
import { datedSteps, filesReleased, orderStatus } from '../../../src/customer/orders/order-status';

const entry = (statusName: string, date: string | null, statusCode = '02') => ({
  statusName,
  statusCode,
  dateRegisterStatus: date,
});

describe('orderStatus', () => {
  it('is Novo with no history', () => {
    expect(orderStatus([])).toEqual({ statusName: 'Novo', statusCode: '01', dateRegisterStatus: null });
  });
  it('is Novo when no entry has a date', () => {
    expect(orderStatus([entry('Aprovado', null)]).statusName).toBe('Novo');
  });
  it('is the latest by date, whatever the listed order, ignoring undated entries', () => {
    const history = [
      entry('Aprovado', '2026-03-02T10:00:00Z'),
      entry('Cancelado', null),
      entry('Em aprovação', '2026-03-01T10:00:00Z'),
      entry('Enviado', '2026-03-05T08:00:00Z'),
    ];
    expect(orderStatus(history).statusName).toBe('Enviado');
  });
  it('datedSteps lists dated entries oldest first', () => {
    const history = [entry('B', '2026-03-02T10:00:00Z'), entry('X', null), entry('A', '2026-03-01T10:00:00Z')];
    expect(datedSteps(history).map((s) => s.statusName)).toEqual(['A', 'B']);
  });
});

describe('filesReleased', () => {
  it.each(['Novo', 'Em aprovação', 'Cancelado'])('keeps files locked for %s', (name) => {
    expect(filesReleased(name)).toBe(false);
  });
  it.each(['Aprovado', 'Enviado', 'Entregue'])('releases files for %s', (name) => {
    expect(filesReleased(name)).toBe(true);
  });
});
