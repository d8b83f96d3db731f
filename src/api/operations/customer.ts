/** Customer operations (customer-area §7): session, login status, login and logout. */
import type { OkAnswer } from '../types';
import type { LoginInput, LoginStatusAnswer } from './customer.types';
import { op, read } from './define';

export const customerOperations = {
  loginStatus: read<undefined, LoginStatusAnswer>({ request: 'getLoginStatus' }),
  verifySession: op<undefined, null, LoginStatusAnswer>({ path: 'verifySession' }),
  login: op<undefined, LoginInput, LoginStatusAnswer>({ path: 'login' }),
  logout: op<undefined, null, OkAnswer>({ path: 'logout' }),
} as const;
