import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { LoginStatus } from '../api/operations';
import { $loginStatus, isLoggedIn } from '../stores/login-status';
import { customerNavigation, customerUrl } from './navigation';

export type GuardState = 'checking' | 'allowed' | 'leaving';

/**
 * Pages for a signed-in customer with a password (customer-area §6): everyone else is sent to
 * /customer. While the login status loads the page shows its skeleton ('checking'); a failed status
 * read counts as signed out. `allow` widens the rule (finish-registration accepts a customer signed in
 * by access code, who has no password yet).
 */
export function useCustomerGuard(allow: (status: LoginStatus) => boolean = isLoggedIn): { state: GuardState; status: LoginStatus | null } {
  const query = useStore($loginStatus);
  const status = query.data?.data ?? null;
  const settled = query.status === 'ready' || query.status === 'error' || status !== null;
  const allowed = status !== null && allow(status);
  const state: GuardState = !settled ? 'checking' : allowed ? 'allowed' : 'leaving';
  useEffect(() => {
    if (state === 'leaving') customerNavigation.go(customerUrl({ view: 'home' }));
  }, [state]);
  return { state, status };
}
