import { call } from '../api/client';
import type { LoginStatus } from '../api/operations';
import { fetchedStore } from './fetched-store';

export const anonymous: LoginStatus = { authenticated: false, hasPassword: false, idCustomer: null, name: null };

/** Login status: fetched once per page. */
export const $loginStatus = fetchedStore(async () => (await call('loginStatus')).data);

/**
 * The spec's "logged in": authenticated and having a password. A function of the status rather than a
 * computed store, which would add nanostores' computed module to every page.
 */
export const isLoggedIn = (status: LoginStatus | null | undefined): boolean => Boolean(status?.authenticated && status.hasPassword);
