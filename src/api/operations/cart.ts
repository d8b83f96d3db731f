/** Cart operations (cart-and-purchase §7). Every change answers the whole cart, so widgets never refetch. */
import type {
  AddToCartAnswer,
  AddToCartInput,
  CartContents,
  CartCount,
  ChangeCartItemInput,
  ChooseShippingInput,
  DiscountInput,
  FreeShippingTip,
  FreightOption,
  InstallmentPlan,
  MaintenanceAnswer,
  MassiveAddAnswer,
  MassiveAddItem,
  PaymentGateway,
  PostcodeInput,
  Redirect301Answer,
  Redirect301Input,
  RemoveCartItemInput,
  VerifyLimitsAnswer,
  VoucherInput,
  VoucherSuggestion,
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
  /** A voucher (vale-presente) code; an unknown, used or expired one answers 400. */
  applyVoucher: op<undefined, VoucherInput, CartContents>({ request: 'applyVoucher' }),
  removeVoucher: op<undefined, null, CartContents>({ request: 'removeVoucher' }),
  /** The signed-in customer's best usable voucher not on the cart yet; null for a visitor or none. */
  voucherSuggestion: read<undefined, VoucherSuggestion | null>({ request: 'getVoucherSuggestion' }),
  /** Empties the cart (every line; its postcode, key and voucher stay); answers the empty cart. */
  cleanCart: op<undefined, null, CartContents>({ request: 'cleanCart' }),

  // shipping (cart-and-purchase §4, §7, §9)
  /** The options for a postcode and the cart (8 digits; letters answer 400). Also sets the postcode cookie. */
  shippingOptions: op<undefined, PostcodeInput, FreightOption[]>({ request: 'getShippingOptions' }),
  /** The free-shipping tip for a postcode (or the general rule for ''); null when the store has none. */
  freeShippingTip: op<undefined, PostcodeInput, FreeShippingTip | null>({ request: 'getFreeShippingTip' }),
  /** Keeps the shopper's postcode (`jet_postcode` cookie and the cart) without choosing an option. */
  setPostcode: op<undefined, PostcodeInput, CartContents>({ request: 'setPostcodeCookie' }),
  /** Forgets the shopper's postcode: the `jet_postcode` and `jet_shipping` cookies, the cart's postcode and chosen option. */
  deletePostcode: op<undefined, null, CartContents>({ request: 'deletePostcodeCookie' }),
  /** Chooses an option (the shipping cookie and the cart); answers the cart with its totals. */
  chooseShipping: op<undefined, ChooseShippingInput, CartContents>({ request: 'setShippingCookie' }),
  /** Cancels the chosen freight. */
  clearShipping: op<undefined, null, CartContents>({ request: 'cancelFreight' }),
  /** A cart of only digital or service products: its own freight, no postcode. */
  addDigitalFreight: op<undefined, null, CartContents>({ request: 'addFreightDigitalCart' }),

  // limits, promotions, reservations, payment (cart-and-purchase §4, §7)
  /** Before checkout: { valid: true }, or 400 with the broken limit's text. */
  verifyCartLimits: op<undefined, null, VerifyLimitsAnswer>({ request: 'verifyCartLimits' }),
  /** Several products at once; each refused one comes back with its reason. */
  massiveAdd: op<undefined, { items: MassiveAddItem[] }, MassiveAddAnswer>({ request: 'massiveAddProducts' }),
  /** Recomputes the take-X-pay-Y promotions of the cart (they also apply on every change). */
  takeXPayY: op<undefined, null, CartContents>({ request: 'updateTakeXPayY' }),
  /** Extends every line's reservation once (WCAG 2.2.1); a second call answers 409. */
  extendReservation: op<undefined, null, CartContents>({ request: 'extendCartReservation' }),
  paymentGateways: read<undefined, PaymentGateway[]>({ request: 'getPaymentGateways' }),
  /** The best plan for a value; null when no gateway allows more than one installment. */
  installments: read<{ value: number }, InstallmentPlan | null>({ request: 'getInstallments' }),

  // session and store (cart-and-purchase §7)
  redirect301: op<undefined, Redirect301Input, Redirect301Answer>({ path: 'redirect301' }),
  checkMaintenanceStatus: op<undefined, null, MaintenanceAnswer>({ path: 'checkMaintenanceStatus' }),
} as const;
