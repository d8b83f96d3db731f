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
import { fail } from '../lib/messages';
import type { OrderRecord, OrdersRepository } from '../repositories/orders/orders';
import type { StoreCreditRepository } from '../repositories/orders/store-credit';
import { productFilesAnswer, toFileAnswer } from './digital-files';
import { filesReleased, orderStatusName } from '../../src/customer/orders/order-status';
import { storeCreditAnswer } from './store-credit';

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
      const { rows, total } = await repos.orders.page(customerId, page, pageSize, idOrder);
      return {
        orderSimples: rows.map((row) => ({
          idOrder: row.id,
          dateOrder: row.dateOrder,
          total: row.total,
          namePaymentMethodGateway: row.gatewayName,
          nameStatus: orderStatusName(row.history),
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
      const order = await repos.orders.find(customerId, orderId);
      const name = order?.items.find((item) => item.idProduct === productId)?.nameProduct ?? 'arquivos';
      return productFilesAnswer(files, name, orderId);
    },

    async digitalProducts(customerId: number, page: number, pageSize: number): Promise<DigitalProductsAnswer> {
      const { rows, total } = await repos.orders.digitalPage(customerId, page, pageSize);
      return {
        orderProductCustomer: rows.map((row) => ({
          idOrder: row.idOrder,
          idProduct: row.idProduct,
          nameProduct: row.nameProduct,
          lastOrderStatus: orderStatusName(row.history),
        })),
        settings: settings(page, pageSize, total),
      };
    },

    async storeCredit(customerId: number): Promise<StoreCreditAnswer> {
      return storeCreditAnswer(await repos.storeCredit.entries(customerId), clock());
    },

    hasDigitalOrders: (customerId: number) => repos.orders.hasVirtualItem(customerId),
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
