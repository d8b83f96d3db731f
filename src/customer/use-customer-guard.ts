import '../i18n/catalogue/customer-account';
import '../i18n/catalogue/resilience';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { AnswerOf, LoginStatus, OperationName, ParamsOf } from '../api/operations';
import { $loginStatus, isLoggedIn } from '../stores/login-status';
import { query, type QueryState, type QueryStore } from '../stores/query';
import { useQuery } from '../stores/use-query';
import { loginStatusOf } from './login-status-known';
import { navigation } from '../routes/navigation';
import { customerUrl } from './navigation';

/**
 * - `checking`: the login status is on its way (the page shows its skeleton);
 * - `allowed`: the status lets the shopper in;
 * - `leaving`: a clean answer says the shopper may not be here: on the way to /customer;
 * - `unknown`: the status could not be read (server error, offline, malformed or wrong-shape answer,
 *   timeout): the page says so with a retry, and neither redirects nor claims the shopper is signed out.
 */
export type GuardState = 'checking' | 'allowed' | 'leaving' | 'unknown';

/** The page's reads that leave with the login status (useCustomerQuery), with how many widgets read each. */
const withStatus = new Map<QueryStore<unknown>, number>();

/**
 * Reads the login status again (the 'unknown' state's 'Tentar novamente'), and with it every read of the
 * page that went out with the status and failed too: the retry still brings the whole page, as when
 * those reads waited for the status.
 */
export const retryLoginStatus = (): void => {
  void $loginStatus.refresh();
  for (const store of withStatus.keys()) if (store.value?.status === 'error') void store.refresh();
};

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
    if (state === 'leaving') navigation.assign(customerUrl({ view: 'home' }));
  }, [state]);
  return { state, status, retry: retryLoginStatus };
}

/**
 * A customer page's read, sent together with the login status instead of one round trip after it
 * (issue 24): the server answers it for the session's customer (401 for anyone else), so it needs
 * nothing from the status. It goes while the guard checks and after; not once the guard sends the
 * shopper away ('leaving', also when the status was known before the widget came). The widget shows
 * nothing of it until the guard allows, as before (its state is the guard's until then). `guard` is
 * `useCustomerGuard().state`; `enabled` false asks nothing (the widget's own reasons).
 */
export function useCustomerQuery<N extends OperationName>(guard: GuardState, name: N, params?: ParamsOf<N>, enabled = true): QueryState<AnswerOf<N>> {
  const reads = enabled && guard !== 'leaving';
  const store = query(name, params) as QueryStore<unknown>;
  useEffect(() => {
    if (!reads) return;
    withStatus.set(store, (withStatus.get(store) ?? 0) + 1);
    return () => {
      const left = (withStatus.get(store) ?? 1) - 1;
      if (left > 0) withStatus.set(store, left);
      else withStatus.delete(store);
    };
  }, [reads, store]);
  return useQuery(name, params, reads);
}
