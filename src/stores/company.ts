import { call } from '../api/client';
import { fetchedStore } from './fetched-store';

/** Company settings: fetched once per page, shared by every widget. */
export const $company = fetchedStore(() => call('company'));
