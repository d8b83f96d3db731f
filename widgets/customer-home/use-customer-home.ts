import { t } from '../../src/i18n';
import { firstName, homeTiles, itemUrl } from '../../src/customer/account/items';
import { useAccountViewer, useCustomerLogout, useDigitalProducts } from '../../src/customer/account/use-account';
import { usePolicyGate } from '../../src/customer/account/use-policy-gate';
import { customerUrl } from '../../src/customer/navigation';
import { buildUrl } from '../../src/routes';
import { useQuery } from '../../src/stores/use-query';

/**
 * - `loading`: the login status (or, for a customer, the policy answer) is on its way;
 * - `unknown`: the login status could not be read: an alert with a retry (no sign-in panel);
 * - `visitor`: not signed in (the visitor's home, ./customer-home.tsx, shows the registration instead);
 * - `no-password`: signed in by access code only: finish the registration;
 * - `policy`: a new privacy policy waits for acceptance (customer-area §4): no tile is rendered;
 * - `customer`: the greeting, '(sair)' and the tiles.
 */
type CustomerHomeState = 'loading' | 'unknown' | 'visitor' | 'no-password' | 'policy' | 'customer';

interface CustomerHomeTile {
  id: string;
  label: string;
  url: string;
}

/** The signed-in customer home's logic (customer-area §2 "Customer home menu", §4 "Privacy policy", §6). */
export function useCustomerHome(baseUrl: string) {
  const { viewer, status, unknown } = useAccountViewer();
  // the customer's reads (policy, digital orders) wait for a customer
  const customer = viewer === 'customer';
  const gate = usePolicyGate('home', customer);
  // the tiles wait for the digital-orders answer, so the digital tile does not push the others down
  const digital = useDigitalProducts(customer);
  // the e-mail of the finish-registration link: the access code's session reads its own data
  const data = useQuery('customerData', undefined, viewer === 'no-password');
  const { logout, loggingOut, alert } = useCustomerLogout();

  const state: CustomerHomeState = unknown
    ? 'unknown'
    : viewer === 'loading' || gate.state === 'checking' || !digital.settled
      ? 'loading'
      : viewer !== 'customer'
        ? viewer
        : gate.state === 'required'
          ? 'policy'
          : 'customer';

  const email = data.data?.email;
  const finishUrl =
    viewer !== 'no-password' || (data.status === 'loading' && !email)
      ? null
      : email
        ? buildUrl({ page: 'customer', view: 'finishregistration', email })
        : // the data could not be read: the identification sends a new access code
          customerUrl({ view: 'accesskey' });

  const tiles: CustomerHomeTile[] = homeTiles(digital.has).map((entry) => ({ id: entry.id, label: t(entry.tile), url: itemUrl(baseUrl, entry) }));

  return {
    state,
    greetingName: firstName(status?.name),
    tiles,
    logout,
    loggingOut,
    alert,
    gate,
    finishUrl,
  };
}

export type CustomerHomeModel = ReturnType<typeof useCustomerHome>;
