export { $company } from './company';
export { $loginStatus, isLoggedIn, anonymous } from './login-status';
export { query, invalidateQueries, resetQueries, type QueryState, type QueryStatus, type QueryStore } from './query';
export { $cartQuantity, type CartQuantityState } from './cart-quantity';
export {
  $cart,
  addToCart,
  addProducts,
  changeQuantity,
  removeItem,
  applyDiscount,
  removeDiscount,
  loadCart,
  currentCart,
  type CartState,
  type CartStatus,
  type CartOutcome,
  type AddProductsItem,
  type ProductAbout,
} from './cart';
