import { useStore } from '@nanostores/react';
import { useCallback, useState } from 'react';
import { call } from '../../src/api/client';
import { useHost } from '../../src/elements/host';
import { emit } from '../../src/events';
import { t } from '../../src/i18n';
import { $loginStatus, anonymous } from '../../src/stores/login-status';
import { useAlert } from '../../src/ui/alert';

export type UserMenuState = 'loading' | 'signed-out' | 'signed-in';

/** First word of the customer's name, for the greeting. */
function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}

/** The user menu's logic: who is signed in, the open state, and logout. */
export function useUserMenu() {
  const status = useStore($loginStatus);
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const alert = useAlert();
  const showAlert = alert.show;
  const host = useHost();

  const data = status.data?.data;
  const state: UserMenuState =
    status.status === 'loading' && !data
      ? 'loading'
      : data?.authenticated && data.hasPassword
        ? 'signed-in'
        : 'signed-out';

  const logout = useCallback(async () => {
    setLoggingOut(true);
    try {
      await call('logout');
      $loginStatus.setData({ data: anonymous });
      setOpen(false);
      emit('jet:logout', {}, host);
    } catch {
      showAlert({ kind: 'error', message: t('userMenu.logoutError') });
    } finally {
      setLoggingOut(false);
    }
  }, [showAlert, host]);

  return {
    state,
    greetingName: firstName(data?.name),
    open,
    toggle: () => setOpen((value) => !value),
    close: () => setOpen(false),
    logout,
    loggingOut,
    alert,
  };
}
