import '../../src/i18n/catalogue/digital-products';
import { useCallback } from 'react';
import type { StoreCreditAnswer } from '../../src/api/operations/orders.types';
import { guardedRead, isStoreCredit } from '../../src/customer/orders/answer-guards';
import { useCustomerGuard, useCustomerQuery } from '../../src/customer/use-customer-guard';
import { buildUrl } from '../../src/routes';
import { query } from '../../src/stores/query';

/** One line of the store credit's history: a credit or a debit (customer-area §3 "Gift entries"). */
export interface CreditEntry {
  key: string;
  type: 'credit' | 'debit';
  /** registerDate, ISO. */
  date: string;
  note: string;
  amount: number;
  /** A credit's expiration date (ISO); null for a debit. */
  expirationDate: string | null;
  /** A credit past its expiration date. */
  expired: boolean;
  /** The order a debit paid, or null. */
  idOrder: number | null;
  /** The details page of that order, or null. */
  orderUrl: string | null;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The last instant a credit can be used: a date without a time lasts to the end of that day. */
function expiresAt(expirationDate: string): number {
  const text = expirationDate.trim();
  if (DATE_ONLY.test(text)) {
    const [y, m, d] = text.split('-').map(Number);
    return new Date(y, m - 1, d, 23, 59, 59, 999).getTime();
  }
  return new Date(text).getTime();
}

/** True when a credit expiring at `expirationDate` can no longer be used at `now`. */
export const isExpired = (expirationDate: string, now: Date = new Date()): boolean => {
  const end = expiresAt(expirationDate);
  return Number.isFinite(end) && end < now.getTime();
};

const time = (iso: string) => {
  const value = new Date(iso).getTime();
  return Number.isFinite(value) ? value : 0;
};

/**
 * Credits and debits in one list, newest first (by their register date; on the same instant the
 * credit comes first), each with its type; credits with their expiry, debits with their order's page.
 */
export function creditEntries(answer: StoreCreditAnswer, now: Date = new Date()): CreditEntry[] {
  const credits: CreditEntry[] = answer.credits.map((credit, index) => ({
    key: `c${index}`,
    type: 'credit',
    date: credit.registerDate,
    note: credit.note,
    amount: credit.amount,
    expirationDate: credit.expirationDate,
    expired: isExpired(credit.expirationDate, now),
    idOrder: null,
    orderUrl: null,
  }));
  const debits: CreditEntry[] = answer.debits.map((debit, index) => ({
    key: `d${index}`,
    type: 'debit',
    date: debit.registerDate,
    note: debit.note,
    amount: debit.amount,
    expirationDate: null,
    expired: false,
    idOrder: debit.idOrder,
    orderUrl: debit.idOrder ? buildUrl({ page: 'customer', view: 'orderDetails', idOrder: debit.idOrder }) : null,
  }));
  return [...credits, ...debits].sort((a, b) => time(b.date) - time(a.date));
}

/**
 * - `checking` / `leaving`: the guard reads the login status / sends a visitor to /customer;
 * - `loading`: the balance and entries are on their way;
 * - `error`: they could not be read (a retry button);
 * - `empty`: no entry yet ('Saldo total' still shows);
 * - `ready`: the balance and the entries.
 */
type StoreCreditState = 'checking' | 'leaving' | 'unknown' | 'loading' | 'error' | 'empty' | 'ready';

/** The store credit page's logic (customer-area §2 /customer/shoppingVoucherDetails, §3 "Gift entries", §7 "Gift"). */
export function useCustomerStoreCredit(now?: Date) {
  const guard = useCustomerGuard();
  // an answer of the wrong shape (200 with {} or []) is a failed read: the error and its retry
  // asked with the login status, not after it (shown once the guard allows)
  const credit = guardedRead(useCustomerQuery(guard.state, 'storeCredit'), isStoreCredit);
  const data = credit.data;
  const entries = data ? creditEntries(data, now) : [];

  const state: StoreCreditState =
    guard.state !== 'allowed'
      ? guard.state
      : data === undefined
        ? credit.status === 'error'
          ? 'error'
          : 'loading'
        : entries.length === 0
          ? 'empty'
          : 'ready';

  const retry = useCallback(() => void query('storeCredit').refresh(), []);

  return {
    state,
    /** 'Saldo total' (the server's: unexpired credits minus debits, never below 0). */
    balance: data?.balance ?? 0,
    entries,
    retry,
  };
}

export type StoreCreditModel = ReturnType<typeof useCustomerStoreCredit>;
