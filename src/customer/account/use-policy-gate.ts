import '../../i18n/catalogue/customer-account';
import { useStore } from '@nanostores/react';
import type { CompanySettings, Customer } from '../../api/operations';
import { useMutation, write } from '../../api/use-mutation';
import { $company } from '../../stores/company';
import { query } from '../../stores/query';
import { useQuery } from '../../stores/use-query';
import { useAlert } from '../../ui/alert';
import { $homesOnPage } from './policy-home';

/** 'checking' while the settings or the customer load; 'required' until the new version is accepted. */
type PolicyGateState = 'off' | 'checking' | 'required' | 'clear';

/**
 * Whether a customer must accept the privacy policy (customer-area §4): the policy is active and the
 * version the customer accepted is not the current one. `termAccepted` is not read: in this contract it
 * is the registration's terms-of-use acceptance, which says nothing about which policy version was
 * accepted (see the home's README).
 */
function policyRequired(company: CompanySettings | undefined, customer: Customer | undefined): boolean {
  const policy = company?.privacyPolicy;
  if (!policy?.statusPolicyPrivacy || !customer) return false;
  return (customer.policyPrivacyData?.version ?? '') !== policy.policyPrivacyVersion;
}

/**
 * The policy gate of the home and the menu. `enabled` only for a signed-in customer with a password.
 * Reads the company settings and the customer's data (shared query stores: one request per page).
 * A failed read of the customer opens the gate rather than lock the account on a network error.
 */
export function usePolicyGate(role: 'home' | 'menu', enabled: boolean) {
  const companyQuery = useStore($company);
  const company = companyQuery.data;
  const active = Boolean(company?.privacyPolicy?.statusPolicyPrivacy);
  const customerQuery = useQuery('customerData', undefined, enabled && active);
  const homeOnPage = useStore($homesOnPage) > 0;
  // held: the failure stays in the box (as its error line) until the next try
  const alert = useAlert(true);

  const companySettled = companyQuery.status !== 'loading' || company !== undefined;
  const customerSettled = customerQuery.status !== 'loading' || customerQuery.data !== undefined;
  const state: PolicyGateState = !enabled
    ? 'off'
    : !companySettled || (active && !customerSettled)
      ? 'checking'
      : policyRequired(company, customerQuery.data)
        ? 'required'
        : 'clear';

  const version = company?.privacyPolicy?.policyPrivacyVersion ?? '';
  const { run, pending } = useMutation({
    send: (accepted: string) => write('acceptPrivacy', { json: { version: accepted } }),
    alert,
    onSuccess: (_answer, accepted) => {
      const store = query('customerData');
      const customer = store.get().data;
      if (customer) store.setData({ ...customer, policyPrivacyData: { resolution: customer.policyPrivacyData?.resolution || 'LGPD', version: accepted } });
      else store.invalidate();
    },
  });
  const accept = async () => {
    await run(version);
  };

  return {
    state,
    /** This widget shows the acceptance box (the home when it is on the page, else the menu). */
    showsBox: role === 'home' || !homeOnPage,
    policyHtml: company?.privacyPolicy?.policyPrivacy ?? '',
    accept,
    accepting: pending,
    /** The failed acceptance's text (the server's, or the generic one), null when there is none. */
    error: alert.alert?.message ?? null,
  };
}
