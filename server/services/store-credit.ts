/**
 * Store credit (Vale Compra, customer-area §3 "Gift entries"): the balance is the credits not expired yet
 * minus every debit, never below 0, in integer cents. Credits carry their expiry; debits their order.
 */
import type { StoreCreditAnswer } from '../../src/api/operations/orders.types';
import { toCents, toReais } from '../lib/money';
import type { StoreCreditRow } from '../repositories/orders/store-credit';

/** The balance in cents at `now`. */
export function balanceCents(entries: readonly StoreCreditRow[], now: Date): number {
  let cents = 0;
  for (const entry of entries) {
    if (entry.kind === 'D') cents -= toCents(entry.amount);
    else if (!entry.expiresAt || entry.expiresAt.getTime() > now.getTime()) cents += toCents(entry.amount);
  }
  return Math.max(0, cents);
}

/** The answer of storeCredit: balance, credits and debits, newest first. */
export function storeCreditAnswer(entries: readonly StoreCreditRow[], now: Date): StoreCreditAnswer {
  return {
    balance: toReais(balanceCents(entries, now)),
    credits: entries
      .filter((e) => e.kind === 'C')
      .map((e) => ({ amount: e.amount, registerDate: e.registeredAt.toISOString(), expirationDate: (e.expiresAt ?? e.registeredAt).toISOString(), note: e.note })),
    debits: entries
      .filter((e) => e.kind === 'D')
      .map((e) => ({ amount: e.amount, registerDate: e.registeredAt.toISOString(), note: e.note, idOrder: e.orderId })),
  };
}
