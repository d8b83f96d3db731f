/**
 * Orders, digital products, store credit, the exchange service and the checkout (issue 12; customer-area
 * §3, §4, §7, §8). Every operation is for the signed-in customer (401 otherwise); the customer comes from
 * the session, never from the input. Pages are 1-based, sizes 1..2000 (the number and name searches ask
 * 2000); ids 1..999,999,999. Bad input is a 400 'Parâmetros da requisição inválidos.' / 'Dados da
 * requisição inválidos.', never a 500.
 */
import { boolean, number, object, string } from 'yup';
import { text } from '../lib/messages';
import type { CheckoutService } from '../services/checkout';
import { EXCHANGE, type OrdersService } from '../services/orders';
import { idField, optionalIdField, paramsSchema, jsonSchema } from './input';
import type { OperationRegistry } from './registry';
import { placeOrderCardShape } from './card-payments';

const MAX_PAGE_SIZE = 2000;

const invalidParams = () => text('api.invalidParams');
const id = () => idField('api.invalidParams');
const pageShape = object({
  page: number().typeError(invalidParams).required(invalidParams).integer(invalidParams).min(1, invalidParams).max(1_000_000, invalidParams),
  pageSize: number().typeError(invalidParams).required(invalidParams).integer(invalidParams).min(1, invalidParams).max(MAX_PAGE_SIZE, invalidParams),
});
const pageParams = paramsSchema(pageShape);
/** The history's page, and optionally one order by its number (answered back in `filters`). */
const historyParams = paramsSchema(pageShape.shape({ idOrder: id().optional() }));
const detailsParams = paramsSchema(object({ idOrder: id().optional() }));
const orderParams = paramsSchema(object({ idOrder: id().required(invalidParams) }));
const productParams = paramsSchema(object({ idOrder: id().required(invalidParams), idProduct: id().required(invalidParams) }));
// §7 "Download order archive": idProduct absent or 0 is the whole order
const archiveParams = paramsSchema(object({ idOrder: id().required(invalidParams), idProduct: optionalIdField('api.invalidParams') }));
const attachmentParams = paramsSchema(
  object({ idOrder: id().required(invalidParams), idProduct: id().required(invalidParams), idOrderDetailAttachment: id().required(invalidParams) }),
);
const cancelOrderInput = jsonSchema(object({ idOrder: idField('api.invalidInput').required() }));
const placeOrderInput = jsonSchema(
  object({
    idAddress: idField('api.invalidInput').nullable().default(null),
    paymentMethod: string().required().oneOf(['pix', 'boleto', 'card'] as const),
    useStoreCredit: boolean().required(),
    // with 'card' only (the service asks for it): the gateway's token and plan, never the card's data
    card: placeOrderCardShape.default(undefined).optional(),
  }).test('card-data', () => text('api.invalidInput'), (value) => value.paymentMethod !== 'card' || value.card !== undefined),
);

export interface OrdersRoutesServices {
  orders: OrdersService;
  checkout: CheckoutService;
  /** Closes the customer's overdue Pix and boleto orders (one, or all) before they are read (services/payment-status.ts). */
  settleOnRead?: (customerId: number, orderId?: number) => Promise<void>;
}

export function ordersOperations(registry: OperationRegistry, { orders, checkout, settleOnRead }: OrdersRoutesServices): void {
  const read = { auth: 'customer', limit: 'read' } as const;
  const settle = settleOnRead ?? (async () => {});

  // an order whose Pix or boleto deadline passed is closed (06, stock and store credit back) before it is shown
  registry.add('orders', { ...read, params: historyParams }, async ({ customer, params }) => {
    await settle(customer.id, params.idOrder);
    return orders.history(customer.id, params.page, params.pageSize, params.idOrder);
  });
  registry.add('orderDetails', { ...read, params: detailsParams }, async ({ customer, params }) => {
    await settle(customer.id, params.idOrder);
    return orders.details(customer.id, params.idOrder);
  });
  registry.add('orderAttachments', { ...read, params: orderParams }, ({ customer, params }) => orders.attachments(customer.id, params.idOrder));
  registry.add('downloadAttachment', { ...read, params: attachmentParams }, ({ customer, params }) =>
    orders.downloadAttachment(customer.id, params.idOrder, params.idProduct, params.idOrderDetailAttachment),
  );
  // zipping every file of an order is the heaviest read: capped as an account action (20 a minute per IP)
  registry.add('orderArchive', { auth: 'customer', limit: 'account', params: archiveParams }, ({ customer, params }) =>
    orders.orderArchive(customer.id, params.idOrder, params.idProduct ?? undefined),
  );
  registry.add('digitalProducts', { ...read, params: pageParams }, ({ customer, params }) => orders.digitalProducts(customer.id, params.page, params.pageSize));
  registry.add('digitalFiles', { ...read, params: productParams }, ({ customer, params }) => orders.digitalFiles(customer.id, params.idOrder, params.idProduct));
  // a write the shopper repeats at most a few times: the account class (20 a minute per IP)
  registry.add('cancelOrder', { auth: 'customer', limit: 'account', json: cancelOrderInput }, ({ customer, json }) => orders.cancel(customer.id, json.idOrder));
  registry.add('storeCredit', read, ({ customer }) => orders.storeCredit(customer.id));
  registry.add('exchange', read, () => EXCHANGE);
  registry.add('checkoutOptions', read, ({ customer }) => checkout.options(customer.id));
  // placing an order is counted as an account action (20 a minute per IP)
  registry.add('placeOrder', { auth: 'customer', limit: 'account', json: placeOrderInput }, ({ customer, json }) =>
    checkout.placeOrder(customer, { idAddress: json.idAddress ?? null, paymentMethod: json.paymentMethod, useStoreCredit: json.useStoreCredit, card: json.card }),
  );
}
