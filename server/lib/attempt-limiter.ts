/**
 * Counts failed attempts per key (IP + e-mail, an identifier from any IP ...) in a window: login,
 * identification, access codes, recovery, registration refusals. The counts live in a CounterStore
 * (lib/counters.ts): the process's memory by default, the database when several server processes share
 * one PostgreSQL, so a key blocked through one process is blocked on every one.
 *
 * The window is fixed: it starts with the key's first failure and lasts `windowMs`; `maxFailures` failures
 * inside it block the key until it ends (`retryInMs` tells how long). Keys are hashed before they are
 * stored, so no e-mail or CPF sits in the counters.
 */
import { createHash } from 'node:crypto';
import { MemoryCounters, type CounterStore } from './counters';

export interface AttemptLimiterOptions {
  /** Failures allowed in the window; the next attempt is refused. */
  maxFailures: number;
  windowMs: number;
  /** Bound on tracked keys of the in-memory store, so a flood of distinct keys cannot grow memory without limit. */
  maxKeys?: number;
}

export class AttemptLimiter {
  private readonly store: CounterStore;

  constructor(
    private readonly options: AttemptLimiterOptions,
    store?: CounterStore,
    /** Names the limiter's keys in a shared store. */
    private readonly name = 'attempts',
  ) {
    this.store = store ?? new MemoryCounters(options.maxKeys ?? 50_000);
  }

  private keyOf(key: string): string {
    return `${this.name}|${createHash('sha256').update(key).digest('base64url').slice(0, 32)}`;
  }

  /** True when the key has used up its failures in the window. */
  async isBlocked(key: string): Promise<boolean> {
    return (await this.retryInMs(key)) > 0;
  }

  /** Milliseconds until a blocked key may try again; 0 when it is not blocked. */
  async retryInMs(key: string): Promise<number> {
    const state = await this.store.peek(this.keyOf(key));
    return state.count >= this.options.maxFailures ? Math.max(1, state.resetInMs) : 0;
  }

  async recordFailure(key: string): Promise<void> {
    await this.store.hit(this.keyOf(key), this.options.windowMs);
  }

  async reset(key: string): Promise<void> {
    await this.store.reset(this.keyOf(key));
  }

  get limits(): Readonly<AttemptLimiterOptions> {
    return this.options;
  }
}
