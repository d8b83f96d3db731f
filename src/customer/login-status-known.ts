import type { LoginStatus } from '../api/operations';

/**
 * How far the login status is known, for the customer pages (kept out of src/stores so the core chunk,
 * which every page loads, does not carry it).
 */
/** A login status of the expected shape (a 200 of another shape is not trusted either way). */
const isLoginStatus = (value: unknown): value is LoginStatus =>
  typeof value === 'object' && value !== null && typeof (value as LoginStatus).authenticated === 'boolean';

/**
 * The login status and how far it is known: 'loading' while read; 'known' with a clean answer (or a
 * 401/403, which says "not signed in" too); 'unknown' when the read failed otherwise (server error,
 * offline, timeout, malformed or wrong-shape answer): then nobody may claim the shopper is signed out.
 */
export function loginStatusOf(query: { status: string; data?: { data?: unknown }; error?: { status: number } }): { status: LoginStatus | null; known: 'loading' | 'known' | 'unknown' } {
  const answer = query.data?.data;
  // a status once read stays true while it is read again, and when reading it again fails
  if (isLoginStatus(answer)) return { status: answer, known: 'known' };
  if (query.status === 'loading') return { status: null, known: 'loading' };
  if (query.status === 'error' && (query.error?.status === 401 || query.error?.status === 403)) return { status: null, known: 'known' };
  return { status: null, known: 'unknown' };
}
