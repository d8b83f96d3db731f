import { useStore } from '@nanostores/react';
import { $company } from '../../stores/company';
import { useQuery } from '../../stores/use-query';
import type { AccountViewer } from './viewer';

/**
 * The account code's reads, started by the small entry of the menu and the home the moment the login
 * status says who is here, while the account code (./account-menu, ./account-home) loads: before, they
 * left only once that code had arrived, one round trip after the status (issue 24). The same keyed stores
 * and conditions as the code that reads them (usePolicyGate: the customer's data while a policy is on;
 * useDigitalProducts: the digital orders; the home's finish-registration link: the data of a customer
 * without a password), so each is still asked once, and a visitor asks nothing.
 */
export function useAccountReads(viewer: AccountViewer, role: 'home' | 'menu'): void {
  const customer = viewer === 'customer';
  const policyOn = Boolean(useStore($company).data?.privacyPolicy?.statusPolicyPrivacy);
  useQuery('digitalOrders', undefined, customer);
  useQuery('customerData', undefined, (customer && policyOn) || (role === 'home' && viewer === 'no-password'));
}
