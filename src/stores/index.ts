export { $company } from './company';
export { $loginStatus, isLoggedIn, anonymous } from './login-status';
export { $cartCount } from './cart-count';
export { fetchedStore, resetFetchedStores, type Fetched, type FetchStatus } from './fetched-store';
