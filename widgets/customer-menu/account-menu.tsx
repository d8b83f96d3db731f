import '../../src/i18n/catalogue/customer-account';
import { useId } from 'react';
import { LazyPolicyGateBox } from '../../src/customer/account/lazy-policy-gate';
import { t } from '../../src/i18n';
import { AlertSlot } from '../../src/ui/alert';
import { useCustomerMenu, type CustomerMenuModel } from './use-customer-menu';

/** The side menu as a plain function of its model. */
function CustomerMenuView(menu: CustomerMenuModel) {
  const listId = useId();
  const { state, gate } = menu;
  return (
    <nav className="jet-customer-menu" data-state={state} data-open={menu.open || undefined} aria-label={t('account.menu.label')} aria-busy={state === 'loading' || undefined}>
      {state === 'policy' &&
        (gate.showsBox ? (
          <LazyPolicyGateBox policyHtml={gate.policyHtml} accept={gate.accept} accepting={gate.accepting} error={gate.error} />
        ) : (
          <p className="jet-customer-menu__waiting">{t('account.policy.waiting')}</p>
        ))}
      {state === 'ready' && (
        <>
          <button type="button" className="jet-customer-menu__toggle" aria-expanded={menu.open} aria-controls={listId} onClick={menu.toggle}>
            <span>{t('account.menu.toggle')}</span>
            {menu.currentLabel && <span className="jet-customer-menu__toggle-current">{menu.currentLabel}</span>}
          </button>
          <ul id={listId} className="jet-customer-menu__list">
            {menu.links.map((link) => (
              <li key={link.id} className="jet-customer-menu__item" data-item={link.id}>
                <a className="jet-customer-menu__link" href={link.url} aria-current={link.current ? 'page' : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
            <li className="jet-customer-menu__item">
              <button type="button" className="jet-customer-menu__logout" onClick={menu.logout} disabled={menu.loggingOut}>
                {t('account.menu.logout')}
              </button>
            </li>
          </ul>
        </>
      )}
      <AlertSlot {...menu.alert} />
    </nav>
  );
}

/** The signed-in menu (./customer-menu.tsx loads it once the login status says a customer is looking). */
export function AccountMenu({ baseUrl, currentPath }: { baseUrl: string; currentPath: string }) {
  return <CustomerMenuView {...useCustomerMenu(baseUrl, currentPath)} />;
}
