/**
 * In-process cache of whole catalogue answers (listings, filters, search, suggestions, category tree),
 * keyed by the normalised query, valid for one catalogue version.
 *
 * Any write that changes what a shopper sees in a listing or on a card (stock, sale, price, rating, a
 * product, category or brand edited) must call `bumpCatalogueVersion()` after it commits: every cached
 * answer is then stale and is recomputed on its next request. (`refreshListedProducts` already bumps it.)
 * With several server processes over one PostgreSQL, `shareCatalogueVersion()` (server/main.ts does it
 * when DATABASE_URL is set) also keeps the version in the table `shared_versions`: a bump here increments
 * it there, and every process reads it every `ANSWER_CACHE_SYNC_MS` (default 500 ms), dropping its cached
 * answers when another process bumped it. So a catalogue change made through one process is seen by the
 * others within that interval. Entries also expire after `ttlMs` (default 60 s) as a last bound.
 *
 * Concurrent misses of the same key share one computation (no stampede on a cold key).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

let catalogueVersion = 0;

/** A version kept outside the process (the database), shared by every server process. */
export interface SharedVersion {
  read(): Promise<number>;
  /** Increments it and answers the new value. */
  bump(): Promise<number>;
}

let shared: { source: SharedVersion; seen: number; onError: (error: unknown) => void } | undefined;

/** Marks every cached catalogue answer as stale (in every process when the version is shared). */
export function bumpCatalogueVersion(): number {
  const local = ++catalogueVersion;
  const link = shared;
  if (link) {
    link.source.bump().then((value) => {
      if (shared === link) link.seen = Math.max(link.seen, value);
    }, link.onError);
  }
  return local;
}

/**
 * Keeps the catalogue version in `source` as well: bumps go there, and every `pollMs` a version moved by
 * another process marks this process's cached answers stale. Answers a function that stops it.
 */
export async function shareCatalogueVersion(
  source: SharedVersion,
  options: { pollMs?: number; onError?: (error: unknown) => void } = {},
): Promise<() => void> {
  const pollMs = options.pollMs ?? Number(process.env.ANSWER_CACHE_SYNC_MS ?? 500);
  const onError = options.onError ?? (() => {});
  const link = { source, seen: await source.read(), onError };
  shared = link;
  let polling = false;
  const timer = setInterval(() => {
    if (polling) return;
    polling = true;
    source
      .read()
      .then((value) => {
        if (shared === link && value !== link.seen) {
          link.seen = value;
          catalogueVersion++;
        }
      }, onError)
      .finally(() => {
        polling = false;
      });
  }, pollMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    if (shared === link) shared = undefined;
  };
}

/** The version `name` in the table shared_versions. */
export function databaseVersion(db: Db, name = 'catalogue'): SharedVersion {
  return {
    async read() {
      const [row] = await queryRows<{ version: number }>(db, sql`select version from shared_versions where name = ${name}`);
      return Number(row?.version ?? 0);
    },
    async bump() {
      const [row] = await queryRows<{ version: number }>(
        db,
        sql`insert into shared_versions (name, version) values (${name}, 1)
            on conflict (name) do update set version = shared_versions.version + 1 returning version`,
      );
      return Number(row!.version);
    },
  };
}

interface Entry<T> {
  version: number;
  at: number;
  value: Promise<T>;
}

export interface AnswerCacheStats {
  hits: number;
  misses: number;
  size: number;
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry<unknown>>();
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly maxEntries = Number(process.env.ANSWER_CACHE_ENTRIES ?? 20_000),
    private readonly ttlMs = Number(process.env.ANSWER_CACHE_TTL_MS ?? 60_000),
  ) {}

  /** The most entries it keeps. */
  get capacity(): number {
    return Math.max(0, this.maxEntries);
  }

  /** False when the cache keeps nothing (its size is 0). */
  get enabled(): boolean {
    return this.maxEntries > 0;
  }

  /** The cached answer for key, or compute() (rejections are not kept). */
  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.maxEntries <= 0) return compute();
    const now = Date.now();
    const entry = this.entries.get(key) as Entry<T> | undefined;
    if (entry && entry.version === catalogueVersion && now - entry.at < this.ttlMs) {
      this.hits++;
      // Least recently used goes first: move the key to the end.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    this.misses++;
    const value = compute();
    const fresh: Entry<T> = { version: catalogueVersion, at: now, value };
    this.entries.delete(key);
    this.entries.set(key, fresh);
    value.catch(() => {
      if (this.entries.get(key) === fresh) this.entries.delete(key);
    });
    this.trim();
    return value;
  }

  /** The fresh cached value of key, without computing it (not counted in the stats). */
  peek<T>(key: string): Promise<T> | undefined {
    const entry = this.entries.get(key) as Entry<T> | undefined;
    if (!entry || entry.version !== catalogueVersion || Date.now() - entry.at >= this.ttlMs) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Stores a value computed elsewhere (e.g. one of a batch). */
  set<T>(key: string, value: Promise<T>): void {
    if (this.maxEntries <= 0) return;
    const entry: Entry<T> = { version: catalogueVersion, at: Date.now(), value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    this.trim();
  }

  private trim(): void {
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  stats(): AnswerCacheStats {
    return { hits: this.hits, misses: this.misses, size: this.entries.size };
  }

  resetStats(): void {
    this.hits = 0;
    this.misses = 0;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** The process's cache of catalogue answers (listing.ts uses it; the benchmark reads its stats). */
export const catalogueAnswers = new AnswerCache();

/**
 * Parts shared by many answers: cards by product id (a product shows on many pages: its categories,
 * brand, groups, every sort), the first 120 ids of a listing per sort, and listing totals, so a page that
 * is not cached yet is mostly assembled from parts other answers have loaded.
 */
export const cardAnswers = new AnswerCache(Number(process.env.CARD_CACHE_ENTRIES ?? 40_000));

/**
 * The facts of category, brand and group listings (repositories/catalogue/listing-facts.ts: every sort's
 * order, prices and brands of a scope), one entry per scope; FACTS_CACHE_ENTRIES=0 turns them off (listings
 * then ask the database for each page's ids and count).
 */
export const listingFacts = new AnswerCache(Number(process.env.FACTS_CACHE_ENTRIES ?? 1_000));
