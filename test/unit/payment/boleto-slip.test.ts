import { describe, expect, it } from 'vitest';
import { boletoBarcode, linhaDigitavel } from '../../../src/payment/boleto';
import { boletoSlipFacts } from '../../../src/payment/boleto-slip';

const line = (bank: string, amount: number, dueDate: Date) =>
  linhaDigitavel(boletoBarcode({ bank, dueDate, amount, freeField: '1234567000000000000102418' }));

describe('boletoSlipFacts: what a printed boleto reads from its line', () => {
  const due = new Date(Date.UTC(2026, 10, 30));

  it("names a known bank with its code's check digit, and reads the due date and the amount", () => {
    const facts = boletoSlipFacts(line('341', 1847.8, due), new Date(Date.UTC(2026, 10, 28)))!;
    expect(facts).toMatchObject({ bankCode: '341-7', bankName: 'Itaú Unibanco', amount: 1847.8 });
    expect(facts.dueDate.toISOString().slice(0, 10)).toBe('2026-11-30');
    expect(facts.line).toMatch(/^34191\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    expect(facts.barcode).toHaveLength(44);
  });

  it('keeps the bare code of a bank it does not know', () => {
    expect(boletoSlipFacts(line('212', 10, due), due)).toMatchObject({ bankCode: '212', bankName: '' });
  });

  it('refuses a line whose check digits do not hold', () => {
    const good = line('001', 10, due);
    const bad = good.slice(0, 9) + String((Number(good[9]) + 1) % 10) + good.slice(10);
    expect(boletoSlipFacts(bad, due)).toBeNull();
  });
});
