/**
 * The customer's orders (customer-area §3, §4, §7, §8): history, details, attachments, digital products,
 * store credit and the exchange service. Every read is bound to the signed-in customer: another
 * customer's order or file answers the same 404 as an unknown one, with the §8 texts.
 */
import type {
  DigitalProductsAnswer,
  ExchangeAnswer,
  FileAnswer,
  OrderAttachmentGroup,
  OrderDetails,
  OrderHistoryAnswer,
  PagerSettings,
  StoreCreditAnswer,
} from '../../src/api/operations/orders.types';
import { bumpCatalogueVersion } from '../lib/answer-cache';
import { fail, text } from '../lib/messages';
import { cancelRepository } from '../repositories/orders/cancel';
import { historiesOf, type OrderRecord, type OrdersRepository } from '../repositories/orders/orders';
import type { StoreCreditRepository } from '../repositories/orders/store-credit';
import { orderArchiveAnswer, productFilesAnswer, toFileAnswer } from './digital-files';
import { filesReleased, orderStatusName } from '../../src/customer/orders/order-status';
import { awaitingPayment, paymentMade } from '../../src/payment/expiry';
import { storeCreditAnswer } from './store-credit';

/** The items a history row shows (the rest as '+N'). */
const SUMMARY_ITEMS = 3;
/** The status a cancelled order gets (the seed's code for Cancelado). */
const CANCELLED = { name: 'Cancelado', code: '07' } as const;

/** The exchange/return service of the demo store: on, with its account 'jetstore' (the specs do not show its host). */
export const EXCHANGE: ExchangeAnswer = { status: true, accessAccount: 'jetstore' };

const settings = (page: number, pageSize: number, total: number): PagerSettings => ({
  pageNumber: page,
  pageSize,
  pageCount: Math.ceil(total / pageSize),
  totalItemCount: total,
});

export function orderDetailsOf(order: OrderRecord): OrderDetails {
  return {
    idOrder: order.id,
    email: order.email,
    dateOrder: order.dateOrder,
    orderItems: order.items,
    totalItens: order.totalItems,
    totalShipping: order.totalShipping,
    totalDiscount: order.totalDiscount,
    totalShoppingVoucher: order.totalStoreCredit,
    interestValue: order.interestValue,
    total: order.total,
    numberOfInstallments: order.installments,
    valueOfInstallment: order.installmentValue,
    deliveryTime: order.deliveryTime,
    usefulDay: order.usefulDay,
    address: order.address,
    nameShipping: order.shippingName,
    nameCarrying: order.carrierName,
    orderPayment: {
      method: order.paymentMethod,
      idPaymentGateway: order.gatewayId,
      namePaymentMethodGateway: order.gatewayName,
      codeLinkPayment: order.paymentMethod === 'card' ? null : order.paymentCode,
      paymentLink: order.paymentLink,
    },
    historyListOrderStatus: order.history,
    orderHasVirtualProducts: order.items.some((item) => item.virtual),
  };
}

export interface OrdersServiceRepos {
  orders: OrdersRepository;
  storeCredit: StoreCreditRepository;
}

export function ordersService(repos: OrdersServiceRepos, clock: () => Date = () => new Date()) {
  const orderNotFound = (id: number) => fail(404, 'ordersApi.orderNotFound', 'NOT_FOUND', { id });
  const attachmentNotFound = (id: number) => fail(404, 'ordersApi.attachmentNotFound', 'NOT_FOUND', { id });
  const digitalNotFound = (idOrder: number) => fail(404, 'ordersApi.digitalNotFound', 'NOT_FOUND', { idOrder });

  /** The history of one of the customer's orders when its files are released; undefined otherwise. */
  async function released(customerId: number, orderId: number): Promise<boolean> {
    const history = await repos.orders.historyOf(customerId, orderId);
    return history !== undefined && filesReleased(orderStatusName(history));
  }

  return {
    /** A page of the history; with `idOrder`, only that order (none when it is not the customer's). */
    async history(customerId: number, page: number, pageSize: number, idOrder?: number): Promise<OrderHistoryAnswer> {
      const { rows, total } = await repos.orders.page(customerId, page, pageSize, SUMMARY_ITEMS, idOrder);
      return {
        orderSimples: rows.map((row) => ({
          idOrder: row.id,
          dateOrder: row.dateOrder,
          total: row.total,
          namePaymentMethodGateway: row.gatewayName,
          nameStatus: orderStatusName(row.history),
          items: row.items,
          itemCount: row.itemCount,
          paymentMethod: row.paymentMethod,
          awaitingPayment: awaitingPayment(row.paymentMethod, row.history),
        })),
        settings: settings(page, pageSize, total),
        filters: { idOrder: idOrder ?? null },
      };
    },

    /** An order by id (404 when not the customer's), or the latest (null when there is none). */
    async details(customerId: number, orderId: number | undefined): Promise<OrderDetails | null> {
      const order = await repos.orders.find(customerId, orderId);
      if (!order) {
        if (orderId === undefined) return null;
        throw orderNotFound(orderId);
      }
      return orderDetailsOf(order);
    },

    /** The files of each digital item; [] until the status releases them; 404 for another's order. */
    async attachments(customerId: number, orderId: number): Promise<OrderAttachmentGroup[]> {
      const history = await repos.orders.historyOf(customerId, orderId);
      if (history === undefined) throw orderNotFound(orderId);
      if (!filesReleased(orderStatusName(history))) return [];
      const groups = await repos.orders.attachmentList(orderId);
      return groups.map((g) => ({
        idProduct: g.idProduct,
        nome: g.name,
        anexos: g.attachments.map((a) => ({ idOrderDetailAttachment: a.id, nameAttachment: a.name })),
      }));
    },

    async downloadAttachment(customerId: number, orderId: number, productId: number, attachmentId: number): Promise<FileAnswer> {
      if (!(await released(customerId, orderId))) throw attachmentNotFound(orderId);
      const [file] = await repos.orders.files(orderId, productId, attachmentId);
      if (!file) throw attachmentNotFound(orderId);
      return toFileAnswer(file);
    },

    async digitalFiles(customerId: number, orderId: number, productId: number): Promise<FileAnswer> {
      if (!(await released(customerId, orderId))) throw digitalNotFound(orderId);
      const files = await repos.orders.files(orderId, productId);
      if (files.length === 0) throw digitalNotFound(orderId);
      return productFilesAnswer(files, files[0]!.productName, orderId);
    },

    /**
     * The order archive (§7 "Download order archive"): a zip of every file of the order, or of one
     * product's files when productId is given; the same rule and 404 as one attachment.
     */
    async orderArchive(customerId: number, orderId: number, productId: number | undefined): Promise<FileAnswer> {
      if (!(await released(customerId, orderId))) throw attachmentNotFound(orderId);
      const files = await repos.orders.files(orderId, productId);
      if (files.length === 0) throw attachmentNotFound(orderId);
      return orderArchiveAnswer(files, orderId, productId !== undefined);
    },

    async digitalProducts(customerId: number, page: number, pageSize: number): Promise<DigitalProductsAnswer> {
      const { rows, total } = await repos.orders.digitalPage(customerId, page, pageSize);
      return {
        orderProductCustomer: rows.map((row) => ({
          idOrder: row.idOrder,
          idProduct: row.idProduct,
          nameProduct: row.nameProduct,
          lastOrderStatus: orderStatusName(row.history),
          orderFileCount: row.orderFileCount,
        })),
        settings: settings(page, pageSize, total),
      };
    },

    /**
     * Cancels one of the customer's orders that still waits for its Pix or boleto (`awaitingPayment`, the
     * rule the history's actions show; its deadline may have passed), in one transaction under the order's
     * row lock: status Cancelado, the stock given back, the store credit it used credited back. A
     * cancelled order answers as it is (idempotent: nothing given back twice); any other is a 409 that says
     * why (paid, or not payable here); another customer's is the 404 of an unknown order.
     */
    async cancel(customerId: number, orderId: number): Promise<OrderDetails> {
      const now = clock();
      await repos.orders.transaction(async (tx) => {
        const w = cancelRepository(tx);
        const order = await w.lockOrder(customerId, orderId);
        if (!order) throw orderNotFound(orderId);
        const history = (await historiesOf(tx, [orderId])).get(orderId) ?? [];
        if (orderStatusName(history) === CANCELLED.name) return;
        if (!awaitingPayment(order.paymentMethod, history)) {
          // paid once approved (a card at once, or after its gateway's review); otherwise being confirmed (a card
          // in review too: the gateway decides) or closed (06)
          const paid = paymentMade(history);
          throw fail(409, paid ? 'ordersApi.cancelPaid' : 'ordersApi.cancelClosed', paid ? 'ORDER_PAID' : 'NOT_CANCELLABLE', { id: orderId });
        }
        await w.addStatus(orderId, CANCELLED, now);
        await w.restoreStock(orderId);
        await w.refundStoreCredit(customerId, orderId, text('ordersApi.cancelCreditNote', { id: orderId }), now);
      });
      // The stock came back: answers cached while the transaction was open are dropped again.
      bumpCatalogueVersion();
      const order = await repos.orders.find(customerId, orderId);
      if (!order) throw orderNotFound(orderId);
      return orderDetailsOf(order);
    },

    async storeCredit(customerId: number): Promise<StoreCreditAnswer> {
      return storeCreditAnswer(await repos.storeCredit.entries(customerId), clock());
    },

    hasDigitalOrders: (customerId: number) => repos.orders.hasVirtualItem(customerId),
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
