import { query } from './query';

/** Company settings: fetched once per page, shared by every widget. */
export const $company = query('company');
