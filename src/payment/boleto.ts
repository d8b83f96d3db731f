/**
 * Boleto bancário (FEBRABAN layout): the 44-digit barcode and the 47-digit linha digitável.
 * Barcode: bank (3), currency 9 (1), general check digit (1, mod 11), due-date factor (4), amount in
 * centavos (10), the bank's free field (25). Linha digitável: three fields of the bank, currency and free
 * field each closed by a mod-10 digit, then the general digit, then factor and amount.
 * The due-date factor counts days from 1997-10-07; it reached 9999 on 2025-02-21 and restarted at 1000 on
 * 2025-02-22 (FEBRABAN), so a factor names a date within a 9000-day cycle.
 */

const DAY = 86_400_000;
const BASE = Date.UTC(1997, 9, 7);
const RESTART = Date.UTC(2025, 1, 22);

/** Mod 10 check digit: weights 2, 1, 2 … from the right, the digits of each product summed. */
export function mod10(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const product = Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** Mod 11 general digit of a barcode: weights 2…9 from the right; 0, 10 and 11 become 1. */
export function mod11(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * ((i % 8) + 2);
  const digit = 11 - (sum % 11);
  return digit === 0 || digit >= 10 ? 1 : digit;
}

/** The due-date factor of a date (its UTC calendar day). */
export function dueDateFactor(date: Date): number {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  if (day < RESTART) return Math.round((day - BASE) / DAY);
  return 1000 + (Math.round((day - RESTART) / DAY) % 9000);
}

/** The due date a factor names: the one of its cycle closest to `near` (default now). */
export function dueDateOf(factor: number, near: Date = new Date()): Date {
  const candidates = [BASE + factor * DAY];
  for (let cycle = 0; cycle < 4; cycle++) candidates.push(RESTART + ((factor - 1000) + cycle * 9000) * DAY);
  const best = candidates.reduce((a, b) => (Math.abs(b - near.getTime()) < Math.abs(a - near.getTime()) ? b : a));
  return new Date(best);
}

export interface BoletoInput {
  /** Bank code, 3 digits ('001' Banco do Brasil). */
  bank: string;
  dueDate: Date;
  /** Reais; at most 99.999.999,99. */
  amount: number;
  /** The bank's free field: 25 digits (agreement, our number, wallet …). */
  freeField: string;
}

/** The 44-digit barcode. */
export function boletoBarcode(input: BoletoInput): string {
  if (!/^\d{3}$/.test(input.bank) || !/^\d{25}$/.test(input.freeField)) throw new RangeError('bank needs 3 digits and the free field 25');
  const cents = Math.round(input.amount * 100);
  if (cents < 0 || cents > 9_999_999_999) throw new RangeError('amount out of range');
  const rest = String(dueDateFactor(input.dueDate)).padStart(4, '0') + String(cents).padStart(10, '0') + input.freeField;
  const head = `${input.bank}9`;
  return head + mod11(head + rest) + rest;
}

/** The 47-digit linha digitável of a 44-digit barcode. */
export function linhaDigitavel(barcode: string): string {
  if (!/^\d{44}$/.test(barcode)) throw new RangeError('a barcode has 44 digits');
  const field1 = barcode.slice(0, 4) + barcode.slice(19, 24);
  const field2 = barcode.slice(24, 34);
  const field3 = barcode.slice(34, 44);
  return field1 + mod10(field1) + field2 + mod10(field2) + field3 + mod10(field3) + barcode[4] + barcode.slice(5, 19);
}

/** The barcode of a linha digitável (digits only), or null when its check digits do not hold. */
export function barcodeOf(line: string): string | null {
  const digits = line.replace(/\D/g, '');
  if (digits.length !== 47) return null;
  const [f1, d1, f2, d2, f3, d3] = [digits.slice(0, 9), digits[9], digits.slice(10, 20), digits[20], digits.slice(21, 31), digits[31]];
  if (mod10(f1) !== Number(d1) || mod10(f2) !== Number(d2) || mod10(f3) !== Number(d3)) return null;
  const barcode = f1.slice(0, 4) + digits[32] + digits.slice(33, 47) + f1.slice(4) + f2 + f3;
  return mod11(barcode.slice(0, 4) + barcode.slice(5)) === Number(barcode[4]) ? barcode : null;
}

/** The amount (reais) written in a barcode. */
export const amountOf = (barcode: string): number => Number(barcode.slice(9, 19)) / 100;

/** The linha digitável grouped as banks print it: 00190.00009 01149.718601 68524.522114 6 75860000102656. */
export function formatLinha(line: string): string {
  const d = line.replace(/\D/g, '');
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d[32]} ${d.slice(33)}`;
}
