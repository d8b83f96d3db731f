import { useId, type Ref } from 'react';
import { t } from '../../src/i18n';
import { buildUrl } from '../../src/routes';
import { AlertSlot, type AlertMessage } from '../../src/ui/alert';
import { useMenuDismiss } from './use-menu-dismiss';
import { useUserMenu, type UserMenuState } from './use-user-menu';

export interface UserMenuProps {
  /** Where 'Entre ou cadastre-se' goes. Default '/customer/login'. */
  loginUrl?: string;
  /** 'Minha conta'. Default '/customer'. */
  accountUrl?: string;
  /** 'Meus pedidos'. Default '/customer/order'. */
  ordersUrl?: string;
}

/** What the user menu shows, and what its buttons do. */
export interface UserMenuModel {
  state: UserMenuState;
  /** First name for 'Olá, {name}'. */
  greetingName: string;
  open: boolean;
  toggle: () => void;
  logout: () => void;
  /** A log out is running: its button is disabled. */
  loggingOut: boolean;
  /** The log out error, if any, and how to close it. */
  alert: { alert: AlertMessage | null; close: () => void };
  loginUrl: string;
  accountUrl: string;
  ordersUrl: string;
  /** The root and the toggle, for the hook that closes the menu on Escape and outside clicks. */
  rootRef?: Ref<HTMLDivElement>;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The account entry as a plain function of its model: the sign-in link, or the greeting and its menu. */
export function UserMenuView(menu: UserMenuModel) {
  const listId = useId();
  return (
    <div className="jet-user-menu" data-state={menu.state} ref={menu.rootRef} aria-busy={menu.state === 'loading' || undefined}>
      {menu.state === 'signed-out' && (
        <a className="jet-user-menu__sign-in" href={menu.loginUrl}>
          {t('userMenu.signIn')}
        </a>
      )}
      {menu.state === 'signed-in' && (
        <>
          <button
            ref={menu.buttonRef}
            type="button"
            className="jet-user-menu__toggle"
            aria-expanded={menu.open}
            aria-controls={listId}
            onClick={menu.toggle}
          >
            {t('userMenu.greeting', { name: menu.greetingName })}
          </button>
          <ul id={listId} className="jet-user-menu__list" hidden={!menu.open} aria-label={t('userMenu.label')}>
            <li className="jet-user-menu__item">
              <a href={menu.accountUrl}>{t('userMenu.myAccount')}</a>
            </li>
            <li className="jet-user-menu__item">
              <a href={menu.ordersUrl}>{t('userMenu.myOrders')}</a>
            </li>
            <li className="jet-user-menu__item">
              <button type="button" className="jet-user-menu__logout" onClick={menu.logout} disabled={menu.loggingOut}>
                {t('userMenu.logout')}
              </button>
            </li>
          </ul>
        </>
      )}
      <AlertSlot {...menu.alert} />
    </div>
  );
}

export function UserMenu({
  loginUrl = buildUrl({ page: 'customer', view: 'login' }),
  accountUrl = buildUrl({ page: 'customer', view: 'home' }),
  ordersUrl = buildUrl({ page: 'customer', view: 'order' }),
}: UserMenuProps) {
  const menu = useUserMenu();
  const dismiss = useMenuDismiss(menu.open, menu.close);
  return <UserMenuView {...menu} {...dismiss} loginUrl={loginUrl} accountUrl={accountUrl} ordersUrl={ordersUrl} />;
}
