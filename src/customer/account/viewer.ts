import { useStore } from '@nanostores/react';
import type { LoginStatus } from '../../api/operations';
import { $loginStatus, isLoggedIn } from '../../stores/login-status';
import { loginStatusOf } from '../login-status-known';

/** Who looks at an account page: still loading, a visitor, signed in by access code only, or a customer. */
export type AccountViewer = 'loading' | 'visitor' | 'no-password' | 'customer';

function viewerOf(status: LoginStatus | null | undefined, settled: boolean): AccountViewer {
  if (!status) return settled ? 'visitor' : 'loading';
  if (isLoggedIn(status)) return 'customer';
  return status.authenticated ? 'no-password' : 'visitor';
}

/**
 * The login status as the account's widgets need it (a failed read counts as a visitor for `viewer`;
 * `unknown` tells that the read failed without a clean 'not signed in' answer: the customer home then
 * says so with a retry instead of its sign-in panel).
 */
export function useAccountViewer() {
  const { status, known } = loginStatusOf(useStore($loginStatus));
  return { viewer: viewerOf(status, known !== 'loading'), status, unknown: known === 'unknown' };
}
