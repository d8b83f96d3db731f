import '../../src/i18n/catalogue/customer-account';
import { lazy, Suspense } from 'react';
import { useHomeOnPage } from '../../src/customer/account/policy-home';
import { useAccountReads, useAccountViewer } from '../../src/customer/account/viewer';
import { customerUrl } from '../../src/customer/navigation';
import { t } from '../../src/i18n';
import { useHomeEntry } from './use-home-entry';

/** The registration wizard (customer-area §2: on /customer for a visitor), loaded only for a visitor. */
const Registration = lazy(() => import('../../src/customer/registration/wizard').then((module) => ({ default: module.NewRegistration })));
/** The signed-in home (greeting, tiles, policy gate), loaded only for someone signed in. */
const AccountHome = lazy(() => import('./account-home').then((module) => ({ default: module.AccountHome })));

export interface CustomerHomeProps {
  /** The customer area's address: the tiles append their path to it. Default '/customer'. */
  baseUrl?: string;
}

/** While the login status (or the signed-in home's code) is on its way: the heading, the place held. */
function LoadingHome() {
  return (
    <section className="jet-customer-home" data-state="loading" aria-busy="true">
      <h1 className="jet-customer-home__title">{t('account.home.title')}</h1>
    </section>
  );
}

/** A visitor's home: the registration wizard (its heading is the page's), with a link to sign in. */
function VisitorHome({ loginUrl }: { loginUrl: string }) {
  return (
    <section className="jet-customer-home" data-state="visitor">
      <p className="jet-customer-home__sign-in">
        {t('account.home.haveAccount')}{' '}
        <a className="jet-customer-home__sign-in-link" href={loginUrl}>
          {t('account.home.signIn')}
        </a>
      </p>
      <Suspense fallback={<div className="jet-customer-home__register" aria-busy="true" />}>
        <Registration />
      </Suspense>
    </section>
  );
}

export function CustomerHome({ baseUrl = '/customer' }: CustomerHomeProps) {
  const entry = useHomeEntry();
  useHomeOnPage();
  // the signed-in home's reads start with its code, not after it (none while the wizard stays on screen)
  const { viewer } = useAccountViewer();
  useAccountReads(entry === 'account' ? viewer : 'visitor', 'home');
  if (entry === 'visitor') return <VisitorHome loginUrl={customerUrl({ view: 'login' })} />;
  if (entry === 'loading') return <LoadingHome />;
  return (
    <Suspense fallback={<LoadingHome />}>
      <AccountHome baseUrl={baseUrl} />
    </Suspense>
  );
}
