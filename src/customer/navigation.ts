import { buildUrl, type CustomerRoute } from '../routes';
import { navigation } from '../routes/navigation';

/** The address of a customer page ('/customer/login?v=1', '/customer/checkaccesskey?email=...'). */
export const customerUrl = (route: Omit<CustomerRoute, 'page'>): string => buildUrl({ page: 'customer', ...route } as CustomerRoute);

/**
 * Where a new registration happens: the account's home, which shows the registration wizard to a
 * visitor (customer-area §2: "The registration wizard is also here"). `/customer/register`, the old
 * address, still works: the demo server sends it here (301).
 */
export const registrationUrl = (): string => customerUrl({ view: 'home' });

/** Goes to a customer page after `delay` ms (the spec's 3001 ms and 200 ms); returns the cancel function. */
export function goLater(url: string, delay: number): () => void {
  const timer = setTimeout(() => navigation.assign(url), delay);
  return () => clearTimeout(timer);
}

/** Redirect delays of customer-area §9. */
export const REDIRECT_AFTER_REGISTER_MS = 3001;
export const REDIRECT_AFTER_FINISH_MS = 200;
export const REDIRECT_AFTER_BAD_TOKEN_MS = 3000;
