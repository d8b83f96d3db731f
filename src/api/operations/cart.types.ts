/**
 * Answer shapes of the cart operations (cart-and-purchase §3), shared by the widgets and the reference
 * server. Field names are the store platform's, as the spec gives them. Money is a number in reais.
 */

/** 'V' value (price), 'C' cart quantity, 'Q' per-item quantity. */
export type CartLimitType = 'V' | 'C' | 'Q';

export interface CartLimit {
  tipo: CartLimitType;
  minimo: number;
  maximo: number;
}

export interface CartItemVariation {
  nameReference: string;
  nameVariation: string;
}

/** Where the list is in the cart: the pre-check of add to cart reads it (cart-and-purchase §5). */
export interface CartLine {
  idCartItem: number;
  idProduct: number;
  idSku: number;
  quantity: number;
}

export interface CartContents {
  items: CartLine[];
}

export interface CartCount {
  quantity: number;
  /** Names of products removed because their reservation expired (the spec's timer notice). */
  removedProducts: string[];
}

/** Add to cart payload (cart-and-purchase §7). */
export interface AddToCartInput {
  idProduct: number;
  /** The chosen SKU; null or 0 for the product's standard SKU. */
  idSku: number | null;
  quantity: number;
  isRecurrent: boolean;
}

export interface AddToCartAnswer {
  /** False is the spec's "falsy result": 'Erro ao adicionar ao Carrinho!'. */
  success: boolean;
  /** Items in the cart after the add. */
  quantity: number;
}

export interface ChangeCartItemInput {
  idCartItem: number;
  /** 1 to 9999. */
  quantity: number;
}

export interface RemoveCartItemInput {
  idCartItem: number;
}

export interface DiscountInput {
  /** The discount key (coupon) the shopper typed. */
  key: string;
}
