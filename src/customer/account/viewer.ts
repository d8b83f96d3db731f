import { useStore } from '@nanostores/react';
import type { LoginStatus } from '../../api/operations';
import { $company } from '../../stores/company';
import { $loginStatus, isLoggedIn } from '../../stores/login-status';
import { useQuery } from '../../stores/use-query';
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

/**
 * The account code's reads, started by the small entry of the menu and the home the moment the login
 * status says who is here, while the account code (their account-menu, account-home chunks) loads:
 * before, they left only once that code had arrived, one round trip after the status (issue 24). The same keyed stores
 * and conditions as the code that reads them (usePolicyGate: the customer's data while a policy is on;
 * useDigitalProducts: the digital orders; the home's finish-registration link: the data of a customer
 * without a password), so each is still asked once, and a visitor asks nothing. Here rather than in a
 * module of its own, which the two entries would fetch as one more small chunk.
 */
export function useAccountReads(viewer: AccountViewer, role: 'home' | 'menu'): void {
  const customer = viewer === 'customer';
  const policyOn = Boolean(useStore($company).data?.privacyPolicy?.statusPolicyPrivacy);
  useQuery('digitalOrders', undefined, customer);
  useQuery('customerData', undefined, (customer && policyOn) || (role === 'home' && viewer === 'no-password'));
}
