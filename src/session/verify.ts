import { call } from '../api/client';
import { toApiError } from '../api/errors';
import { $loginStatus } from '../stores/login-status';

/**
 * `verifySession` (POST /api/verifySession, json null). When the server answers an error the page
 * reloads (cart-and-purchase §7), at most once every 30 s (sessionStorage), so a server that keeps
 * refusing never traps the shopper in a reload loop. A network failure, a timeout or an abort (status 0)
 * is no answer about the session: the page stays (reloading offline would lose it).
 */
export const RELOAD_KEY = 'jet:session-reload';
const RELOAD_EVERY_MS = 30_000;

/** Reloads unless the last reload for the session was less than 30 s ago; true when it reloads. */
export function reloadOnce(now = Date.now()): boolean {
  let last: number;
  try {
    last = Number(sessionStorage.getItem(RELOAD_KEY)) || 0;
  } catch {
    // storage refused (privacy mode): reload without the guard's memory would risk a loop
    return false;
  }
  if (now - last < RELOAD_EVERY_MS && now >= last) return false;
  try {
    sessionStorage.setItem(RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  location.reload();
  return true;
}

/** Calls verifySession; answers 'ok', 'reloaded', 'kept' (refused, but reloaded < 30 s ago) or 'offline'. */
export async function verifySession(): Promise<'ok' | 'reloaded' | 'kept' | 'offline'> {
  try {
    await call('verifySession', { json: null });
    return 'ok';
  } catch (reason) {
    const error = toApiError(reason);
    if (error.status === 0) return 'offline';
    if (reloadOnce()) return 'reloaded';
    console.warn('[jet] the session was refused again less than 30 s after a reload; not reloading', error);
    return 'kept';
  }
}

/**
 * `verifyLogin` (POST /api/verifyLogin, json null) when the back-forward cache shows a page again: its
 * login status is as old as the page, and the shopper may have signed out (or in) in another tab since.
 * The server's answer replaces it, so a restored account page of a signed-out shopper leaves for
 * /customer (the customer guard) instead of showing the account's data. A failed call keeps the page's
 * status: the session check beside it decides about reloads.
 */
export async function verifyLogin(): Promise<void> {
  try {
    $loginStatus.setData(await call('verifyLogin', { json: null }));
  } catch {
    // no answer: the status on screen stays
  }
}
