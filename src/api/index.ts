export { call, toQueryString } from './client';
export { configure, prepareApi, resetConfig, $config, type JetConfig, type JetOptions } from './config';
export { ApiError, toApiError } from './errors';
export { operations, type OperationName } from './operations';
export type * from './operations';
