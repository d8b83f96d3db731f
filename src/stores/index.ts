export { $company } from './company';
export { $loginStatus, isLoggedIn, anonymous } from './login-status';
export {
  $cart,
  $cartQuantity,
  addToCart,
  changeQuantity,
  removeItem,
  applyDiscount,
  removeDiscount,
  loadCart,
  currentCart,
  type CartState,
  type CartQuantityState,
  type CartStatus,
  type CartOutcome,
} from './cart';
export { fetchedStore, resetFetchedStores, type Fetched, type FetchStatus } from './fetched-store';
