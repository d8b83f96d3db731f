import { describe, expect, it } from 'vitest';
import { guardedRead, isDigitalProducts, isOrderDetails, isOrderHistory, isStoreCredit } from '../../../src/customer/orders/answer-guards';
import { digitalOrder, historyAnswer, orderSummaries, physicalOrder } from '../../../stories/order-fixtures';
import { archiveLines, creditWithEntries, digitalLines } from '../../../stories/digital-fixtures';

const odd: unknown[] = [{}, [], null, undefined, 'texto', 42, true];
const history = historyAnswer(orderSummaries(3))({ params: 'page=1&pageSize=10' });
const digital = { orderProductCustomer: digitalLines(2), settings: { pageNumber: 1, pageSize: 10, pageCount: 1, totalItemCount: 2 } };

describe('order answer guards', () => {
  it('accept the answers the widgets read', () => {
    expect(isOrderHistory(history)).toBe(true);
    expect(isOrderDetails(physicalOrder)).toBe(true);
    expect(isOrderDetails(digitalOrder)).toBe(true);
    expect(isOrderDetails({ ...physicalOrder, address: null })).toBe(true);
    expect(isDigitalProducts(digital)).toBe(true);
    expect(isStoreCredit(creditWithEntries)).toBe(true);
    expect(isStoreCredit({ balance: 0, credits: [], debits: [] })).toBe(true);
  });

  it.each(odd)('refuse %j', (value) => {
    expect(isOrderHistory(value)).toBe(false);
    expect(isOrderDetails(value)).toBe(false);
    expect(isDigitalProducts(value)).toBe(false);
    expect(isStoreCredit(value)).toBe(false);
  });

  it('refuse lists that are not arrays, numbers that are not finite and missing objects', () => {
    expect(isOrderHistory({ ...history, orderSimples: {} })).toBe(false);
    expect(isOrderHistory({ orderSimples: history.orderSimples })).toBe(false);
    expect(isOrderHistory({ ...history, settings: { ...history.settings, pageCount: '3' } })).toBe(false);
    expect(isOrderHistory({ ...history, orderSimples: [{ ...history.orderSimples[0], total: Number.NaN }] })).toBe(false);
    expect(isOrderDetails({ ...physicalOrder, orderItems: {} })).toBe(false);
    expect(isOrderDetails({ ...physicalOrder, orderItems: [{ ...physicalOrder.orderItems[0], orderItemVariations: null }] })).toBe(false);
    expect(isOrderDetails({ ...physicalOrder, orderPayment: undefined })).toBe(false);
    expect(isOrderDetails({ ...physicalOrder, historyListOrderStatus: 'Aprovado' })).toBe(false);
    expect(isOrderDetails({ ...physicalOrder, total: Number.POSITIVE_INFINITY })).toBe(false);
    expect(isOrderDetails({ ...physicalOrder, deliveryTime: '5' })).toBe(false);
    expect(isOrderDetails({ ...physicalOrder, address: 'Rua A' })).toBe(false);
    expect(isDigitalProducts({ ...digital, orderProductCustomer: null })).toBe(false);
    expect(isDigitalProducts({ ...digital, settings: {} })).toBe(false);
    // the order's file count is ours and optional: absent or a number
    expect(isDigitalProducts({ ...digital, orderProductCustomer: archiveLines })).toBe(true);
    expect(isDigitalProducts({ ...digital, orderProductCustomer: [{ ...archiveLines[0], orderFileCount: '3' }] })).toBe(false);
    expect(isStoreCredit({ ...creditWithEntries, balance: '70' })).toBe(false);
    expect(isStoreCredit({ ...creditWithEntries, debits: {} })).toBe(false);
    expect(isStoreCredit({ ...creditWithEntries, credits: [{ amount: 1 }] })).toBe(false);
  });

  it('guardedRead turns a failed guard into a failed read and keeps the rest as they are', () => {
    expect(guardedRead({ status: 'ready', data: {} }, isStoreCredit)).toEqual({ status: 'error' });
    expect(guardedRead({ status: 'empty', data: [] }, isOrderHistory)).toEqual({ status: 'error' });
    expect(guardedRead({ status: 'loading', data: {} }, isOrderHistory)).toEqual({ status: 'loading' });
    const ready = { status: 'ready' as const, data: creditWithEntries };
    expect(guardedRead(ready, isStoreCredit)).toBe(ready);
    const loading = { status: 'loading' as const };
    expect(guardedRead(loading, isStoreCredit)).toBe(loading);
    // orderDetails without an id answers null when the customer has no order
    expect(guardedRead({ status: 'ready', data: null }, isOrderDetails, true)).toEqual({ status: 'ready', data: null });
    expect(guardedRead({ status: 'ready', data: null }, isOrderDetails)).toEqual({ status: 'error' });
  });
});
