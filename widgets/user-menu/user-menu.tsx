import { useEffect, useId, useRef } from 'react';
import { t } from '../../src/i18n';
import { buildUrl } from '../../src/routes';
import { AlertSlot } from '../../src/ui/alert';
import { useUserMenu } from './use-user-menu';

export interface UserMenuProps {
  /** Where 'Entre ou cadastre-se' goes. Default '/customer/login'. */
  loginUrl?: string;
  /** 'Minha conta'. Default '/customer'. */
  accountUrl?: string;
  /** 'Meus pedidos'. Default '/customer/order'. */
  ordersUrl?: string;
}

export function UserMenu({
  loginUrl = buildUrl({ page: 'customer', view: 'login' }),
  accountUrl = buildUrl({ page: 'customer', view: 'home' }),
  ordersUrl = buildUrl({ page: 'customer', view: 'order' }),
}: UserMenuProps) {
  const menu = useUserMenu();
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { open, close } = menu;

  // Escape and a click outside close the menu, as a disclosure menu should.
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        buttonRef.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open, close]);

  return (
    <div className="jet-user-menu" data-state={menu.state} ref={rootRef} aria-busy={menu.state === 'loading' || undefined}>
      {menu.state === 'signed-out' && (
        <a className="jet-user-menu__sign-in" href={loginUrl}>
          {t('userMenu.signIn')}
        </a>
      )}
      {menu.state === 'signed-in' && (
        <>
          <button
            ref={buttonRef}
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
              <a href={accountUrl}>{t('userMenu.myAccount')}</a>
            </li>
            <li className="jet-user-menu__item">
              <a href={ordersUrl}>{t('userMenu.myOrders')}</a>
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
