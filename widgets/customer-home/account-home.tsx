import '../../src/i18n/catalogue/customer-account';
import '../../src/i18n/catalogue/resilience';
import { LazyPolicyGateBox } from '../../src/customer/account/lazy-policy-gate';
import { GuardUnknownAlert } from '../../src/customer/guard-unknown';
import { t } from '../../src/i18n';
import { AlertSlot } from '../../src/ui/alert';
import { useCustomerHome, type CustomerHomeModel } from './use-customer-home';

/** The signed-in home (./customer-home.tsx loads it once the login status says who is looking). */
function CustomerHomeView(home: CustomerHomeModel) {
  const { state, gate } = home;
  return (
    <section className="jet-customer-home" data-state={state} aria-busy={state === 'loading' || undefined}>
      <h1 className="jet-customer-home__title">{t('account.home.title')}</h1>
      {(state === 'customer' || state === 'policy') && (
        <p className="jet-customer-home__greeting">
          <span>{t('account.home.greeting', { name: home.greetingName })}</span>{' '}
          <button type="button" className="jet-customer-home__logout" onClick={home.logout} disabled={home.loggingOut}>
            {t('account.home.logout')}
          </button>
        </p>
      )}
      <AlertSlot {...home.alert} />
      {state === 'unknown' && <GuardUnknownAlert />}
      {state === 'policy' && <LazyPolicyGateBox policyHtml={gate.policyHtml} accept={gate.accept} accepting={gate.accepting} error={gate.error} />}
      {state === 'customer' && (
        <ul className="jet-customer-home__tiles" aria-label={t('account.home.tilesLabel')}>
          {home.tiles.map((tile) => (
            <li key={tile.id} className="jet-customer-home__tile-item" data-item={tile.id}>
              <a className="jet-customer-home__tile" href={tile.url}>
                {tile.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      {state === 'no-password' && (
        <div className="jet-customer-home__panel">
          <h2 className="jet-customer-home__panel-title">{t('account.home.finishTitle')}</h2>
          <p className="jet-customer-home__panel-text">{t('account.home.finishText')}</p>
          <div className="jet-customer-home__actions">
            {home.finishUrl ? (
              <a className="jet-button jet-button--primary jet-customer-home__action" href={home.finishUrl}>
                {t('account.home.finish')}
              </a>
            ) : (
              <span className="jet-customer-home__action-placeholder" />
            )}
          </div>
        </div>
      )}
    </section>
  );
}

export function AccountHome({ baseUrl }: { baseUrl: string }) {
  return <CustomerHomeView {...useCustomerHome(baseUrl)} />;
}
