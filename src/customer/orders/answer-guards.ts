/**
 * Type guards for the answers the order, digital products and store credit widgets read. A server (or
 * a proxy) may answer 200 with `{}`, `[]` or fields of the wrong type; the views would then crash on
 * `.map` or on a missing object. Each guard checks just what the views read: arrays are arrays,
 * numbers are finite numbers, texts are strings, and the objects the views dereference exist.
 * An answer that fails its guard is treated as a failed read (`guardedRead`).
 */
import type { QueryState } from '../../stores/query';
import type { DigitalProductsAnswer, OrderDetails, OrderHistoryAnswer, StoreCreditAnswer } from '../../api/operations/orders.types';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);
const isNumberOrNull = (value: unknown): value is number | null => value === null || isNumber(value);
const arrayOf = (value: unknown, each: (item: unknown) => boolean): boolean => Array.isArray(value) && value.every(each);
const numbers = (value: Fields, ...names: string[]) => names.every((name) => isNumber(value[name]));
const texts = (value: Fields, ...names: string[]) => names.every((name) => isText(value[name]));

/** Pager settings: the views read pageCount (and the digital list totalItemCount). */
const isPager = (value: unknown): boolean => isObject(value) && numbers(value, 'pageCount', 'totalItemCount');

/** An optional field: absent, or what `check` accepts. */
const optional = (value: unknown, check: (value: unknown) => boolean): boolean => value === undefined || check(value);

const isSummaryItem = (value: unknown): boolean => isObject(value) && isNumber(value.idProduct) && isText(value.nameProduct) && isTextOrNull(value.image ?? null);

const isOrderSummary = (value: unknown): boolean =>
  isObject(value) &&
  numbers(value, 'idOrder', 'total') &&
  texts(value, 'dateOrder', 'namePaymentMethodGateway', 'nameStatus') &&
  // ours, optional (another platform's rows have only the spec's fields)
  optional(value.items, (items) => arrayOf(items, isSummaryItem)) &&
  optional(value.itemCount, isNumber) &&
  optional(value.paymentMethod, isText) &&
  optional(value.awaitingPayment, (flag) => typeof flag === 'boolean');

/** The /customer/order history: a list of orders and its pager settings. */
export const isOrderHistory = (value: unknown): value is OrderHistoryAnswer =>
  isObject(value) && arrayOf(value.orderSimples, isOrderSummary) && isPager(value.settings);

const isVariation = (value: unknown): boolean => isObject(value) && texts(value, 'nameReference', 'nameVariation');

const isOrderItem = (value: unknown): boolean =>
  isObject(value) &&
  numbers(value, 'idProduct', 'quantity', 'unitPrice') &&
  isText(value.nameProduct) &&
  arrayOf(value.orderItemVariations, isVariation) &&
  isTextOrNull(value.image ?? null) &&
  isTextOrNull(value.urlProduct ?? null);

const isStatusEntry = (value: unknown): boolean => isObject(value) && texts(value, 'statusName', 'statusCode') && isTextOrNull(value.dateRegisterStatus);

const isAddress = (value: unknown): boolean =>
  value === null ||
  (isObject(value) && texts(value, 'receiver', 'zipCode', 'streetAddress', 'number', 'neighbourhood', 'city', 'state', 'phoneContact'));

const isPayment = (value: unknown): boolean =>
  isObject(value) && isText(value.method) && isText(value.namePaymentMethodGateway) && isTextOrNull(value.codeLinkPayment ?? null) && isTextOrNull(value.paymentLink ?? null);

/** One order's details (the details, order data and order status widgets read the same answer). */
export const isOrderDetails = (value: unknown): value is OrderDetails =>
  isObject(value) &&
  numbers(
    value,
    'idOrder',
    'totalItens',
    'totalShipping',
    'totalDiscount',
    'totalShoppingVoucher',
    'interestValue',
    'total',
    'numberOfInstallments',
    'valueOfInstallment',
    'deliveryTime',
  ) &&
  isText(value.dateOrder) &&
  arrayOf(value.orderItems, isOrderItem) &&
  arrayOf(value.historyListOrderStatus, isStatusEntry) &&
  isPayment(value.orderPayment) &&
  isAddress(value.address);

const isDigitalLine = (value: unknown): boolean =>
  isObject(value) &&
  numbers(value, 'idOrder', 'idProduct') &&
  texts(value, 'nameProduct', 'lastOrderStatus') &&
  (value.orderFileCount === undefined || isNumber(value.orderFileCount));

/** The digital products list: its lines and pager settings. */
export const isDigitalProducts = (value: unknown): value is DigitalProductsAnswer =>
  isObject(value) && arrayOf(value.orderProductCustomer, isDigitalLine) && isPager(value.settings);

const isCredit = (value: unknown): boolean => isObject(value) && isNumber(value.amount) && texts(value, 'registerDate', 'expirationDate', 'note');
const isDebit = (value: unknown): boolean => isObject(value) && isNumber(value.amount) && texts(value, 'registerDate', 'note') && isNumberOrNull(value.idOrder ?? null);

/** The store credit: 'Saldo total' and its credit and debit entries. */
export const isStoreCredit = (value: unknown): value is StoreCreditAnswer =>
  isObject(value) && isNumber(value.balance) && arrayOf(value.credits, isCredit) && arrayOf(value.debits, isDebit);

/**
 * A read whose answer fails `guard` becomes a failed read (status 'error', no data, no ApiError: the
 * widget shows its own failure text and retry). `allowNull`: null is a valid answer (orderDetails
 * without an id answers null when the customer has no order).
 */
export function guardedRead<A>(state: QueryState<A>, guard: (value: unknown) => boolean, allowNull = false): QueryState<A> {
  const { data } = state;
  if (data === undefined || (allowNull && data === null) || guard(data)) return state;
  return { status: state.status === 'loading' ? 'loading' : 'error' };
}
