import '../../i18n/catalogue/customer-account';
import { useMutation, write } from '../../api/use-mutation';
import { useHost } from '../../elements/host';
import { emit } from '../../events';
import { t } from '../../i18n';
import { $loginStatus, anonymous } from '../../stores/login-status';
import { useQuery } from '../../stores/use-query';
import { useAlert } from '../../ui/alert';

export { useAccountViewer } from './viewer';

/**
 * Whether the customer has digital orders (the tile and the menu item), read only for a customer;
 * `settled` once the answer (or its failure) is in, so the home can hold its tiles' place until then.
 */
export function useDigitalProducts(enabled: boolean): { has: boolean; settled: boolean } {
  const query = useQuery('digitalOrders', undefined, enabled);
  return { has: Boolean(enabled && query.data?.hasDigitalProducts), settled: !enabled || query.status === 'ready' || query.status === 'error' };
}

export const useHasDigitalProducts = (enabled: boolean): boolean => useDigitalProducts(enabled).has;

/**
 * Log out (the home's '(sair)' and the menu's 'Desconectar'): the logout call, the shared login status
 * set to anonymous (every widget of the page follows), `jet:logout`; 'Erro ao realizar o logout' when it
 * fails, and the customer stays signed in. `after` runs after a successful log out.
 */
export function useCustomerLogout(after?: () => void) {
  const alert = useAlert();
  const host = useHost();
  const { run, pending } = useMutation({
    send: () => write('logout'),
    alert,
    failure: () => ({ kind: 'error', message: t('account.logoutError') }),
    onSuccess: () => {
      $loginStatus.setData({ data: anonymous });
      emit('jet:logout', {}, host);
      after?.();
    },
  });
  const logout = () => run(undefined);
  return { logout, loggingOut: pending, alert };
}
