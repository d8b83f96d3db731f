import { computed } from 'nanostores';
import { call } from '../api/client';
import type { LoginStatus } from '../api/types';
import { fetchedStore } from './fetched-store';

export const anonymous: LoginStatus = { authenticated: false, hasPassword: false, idCustomer: null, name: null };

/** Login status: fetched once per page. */
export const $loginStatus = fetchedStore(async () => (await call('loginStatus')).data);

/** The spec's "logged in": authenticated and having a password. */
export const $isLoggedIn = computed($loginStatus, (s) => Boolean(s.data?.authenticated && s.data.hasPassword));
