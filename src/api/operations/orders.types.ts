/**
 * Answer shapes of the orders, payment, digital products, store credit and checkout operations
 * (customer-area §3, §7; the checkout is ours, the specs are silent). Field names are the store
 * platform's where the spec gives them. Money is a number in reais; dates are ISO 8601 strings.
 */
import type { CartItemVariation } from './cart.types';
import type { PlaceOrderCard } from './card-payment.types';

/** Page and size of a paged list (customer-area §7: `?page={n}&pageSize={n}`); page is 1-based, size ≤ 2000. */
export interface PageParams {
  page: number;
  pageSize: number;
}

/** Pager settings of a paged answer (customer-area §3 "Pager settings"). */
export interface PagerSettings {
  pageNumber: number;
  pageSize: number;
  pageCount: number;
  totalItemCount: number;
}

/** One row of the order history (customer-area §3 "Order summary"). */
export interface OrderSummary {
  idOrder: number;
  dateOrder: string;
  total: number;
  namePaymentMethodGateway: string;
  /** The order's status by the §4 rule (latest dated history entry; 'Novo' without one). */
  nameStatus: string;
  /**
   * Ours (the spec's summary has no more): the first items (up to 3, in the order's
   * order) with their pictures, how many items the order has, its payment method and whether it still
   * waits for its Pix or boleto (src/payment/expiry.ts `awaitingPayment`: 'Pagar agora' before the
   * deadline). Optional: a platform that does not send them shows the spec's row.
   */
  items?: OrderSummaryItem[];
  itemCount?: number;
  paymentMethod?: PaymentMethod;
  awaitingPayment?: boolean;
}

/** One item of a history row: its product, name and picture (null when the product has none or is gone). */
export interface OrderSummaryItem {
  idProduct: number;
  nameProduct: string;
  image: string | null;
}

/** The history's page, and optionally one order by its number (the history's only filter). */
export interface OrderHistoryParams extends PageParams {
  idOrder?: number;
}

/**
 * The filters the history answer applied (customer-area §3 "Order history response"; the spec names the
 * field, not its content): `idOrder` when the call asked for one order, else null (every order).
 */
export interface OrderHistoryFilters {
  idOrder: number | null;
}

/** The history, newest first (customer-area §3 "Order history response"). */
export interface OrderHistoryAnswer {
  orderSimples: OrderSummary[];
  settings: PagerSettings;
  filters: OrderHistoryFilters;
}

export interface OrderItem {
  idProduct: number;
  /** 0 for a product without variations. */
  idSku: number;
  nameProduct: string;
  quantity: number;
  unitPrice: number;
  /** A digital product or a service (its files are the order's attachments). */
  virtual: boolean;
  orderItemVariations: CartItemVariation[];
  /** Ours: the product's picture and page (`/produto/{slug}`); null when it has none or is gone. Optional for other platforms. */
  image?: string | null;
  urlProduct?: string | null;
}

/** One entry of the status history. dateRegisterStatus is null for an entry without a date. */
export interface OrderStatusEntry {
  statusName: string;
  /** Two digits; '06' means expired or not payable (customer-area §4). */
  statusCode: string;
  dateRegisterStatus: string | null;
}

/** The delivery address as it was when the order was placed. */
export interface OrderAddress {
  receiver: string;
  zipCode: string;
  streetAddress: string;
  number: string;
  complement: string;
  neighbourhood: string;
  city: string;
  state: string;
  phoneContact: string;
}

export type PaymentMethod = 'pix' | 'boleto' | 'card';

/** How the order is paid. */
export interface OrderPayment {
  method: PaymentMethod;
  idPaymentGateway: number;
  namePaymentMethodGateway: string;
  /**
   * Pix: the BR Code payload ('copia e cola', src/payment/pix.ts); boleto: the 47-digit linha digitável
   * (src/payment/boleto.ts); card: null.
   */
  codeLinkPayment: string | null;
  /** The gateway's payment page ('Realizar pagamento', gateway 17 only), or null. */
  paymentLink: string | null;
}

/** Order details (customer-area §3 "Order details"). */
export interface OrderDetails {
  idOrder: number;
  email: string;
  dateOrder: string;
  orderItems: OrderItem[];
  totalItens: number;
  totalShipping: number;
  totalDiscount: number;
  /** Store credit (Vale Compra) used. */
  totalShoppingVoucher: number;
  interestValue: number;
  total: number;
  numberOfInstallments: number;
  valueOfInstallment: number;
  /** Delivery time in days (business days when usefulDay), counted from the payment's confirmation. */
  deliveryTime: number;
  usefulDay: boolean;
  address: OrderAddress | null;
  nameShipping: string;
  /** The carrier's name when the shipping is the frenet carrier (it replaces nameShipping), or null. */
  nameCarrying: string | null;
  orderPayment: OrderPayment;
  historyListOrderStatus: OrderStatusEntry[];
  orderHasVirtualProducts: boolean;
}

/** json of cancelOrder: one of the signed-in customer's orders. */
export interface CancelOrderInput {
  idOrder: number;
}

/** params of orderDetails: without idOrder, the latest order (null when the customer has none). */
export interface OrderDetailsParams {
  idOrder?: number;
}

/** Attachments of one product of an order (customer-area §3 "Attachments"). */
export interface OrderAttachmentGroup {
  idProduct: number;
  nome: string;
  anexos: Array<{ idOrderDetailAttachment: number; nameAttachment: string }>;
}

/** A file as the §7 answers give it: base64 content and its name. */
export interface FileAnswer {
  base64: string;
  nameFile: string;
}

export interface AttachmentParams {
  idOrder: number;
  idProduct: number;
  idOrderDetailAttachment: number;
}

export interface OrderProductParams {
  idOrder: number;
  idProduct: number;
}

/**
 * params of orderArchive (customer-area §7 "Download order archive", `{a}/{b}` or `{a}/{b}/{c}`): {a}, the
 * customer, comes from the session; {b} is idOrder; {c} is idProduct, left out when 0 (the whole order).
 */
export interface OrderArchiveParams {
  idOrder: number;
  /** One product's files; absent or 0: every file of the order. */
  idProduct?: number;
}

/** One line of the digital products list (customer-area §3 "Digital product order line"). */
export interface DigitalProductLine {
  idOrder: number;
  idProduct: number;
  nameProduct: string;
  /** The order's status by the §4 rule; Novo, Em aprovação and Cancelado keep the files locked. */
  lastOrderStatus: string;
  /**
   * Ours: how many files the line's order has in all (every digital item), so the list can offer the
   * order archive. Optional: a platform that does not send it shows no archive action.
   */
  orderFileCount?: number;
}

export interface DigitalProductsAnswer {
  orderProductCustomer: DigitalProductLine[];
  settings: PagerSettings;
}

/** Store credit (Vale Compra, customer-area §3 "Gift entries"). */
export interface StoreCreditAnswer {
  /** 'Saldo total': unexpired credits minus debits, never below 0. */
  balance: number;
  credits: Array<{ amount: number; registerDate: string; expirationDate: string; note: string }>;
  debits: Array<{ amount: number; registerDate: string; note: string; idOrder: number | null }>;
}

/** The exchange/return service (customer-area §3): whether it is on and the store's account there. */
export interface ExchangeAnswer {
  status: boolean;
  accessAccount: string;
}

/** What the checkout offers (our checkout; the specs are silent). */
export interface CheckoutOptionsAnswer {
  /** The methods the store takes at checkout, in order ('card' when a card gateway is configured). */
  paymentMethods: Array<{ method: PaymentMethod; name: string }>;
  /** The customer's store-credit balance (0 when none). */
  storeCredit: number;
}

export interface PlaceOrderInput {
  /** One of the signed-in customer's addresses; ignored (may be null) for a cart of only digital products. */
  idAddress: number | null;
  paymentMethod: PaymentMethod;
  /** Use the store-credit balance (up to the order's total). */
  useStoreCredit: boolean;
  /** With 'card' only: the gateway's token and the plan (src/api/operations/card-payment.ts). */
  card?: PlaceOrderCard;
}

/** The order placed; items and value feed `jet:purchase`. */
export interface PlaceOrderAnswer {
  idOrder: number;
  total: number;
  /**
   * The payment as the order was placed: a Pix or boleto 'awaiting' it; a card 'approved', or 'in_review'
   * (the card's issuer or the gateway is reviewing it: the order is 'Em aprovação' until the gateway's notice).
   */
  paymentStatus: 'awaiting' | 'approved' | 'in_review';
  items: Array<{ idProduct: number; name: string; price: number; quantity: number }>;
}
