/**
 * Orders (customer-area §7 "Orders", "Digital list", "Digital files", "Gift", "Exchange/return") and the
 * checkout that creates them (ours: the specs are silent). Every operation is for the signed-in customer
 * only: the server fills the customer id from the session, and another customer's order or file is a 404.
 */
import type {
  AttachmentParams,
  CancelOrderInput,
  CheckoutOptionsAnswer,
  DigitalProductsAnswer,
  ExchangeAnswer,
  FileAnswer,
  OrderAttachmentGroup,
  OrderDetails,
  OrderDetailsParams,
  OrderArchiveParams,
  OrderHistoryAnswer,
  OrderHistoryParams,
  OrderProductParams,
  PageParams,
  PlaceOrderAnswer,
  PlaceOrderInput,
  StoreCreditAnswer,
} from './orders.types';
import { op, read } from './define';

export const orderOperations = {
  /** The history, newest first; the order-number search asks page 1 with size 2000. */
  orders: read<OrderHistoryParams, OrderHistoryAnswer>({ request: 'getOrders' }),
  /** 404 'Oops, o pedido #{id} não foi localizado.' for an unknown id or another customer's order. */
  orderDetails: read<OrderDetailsParams, OrderDetails | null>({ request: 'getOrderDetails' }),
  /** The files of each digital product of the order; empty until the order is approved. */
  orderAttachments: read<{ idOrder: number }, OrderAttachmentGroup[]>({ request: 'getOrderAttachments' }),
  /** 404 'Oops, o anexo do pedido #{id} não foi localizado.' when missing or not released. */
  downloadAttachment: read<AttachmentParams, FileAnswer>({ request: 'downloadOrderAttachment' }),
  /** The digital products bought, sorted by order id; the name search asks page 1 with size 2000. */
  digitalProducts: read<PageParams, DigitalProductsAnswer>({ request: 'getOrderProductCustomer' }),
  /** All the files of one digital product of an order (one file, or a zip of several); 404 'Oops, o anexo do produto #{idOrder} não foi localizado.' */
  digitalFiles: read<OrderProductParams, FileAnswer>({ request: 'getAllAttachments' }),
  /**
   * Ours: cancels an unpaid Pix or boleto order (Novo, never approved): status Cancelado, its stock and
   * store credit given back; the order's details as they are now. Again on a cancelled order: the same
   * answer, nothing given twice. 409 for a paid (or card, or closed) order; 404 for another's.
   */
  cancelOrder: op<undefined, CancelOrderInput, OrderDetails>({ request: 'cancelOrder' }),
  storeCredit: read<undefined, StoreCreditAnswer>({ request: 'getGiftCards' }),
  exchange: read<undefined, ExchangeAnswer>({ request: 'getExchangeData' }),

  // checkout
  checkoutOptions: read<undefined, CheckoutOptionsAnswer>({ request: 'getCheckoutOptions' }),
  /** Re-prices the cart, checks stock and limits, creates the order (status Novo) and empties the cart. */
  placeOrder: op<undefined, PlaceOrderInput, PlaceOrderAnswer>({ path: 'checkout/order' }),

  // customer-area §7 "Digital files": the order archive (the other file downloads are above)
  /**
   * §7 "Download order archive": a zip of every file of the order, or of one product's (`idProduct`;
   * absent or 0: the whole order), json '' as the spec sends it; 404 'Oops, o anexo do pedido #{id} não foi
   * localizado.' when missing, locked or another customer's.
   */
  orderArchive: { ...op<OrderArchiveParams, '', FileAnswer>({ request: 'downloadOrderArchive' }), read: true },
} as const;
