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

/** One line of the cart (the spec's "Cart item"). */
export interface CartLine {
  idCartItem: number;
  idProduct: number;
  idSku: number;
  quantity: number;
  name: string;
  originalName: string;
  /** The product page, '/produto/{urlFriendly}'. */
  urlProduct: string;
  /** Unit price. */
  price: number;
  /** Promotional unit price, or null. */
  pricePromotion: number | null;
  stock: number;
  flagExhausted: boolean;
  /** Availability label ('Pronta entrega'), or ''. */
  etiquetaDisponibilidade: string;
  productImage: { imageDefault: string };
  cartItemVariations: CartItemVariation[];
  /** Names of the product's categories. */
  categoria: string[];
  /** The item's own Q limits (min, max, multiple), if any. */
  limits: CartLimit[];
}

/** The shipping option the shopper chose, kept with the cart. */
export interface ShippingChoice {
  /** Postcode, digits only. */
  postcode: string;
  idShippingMode: number;
  name: string;
  valueShipping: number;
}

/** The whole cart (the spec's "Cart"). */
export interface CartContents {
  items: CartLine[];
  /** What the shopper pays: subTotal − totalDiscount + totalShipping. */
  total: number;
  subTotal: number;
  totalDiscount: number;
  totalShipping: number;
  quantityTotalItens: number;
  cartHasOnlyVirtualProducts: boolean;
  /** Cart-wide V and C limits (minimo, maximo); empty when the store sets none. */
  limits: CartLimit[];
  /** The discount key applied, or null. */
  discountKey: string | null;
  shipping: ShippingChoice | null;
  /** Names of products removed because their reservation expired (the spec's timer notice). */
  removedProducts: string[];
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
