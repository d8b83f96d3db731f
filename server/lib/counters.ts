/**
 * Counters with a fixed window per key: the rate limits of the API (routes/api.ts), the attempt limiters
 * (lib/attempt-limiter.ts) and the cap on new sessions per address (plugins/session.ts) count here.
 *
 * - `MemoryCounters`: in the process (one server process, e.g. over PGlite).
 * - `DatabaseCounters`: in the table `limit_counters`, one atomic upsert per hit, the database's clock; so
 *   every server process on one PostgreSQL sees the same counts (a limit reached through one process holds
 *   on the others).
 *
 * A window starts with the first hit of a key and lasts `windowMs`; the next hit after it starts a new one.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/client';

export interface CounterState {
  /** Hits in the key's current window (0 when there is none). */
  count: number;
  /** Milliseconds until the window ends (0 when there is none). */
  resetInMs: number;
}

export interface CounterStore {
  /** Counts one hit for key and answers the state after it. */
  hit(key: string, windowMs: number): Promise<CounterState>;
  /** The state of key without counting. */
  peek(key: string): Promise<CounterState>;
  /** Forgets key. */
  reset(key: string): Promise<void>;
  /** Drops the windows that ended (the database store; the memory store drops them as it goes). */
  sweep(): Promise<number>;
}

const NONE: CounterState = { count: 0, resetInMs: 0 };

export class MemoryCounters implements CounterStore {
  private readonly windows = new Map<string, { hits: number; resetsAt: number }>();

  constructor(
    /** Bound on tracked keys, so a flood of distinct keys cannot grow memory without limit. */
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  private live(key: string, now: number) {
    const window = this.windows.get(key);
    if (window && window.resetsAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  async hit(key: string, windowMs: number): Promise<CounterState> {
    const now = this.now();
    const window = this.live(key, now) ?? { hits: 0, resetsAt: now + windowMs };
    window.hits++;
    // Least recently hit goes first when the map is full.
    this.windows.delete(key);
    this.windows.set(key, window);
    while (this.windows.size > this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
    return { count: window.hits, resetInMs: window.resetsAt - now };
  }

  async peek(key: string): Promise<CounterState> {
    const now = this.now();
    const window = this.live(key, now);
    return window ? { count: window.hits, resetInMs: window.resetsAt - now } : NONE;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async sweep(): Promise<number> {
    const now = this.now();
    let dropped = 0;
    for (const [key, window] of this.windows) {
      if (window.resetsAt <= now) {
        this.windows.delete(key);
        dropped++;
      }
    }
    return dropped;
  }
}

/** Keys are stored as given; callers keep personal data out (identifiers are hashed by the limiters). */
export class DatabaseCounters implements CounterStore {
  constructor(private readonly db: Db) {}

  async hit(key: string, windowMs: number): Promise<CounterState> {
    const window = sql`(now() + ${`${Math.max(1, Math.round(windowMs))} milliseconds`}::interval)`;
    const [row] = await queryRows<{ hits: number; reset_in_ms: number | string }>(
      this.db,
      sql`insert into limit_counters as c (key, hits, resets_at) values (${key}, 1, ${window})
          on conflict (key) do update set
            hits = case when c.resets_at <= now() then 1 else c.hits + 1 end,
            resets_at = case when c.resets_at <= now() then ${window} else c.resets_at end
          returning c.hits, (extract(epoch from (c.resets_at - now())) * 1000)::float8 as reset_in_ms`,
    );
    return { count: Number(row!.hits), resetInMs: Math.max(0, Math.ceil(Number(row!.reset_in_ms))) };
  }

  async peek(key: string): Promise<CounterState> {
    const [row] = await queryRows<{ hits: number; reset_in_ms: number | string }>(
      this.db,
      sql`select hits, (extract(epoch from (resets_at - now())) * 1000)::float8 as reset_in_ms
          from limit_counters where key = ${key} and resets_at > now()`,
    );
    return row ? { count: Number(row.hits), resetInMs: Math.max(0, Math.ceil(Number(row.reset_in_ms))) } : NONE;
  }

  async reset(key: string): Promise<void> {
    await this.db.execute(sql`delete from limit_counters where key = ${key}`);
  }

  async sweep(): Promise<number> {
    const rows = await queryRows<{ key: string }>(this.db, sql`delete from limit_counters where resets_at <= now() returning key`);
    return rows.length;
  }
}
