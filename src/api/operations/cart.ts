/** Cart operations (cart-and-purchase §7). */
import type { AddToCartAnswer, AddToCartInput, CartContents, CartCount } from './cart.types';
import { op } from './define';

export const cartOperations = {
  cartCount: op<undefined, null, CartCount>({ request: 'getCartCount' }),
  cartContents: op<undefined, null, CartContents>({ request: 'getCartContents' }),
  /** Checks stock against what the cart already holds; 409 with the spec's stock text otherwise. */
  addToCart: op<undefined, AddToCartInput, AddToCartAnswer>({ request: 'addProductToCart' }),
} as const;
