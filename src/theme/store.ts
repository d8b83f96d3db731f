import { call } from '../api/client';

/** Theme functions about the store itself (own chunk: the entry imports it on the first call). */

/**
 * The new address of an old one (`redirect301`, json `{ urlAntiga }`), or null when it has none, when
 * the call fails, or when the answer is not a web address of http(s) or the address asked about.
 * `url` defaults to this page's path and query. The answer is absolute, ready for `location.replace`.
 */
export async function redirect301(url: string = location.pathname + location.search): Promise<string | null> {
  let answer: string | null;
  try {
    answer = (await call('redirect301', { json: { urlAntiga: url } }))?.url ?? null;
  } catch {
    return null;
  }
  if (typeof answer !== 'string' || !answer.trim()) return null;
  let next: URL;
  try {
    next = new URL(answer.trim(), location.href);
  } catch {
    return null;
  }
  if (next.protocol !== 'http:' && next.protocol !== 'https:') return null;
  const asked = new URL(url, location.href);
  if (next.href === asked.href) return null;
  return next.href;
}

/** True while the store is in maintenance (`checkMaintenanceStatus`); rejects with an ApiError when the call fails. */
export async function checkMaintenance(): Promise<boolean> {
  const answer = await call('checkMaintenanceStatus', { json: null });
  return answer?.maintenance === true;
}
