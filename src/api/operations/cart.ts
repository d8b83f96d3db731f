/** Cart operations (cart-and-purchase §7). Every change answers the whole cart, so widgets never refetch. */
import type {
  AddToCartAnswer,
  AddToCartInput,
  CartContents,
  CartCount,
  ChangeCartItemInput,
  DiscountInput,
  RemoveCartItemInput,
} from './cart.types';
import { op, read } from './define';

export const cartOperations = {
  cartCount: read<undefined, CartCount>({ request: 'getCartCount' }),
  cartContents: read<undefined, CartContents>({ request: 'getCartContents' }),
  /** Checks stock against what the cart already holds; 409 with the spec's stock text otherwise. */
  addToCart: op<undefined, AddToCartInput, AddToCartAnswer>({ request: 'addProductToCart' }),
  /** 1 to 9999, within the item's stock and Q limits; answers the cart after the change. */
  changeCartItem: op<undefined, ChangeCartItemInput, CartContents>({ request: 'changeCartItemQuantity' }),
  removeCartItem: op<undefined, RemoveCartItemInput, CartContents>({ request: 'deleteCartItem' }),
  /** An unknown or expired key answers 400 with the shopper's text. */
  applyDiscount: op<undefined, DiscountInput, CartContents>({ request: 'applyDiscount' }),
  removeDiscount: op<undefined, null, CartContents>({ request: 'removeDiscount' }),
} as const;
