import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useMutation, write } from '../../src/api/use-mutation';
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
  const alert = useAlert();
  const host = useHost();

  const data = status.data?.data;
  const state: UserMenuState =
    status.status === 'loading' && !data
      ? 'loading'
      : data?.authenticated && data.hasPassword
        ? 'signed-in'
        : 'signed-out';

  const { run, pending } = useMutation({
    send: () => write('logout'),
    alert,
    failure: () => ({ kind: 'error', message: t('userMenu.logoutError') }),
    onSuccess: () => {
      $loginStatus.setData({ data: anonymous });
      setOpen(false);
      emit('jet:logout', {}, host);
    },
  });
  const logout = () => void run(undefined);

  return {
    state,
    greetingName: firstName(data?.name),
    open,
    toggle: () => setOpen((value) => !value),
    close: () => setOpen(false),
    logout,
    loggingOut: pending,
    alert,
  };
}
