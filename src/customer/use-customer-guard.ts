import '../i18n/catalogue/customer-account';
import '../i18n/catalogue/resilience';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { LoginStatus } from '../api/operations';
import { $loginStatus, isLoggedIn } from '../stores/login-status';
import { loginStatusOf } from './login-status-known';
import { customerNavigation, customerUrl } from './navigation';

/**
 * - `checking`: the login status is on its way (the page shows its skeleton);
 * - `allowed`: the status lets the shopper in;
 * - `leaving`: a clean answer says the shopper may not be here: on the way to /customer;
 * - `unknown`: the status could not be read (server error, offline, malformed or wrong-shape answer,
 *   timeout): the page says so with a retry, and neither redirects nor claims the shopper is signed out.
 */
export type GuardState = 'checking' | 'allowed' | 'leaving' | 'unknown';

/** Reads the login status again (the 'unknown' state's 'Tentar novamente'). */
export const retryLoginStatus = (): void => void $loginStatus.refresh();

/**
 * Pages for a signed-in customer with a password (customer-area §6): everyone else is sent to
 * /customer. While the login status loads the page shows its skeleton ('checking'); a failed status
 * read is 'unknown' (see above). `allow` widens the rule (finish-registration accepts a customer signed
 * in by access code, who has no password yet).
 */
export function useCustomerGuard(allow: (status: LoginStatus) => boolean = isLoggedIn): { state: GuardState; status: LoginStatus | null; retry: () => void } {
  const { status, known } = loginStatusOf(useStore($loginStatus));
  const state: GuardState = known === 'loading' ? 'checking' : known === 'unknown' ? 'unknown' : status && allow(status) ? 'allowed' : 'leaving';
  useEffect(() => {
    if (state === 'leaving') customerNavigation.go(customerUrl({ view: 'home' }));
  }, [state]);
  return { state, status, retry: retryLoginStatus };
}
