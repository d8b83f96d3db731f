/**
 * Counts failed attempts per key (e.g. IP + e-mail) in a sliding window; used for login now and for
 * identification, access codes and recovery later. In memory: one server process.
 */
export interface AttemptLimiterOptions {
  /** Failures allowed in the window; the next attempt is refused. */
  maxFailures: number;
  windowMs: number;
  /** Bound on tracked keys, so a flood of distinct keys cannot grow memory without limit. */
  maxKeys?: number;
}

export class AttemptLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly options: AttemptLimiterOptions) {}

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < this.options.windowMs);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** True when the key has used up its failures in the window. */
  isBlocked(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.options.maxFailures;
  }

  recordFailure(key: string, now = Date.now()): void {
    const list = this.recent(key, now);
    list.push(now);
    this.failures.delete(key);
    this.failures.set(key, list);
    const maxKeys = this.options.maxKeys ?? 50_000;
    while (this.failures.size > maxKeys) this.failures.delete(this.failures.keys().next().value!);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}
