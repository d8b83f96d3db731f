export { $company } from './company';
export { $loginStatus, isLoggedIn, anonymous } from './login-status';
export { $cartCount } from './cart-count';
export { query, invalidateQueries, resetQueries, type QueryState, type QueryStatus, type QueryStore } from './query';
