import '../../src/i18n/catalogue/customer-account';
import { lazy, Suspense } from 'react';
import { useAccountReads, useAccountViewer } from '../../src/customer/account/viewer';
import { t } from '../../src/i18n';

/** The items, the policy gate and 'Desconectar': loaded only once a customer is signed in. */
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

export interface CustomerMenuProps {
  /** The customer area's address. Default '/customer'. */
  baseUrl?: string;
  /** The page's path, to mark the current item. Default: the page's own (location.pathname). */
  currentPath?: string;
}

/** The menu's place while it has nothing to show: `loading` (holds it), `hidden` (visitors). */
function EmptyMenu({ state }: { state: 'loading' | 'hidden' }) {
  return <nav className="jet-customer-menu" data-state={state} aria-label={t('account.menu.label')} aria-busy={state === 'loading' || undefined} />;
}

/**
 * Reads the login status first: a visitor, or a customer without a password, gets the empty menu and never
 * downloads its code (the registration on /customer carries this tag too). A customer's reads start with
 * that code, not after it.
 */
export function CustomerMenu({ baseUrl = '/customer', currentPath }: CustomerMenuProps) {
  const { viewer } = useAccountViewer();
  useAccountReads(viewer, 'menu');
  if (viewer === 'loading') return <EmptyMenu state="loading" />;
  if (viewer !== 'customer') return <EmptyMenu state="hidden" />;
  const path = currentPath ?? (typeof location === 'undefined' ? '' : location.pathname);
  return (
    <Suspense fallback={<EmptyMenu state="loading" />}>
      <AccountMenu baseUrl={baseUrl} currentPath={path} />
    </Suspense>
  );
}
