import type { LoginStatus } from '../api/operations';
import { query } from './query';

export const anonymous: LoginStatus = { authenticated: false, hasPassword: false, idCustomer: null, name: null };

/** Login status (the answer wraps it in `data`): fetched once per page; login and logout set it. */
export const $loginStatus = query('loginStatus');

/**
 * The spec's "logged in": authenticated and having a password. A function of the status rather than a
 * computed store, which would add nanostores' computed module to every page.
 */
export const isLoggedIn = (status: LoginStatus | null | undefined): boolean => Boolean(status?.authenticated && status.hasPassword);
