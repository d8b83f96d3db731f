import { useCallback, useState } from 'react';
import { t } from '../../src/i18n';
import { activeItem, itemUrl, menuItems } from '../../src/customer/account/items';
import { useAccountViewer, useCustomerLogout, useHasDigitalProducts } from '../../src/customer/account/use-account';
import { usePolicyGate } from '../../src/customer/account/use-policy-gate';
import { navigation } from '../../src/routes/navigation';

/**
 * - `loading`: the login status, the settings or the customer's policy answer are on their way;
 * - `hidden`: a visitor or a customer without a password (the page's guard sends them to /customer);
 * - `policy`: a new privacy policy waits for acceptance: no item is rendered;
 * - `ready`: the items and 'Desconectar'.
 */
type CustomerMenuState = 'loading' | 'hidden' | 'policy' | 'ready';

interface CustomerMenuLink {
  id: string;
  label: string;
  url: string;
  current: boolean;
}

/** The side menu's logic: who is signed in, the policy gate, the items with the current one, log out. */
export function useCustomerMenu(baseUrl: string, currentPath: string) {
  const { viewer } = useAccountViewer();
  const customer = viewer === 'customer';
  const gate = usePolicyGate('menu', customer);
  const digital = useHasDigitalProducts(customer);
  const [open, setOpen] = useState(false);
  // after a log out the page is no longer a customer's: back to the account's home
  const leave = useCallback(() => navigation.assign(baseUrl), [baseUrl]);
  const { logout, loggingOut, alert } = useCustomerLogout(leave);

  const state: CustomerMenuState =
    viewer === 'loading' || gate.state === 'checking'
      ? 'loading'
      : !customer
        ? 'hidden'
        : gate.state === 'required'
          ? 'policy'
          : 'ready';

  const items = menuItems(digital);
  const current = activeItem(items, baseUrl, currentPath);
  const links: CustomerMenuLink[] = items.map((entry) => ({
    id: entry.id,
    label: t(entry.menu),
    url: itemUrl(baseUrl, entry),
    current: entry === current,
  }));

  return {
    state,
    links,
    currentLabel: current ? t(current.menu) : null,
    open,
    toggle: () => setOpen((value) => !value),
    logout,
    loggingOut,
    alert,
    gate,
  };
}

export type CustomerMenuModel = ReturnType<typeof useCustomerMenu>;
