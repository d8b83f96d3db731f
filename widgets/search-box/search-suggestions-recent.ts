/**
 * The shopper's recent searches, kept in this browser (localStorage 'jet:recent-searches'), newest first.
 * A store that blocks storage (private mode, a full quota) simply keeps none. Named after the dropdown so
 * that the build keeps it in the dropdown's chunk, not in the core every page loads (vite.lib.config.ts).
 */
const KEY = 'jet:recent-searches';
export const RECENT_MAX = 6;

/** Same search whatever the case or accents. */
const same = (a: string, b: string) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }) === 0;

export function readRecent(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '').slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

function write(terms: string[]): string[] {
  try {
    if (terms.length) localStorage.setItem(KEY, JSON.stringify(terms));
    else localStorage.removeItem(KEY);
  } catch {
    // storage refused: nothing kept
  }
  return terms;
}

/** Puts a searched term first (once), keeping the last RECENT_MAX. */
export const rememberSearch = (term: string): string[] => {
  const clean = term.replace(/\s+/g, ' ').trim();
  return write([clean, ...readRecent().filter((item) => !same(item, clean))].slice(0, RECENT_MAX));
};

export const forgetSearch = (term: string): string[] => write(readRecent().filter((item) => item !== term));

export const clearSearches = (): string[] => write([]);
