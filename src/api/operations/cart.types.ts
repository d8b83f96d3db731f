/**
 * Answer shapes of the cart operations (cart-and-purchase §3), shared by the widgets and the reference
 * server. Field names are the store platform's, as the spec gives them. Money is a number in reais.
 */

/** 'V' value (price), 'C' cart quantity, 'Q' per-item quantity. */
export type CartLimitType = 'V' | 'C' | 'Q';

export interface CartLimit {
  tipo: CartLimitType;
  /** Lower bound (reais for V, units for C and Q); 0 when there is none. */
  minimo: number;
  /** Upper bound; 0 when there is none. */
  maximo: number;
  /** Q only: the quantity must be a multiple of this (1 or absent: any). */
  multiplo?: number;
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
  /** When the line's stock reservation ends (ISO 8601), or null when it does not expire. */
  reservedUntil: string | null;
  /** A take-X-pay-Y promotion that applies to the line ('Leve 3 Pague 2'), with the discount it gives now. */
  promotion: LinePromotion | null;
}

export interface LinePromotion {
  /** Shopper-facing label, 'Leve 3 Pague 2'. */
  label: string;
  take: number;
  pay: number;
  /** What it takes off the line now, in reais (0 below `take` units). */
  discount: number;
}

/** A shipping mode (cart-and-purchase §3 'Freight option'). */
export interface ShippingMode {
  idShippingMode: number;
  name: string;
  /** Delivery time in days; 0 means immediate dispatch. */
  deliveryTime: number;
  /** The days are business days. */
  usefulDay: boolean;
  /** Scheduled delivery: the time label is '(*)'. */
  ScheduledDelivery: boolean;
}

/** One shipping option for a postcode and the cart (cart-and-purchase §3). */
export interface FreightOption {
  shippingMode: ShippingMode;
  /** Price in reais; 0 is 'Frete Grátis'. */
  valueShipping: number;
}

/** The free-shipping tip (cart-and-purchase §3): the store's text and how far the cart is from it. */
export interface FreeShippingTip {
  idShipping: number;
  /** Whether the cart shows the tip. */
  cartDisplayInfo: boolean;
  /** The store's text; '[Valor]' is replaced with the remaining amount in BRL. */
  cartInformation: string;
  /** What is missing to get free shipping, in reais; 0 when reached. */
  remainingValue: number;
  /** The subtotal from which shipping is free (ours: draws the progress bar). */
  targetValue: number;
}

/** A voucher (gift card / vale-presente) applied to the cart. */
export interface CartVoucher {
  code: string;
  /** What it takes off the total now, in reais. */
  value: number;
}

/** The shipping option the shopper chose, kept with the cart (price recomputed on every change). */
export interface ShippingChoice extends FreightOption {
  /** Postcode, digits only. */
  postcode: string;
}

/** The whole cart (the spec's "Cart"). */
export interface CartContents {
  items: CartLine[];
  /** What the shopper pays: subTotal − totalDiscount − totalVoucher + totalShipping (never below 0). */
  total: number;
  subTotal: number;
  totalDiscount: number;
  totalShipping: number;
  quantityTotalItens: number;
  cartHasOnlyVirtualProducts: boolean;
  /** The order's minimum total value in reais (the store's V limit), 0 when there is none. */
  minValue: number;
  /** The order's maximum total value in reais (the store's V limit), 0 when there is none. */
  maxValue: number;
  /** The cart-wide item-count limit ('C': minimo, maximo), when the store sets one; the value limit is minValue/maxValue. */
  limits: CartLimit[];
  /** The discount key applied, or null. */
  discountKey: string | null;
  /** The voucher applied, or null; totalVoucher is its value now. */
  voucher: CartVoucher | null;
  totalVoucher: number;
  shipping: ShippingChoice | null;
  /** The cart's postcode (digits), also held in the `jet_postcode` cookie; null before one is typed. */
  postcode: string | null;
  /** The free-shipping tip for the cart's postcode (or the store's general rule before one); null when the store has none. */
  freeShipping: FreeShippingTip | null;
  /** The earliest line reservation end (ISO 8601), or null when nothing expires. */
  reservedUntil: string | null;
  /** The reservation was extended once already (WCAG 2.2.1: one extension offered). */
  reservationExtended: boolean;
  /** Minutes a reservation lasts, and what one extension adds (the server's CART_RESERVATION_MINUTES). */
  reservationMinutes: number;
  /** Names of products removed because their reservation expired (the spec's timer notice), reported once. */
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

export interface PostcodeInput {
  /** Digits only, 8 of them (the view sends it unmasked). */
  postcode: string;
}

export interface ChooseShippingInput {
  postcode: string;
  idShippingMode: number;
}

/** The best installment plan for a value (cart page): '12x de R$ X sem juros'. */
export interface InstallmentPlan {
  maxNumber: number;
  /** Each installment, in reais. */
  value: number;
  /** 'sem juros', or '' when the plan has interest. */
  description: string;
  /** Monthly interest in percent (0: none). */
  interest: number;
}

export interface PaymentGateway {
  idGateway: number;
  name: string;
  /** Most installments the gateway allows. */
  installmentMax: number;
  /** Smallest installment, in reais. */
  minInstallmentValue: number;
  /** Monthly interest in percent from the first installment above `interestFreeUpTo`. */
  interest: number;
  /** Installments without interest up to this number. */
  interestFreeUpTo: number;
}

/** One product of a massive add (`addProducts([...])`). */
export interface MassiveAddItem {
  idProduct: number;
  idSku: number | null;
  quantity: number;
}

export interface MassiveAddAnswer {
  /** Items in the cart after the add. */
  quantity: number;
  /** What went in. */
  added: MassiveAddItem[];
  /** What did not, each with the shopper's text why. */
  refused: Array<MassiveAddItem & { error: string }>;
}

/** The pre-checkout check: true, or a 400 with the limit the cart breaks (shown 10 s). */
export interface VerifyLimitsAnswer {
  valid: true;
}

export interface Redirect301Input {
  urlAntiga: string;
}

export interface Redirect301Answer {
  /** The new address, or null when the old one has no redirect. */
  url: string | null;
}

export interface MaintenanceAnswer {
  maintenance: boolean;
}

/** A voucher of the signed-in customer's own the cart suggests (voucherSuggestion). */
export interface VoucherSuggestion {
  code: string;
  /** Its value, in reais. */
  value: number;
}

export interface VoucherInput {
  code: string;
}

export interface DiscountInput {
  /** The discount key (coupon) the shopper typed. */
  key: string;
}
