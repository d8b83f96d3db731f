/**
 * Limits without lockout (server/README.md "Limits"): failures against one account (a login identifier,
 * a customer's access codes) are counted from every address, but past `threshold` the account is not
 * refused to everyone. Instead it is *guarded*:
 *
 * - every attempt on it needs a valid bot-check token (BOT_CHECK_REQUIRED when missing);
 * - an address that fails on it waits a growing delay before its next attempt on it: 1 s after the
 *   threshold's failure, then 2, 4, 8 … up to `maxDelayMs` ('Aguarde 8 segundos'). The delay is the
 *   address's, so an attacker hammering from elsewhere never makes the owner wait; the owner's right
 *   password from a clean address (with a bot-check token) signs in at once.
 *
 * A success does not clear the account's count (an attacker would get fresh unguarded tries from it),
 * only the address's delay; the count ends with its window. Keys are hashed like the AttemptLimiter's.
 */
import { createHash } from 'node:crypto';
import { MemoryCounters, type CounterStore } from './counters';

export interface AccountGuardOptions {
  /** Failures on one account, from any address, after which it asks for a bot check and a delay. */
  threshold: number;
  windowMs: number;
  /** The first delay past the threshold (default 1 s); it doubles with each failure after it. */
  baseDelayMs?: number;
  /** The longest delay (default 60 s). */
  maxDelayMs?: number;
}

export interface GuardState {
  /** The account is past its threshold: a bot-check token is needed. */
  guarded: boolean;
  /** Milliseconds this address waits before its next attempt on the account (0: none). */
  waitMs: number;
}

export const DEFAULT_ACCOUNT_GUARD: AccountGuardOptions = { threshold: 10, windowMs: 15 * 60_000, baseDelayMs: 1000, maxDelayMs: 60_000 };

const hash = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);

export class AccountGuard {
  private readonly store: CounterStore;

  constructor(
    private readonly options: AccountGuardOptions,
    store?: CounterStore,
    private readonly name = 'guard',
  ) {
    this.store = store ?? new MemoryCounters(50_000);
  }

  private accountKey(account: string) {
    return `${this.name}|${hash(account)}`;
  }

  private delayKey(account: string, address: string) {
    return `${this.name}-delay|${hash(`${address}|${account}`)}`;
  }

  /** The delay after the account's `failures`-th failure (0 below the threshold). */
  delayAfter(failures: number): number {
    const { threshold, baseDelayMs = 1000, maxDelayMs = 60_000 } = this.options;
    if (failures < threshold) return 0;
    return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(30, failures - threshold));
  }

  async state(account: string, address: string): Promise<GuardState> {
    const [counted, delay] = await Promise.all([this.store.peek(this.accountKey(account)), this.store.peek(this.delayKey(account, address))]);
    return { guarded: counted.count >= this.options.threshold, waitMs: delay.count > 0 ? Math.max(1, delay.resetInMs) : 0 };
  }

  /** Counts a failure on the account; past the threshold this address's next attempt on it waits. */
  async recordFailure(account: string, address: string): Promise<void> {
    const { count } = await this.store.hit(this.accountKey(account), this.options.windowMs);
    const delay = this.delayAfter(count);
    if (delay > 0) {
      const key = this.delayKey(account, address);
      await this.store.reset(key);
      await this.store.hit(key, delay);
    }
  }

  /** A success from this address: its delay ends (the account's count stays until its window ends). */
  async succeeded(account: string, address: string): Promise<void> {
    await this.store.reset(this.delayKey(account, address));
  }

  get limits(): Readonly<AccountGuardOptions> {
    return this.options;
  }
}
