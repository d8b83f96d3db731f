/**
 * Reads of the orders of one customer (every query is bound to the customer: another customer's order is
 * simply not found). Statuses come back as the history entries; the §4 rule (src/customer/orders/order-status.ts)
 * picks the current one, so the rule lives in one place.
 */
import { sql } from 'drizzle-orm';
import type { OrderAddress, OrderItem, OrderStatusEntry, PaymentMethod } from '../../../src/api/operations/orders.types';
import { queryRows, type Db } from '../../db/client';

type Executor = Pick<Db, 'execute'>;

const num = (value: unknown) => Number(value);
const iso = (value: unknown): string => new Date(value as string | Date).toISOString();
const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));
const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

export interface OrderRow {
  id: number;
  customerId: number;
  dateOrder: string;
  email: string;
  totalItems: number;
  totalShipping: number;
  totalDiscount: number;
  totalStoreCredit: number;
  interestValue: number;
  total: number;
  installments: number;
  installmentValue: number;
  deliveryTime: number;
  usefulDay: boolean;
  shippingName: string;
  carrierName: string | null;
  paymentMethod: PaymentMethod;
  gatewayId: number;
  gatewayName: string;
  paymentCode: string | null;
  paymentLink: string | null;
}

/** An order with everything its details show. */
export interface OrderRecord extends OrderRow {
  items: OrderItem[];
  address: OrderAddress | null;
  history: OrderStatusEntry[];
}

/** One of the first items of a history row. */
export interface SummaryItemRow {
  idProduct: number;
  nameProduct: string;
  image: string | null;
}

export type OrderPageRow = OrderRow & { history: OrderStatusEntry[]; itemCount: number; items: SummaryItemRow[] };

/** The first picture of an order item's product (`i`), as the cart shows it; null without one. */
const FIRST_IMAGE = sql`(select pi.url from product_images pi where pi.product_id = i.product_id order by pi.position, pi.id limit 1)`;

export interface FileRow {
  id: number;
  name: string;
  content: Uint8Array;
}

/** A file with the order item it belongs to (the archive of an order keeps each product's files apart). */
export interface ProductFileRow extends FileRow {
  idProduct: number;
  productName: string;
}

interface RawOrder {
  id: number; customer_id: number; date_order: string | Date; email: string; total_items: string; total_shipping: string; total_discount: string;
  total_store_credit: string; interest_value: string; total: string; installments: number; installment_value: string; delivery_time: number;
  useful_day: boolean; shipping_name: string; carrier_name: string | null; payment_method: PaymentMethod; gateway_id: number; gateway_name: string;
  payment_code: string | null; payment_link: string | null;
}

const orderOf = (r: RawOrder): OrderRow => ({
  id: num(r.id),
  customerId: num(r.customer_id),
  dateOrder: iso(r.date_order),
  email: r.email,
  totalItems: num(r.total_items),
  totalShipping: num(r.total_shipping),
  totalDiscount: num(r.total_discount),
  totalStoreCredit: num(r.total_store_credit),
  interestValue: num(r.interest_value),
  total: num(r.total),
  installments: num(r.installments),
  installmentValue: num(r.installment_value),
  deliveryTime: num(r.delivery_time),
  usefulDay: r.useful_day,
  shippingName: r.shipping_name,
  carrierName: r.carrier_name,
  paymentMethod: r.payment_method,
  gatewayId: num(r.gateway_id),
  gatewayName: r.gateway_name,
  paymentCode: r.payment_code,
  paymentLink: r.payment_link,
});

const bytesOf = (value: unknown): Uint8Array => {
  if (value instanceof Uint8Array) return value;
  // node-postgres without a bytea parser answers '\x…' hex text
  if (typeof value === 'string' && value.startsWith('\\x')) return Uint8Array.from(Buffer.from(value.slice(2), 'hex'));
  return new Uint8Array();
};

/** The status histories of some orders, oldest entry first (undated entries last), by order id. */
export async function historiesOf(db: Executor, orderIds: number[]): Promise<Map<number, OrderStatusEntry[]>> {
  const byOrder = new Map<number, OrderStatusEntry[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await queryRows<{ order_id: number; name: string; code: string; registered_at: string | Date | null }>(db, sql`
    select order_id, name, code, registered_at from order_status_history
    where order_id = any(${intArray(orderIds)}::int[]) order by order_id, registered_at nulls last, id`);
  for (const row of rows) {
    byOrder.get(num(row.order_id))?.push({ statusName: row.name, statusCode: row.code, dateRegisterStatus: isoOrNull(row.registered_at) });
  }
  return byOrder;
}

export function ordersRepository(db: Db) {
  return {
    /** Runs `work` in one transaction; `tx` builds the repositories of the checkout's writes. */
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx as unknown as Db)),

    /**
     * One page of the customer's orders, newest first, with their histories, how many items each has and
     * its first `itemsShown` items with their product's first picture (in the rows' one query: no query
     * per order); total is the count of the customer's orders (only `idOrder`, when given: 0 or 1).
     */
    async page(customerId: number, page: number, pageSize: number, itemsShown = 3, idOrder?: number): Promise<{ rows: OrderPageRow[]; total: number }> {
      const mine = idOrder === undefined ? sql`o.customer_id = ${customerId}` : sql`o.customer_id = ${customerId} and o.id = ${idOrder}`;
      const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders o where ${mine}`);
      const rows = await queryRows<RawOrder & { item_count: number; first_items: SummaryItemRow[] | string | null }>(db, sql`
        select o.*,
          (select count(*)::int from order_items i where i.order_id = o.id) as item_count,
          (select jsonb_agg(jsonb_build_object('idProduct', f.product_id, 'nameProduct', f.name, 'image', f.image) order by f.id)
           from (select i.id, i.product_id, i.name, ${FIRST_IMAGE} as image
                 from order_items i where i.order_id = o.id order by i.id limit ${itemsShown}) f) as first_items
        from orders o where ${mine}
        order by o.date_order desc, o.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`);
      const histories = await historiesOf(db, rows.map((r) => num(r.id)));
      return {
        rows: rows.map((r) => {
          const order = orderOf(r);
          const items = (typeof r.first_items === 'string' ? (JSON.parse(r.first_items) as SummaryItemRow[]) : r.first_items) ?? [];
          return { ...order, history: histories.get(order.id) ?? [], itemCount: num(r.item_count), items: items.map((i) => ({ ...i, idProduct: num(i.idProduct) })) };
        }),
        total: num(count?.n ?? 0),
      };
    },

    /** One order of the customer (undefined when unknown or another's); without an id, the latest. */
    async find(customerId: number, orderId?: number): Promise<OrderRecord | undefined> {
      const [row] = await queryRows<RawOrder>(db, orderId === undefined
        ? sql`select * from orders where customer_id = ${customerId} order by date_order desc, id desc limit 1`
        : sql`select * from orders where customer_id = ${customerId} and id = ${orderId}`);
      if (!row) return undefined;
      const order = orderOf(row);
      const [items, addresses, histories] = await Promise.all([
        queryRows<{ product_id: number; sku_id: number; name: string; quantity: number; unit_price: string; is_virtual: boolean; variations: OrderItem['orderItemVariations']; image: string | null; url_friendly: string | null }>(db, sql`
          select i.product_id, i.sku_id, i.name, i.quantity, i.unit_price, i.is_virtual, i.variations, ${FIRST_IMAGE} as image, p.url_friendly
          from order_items i left join products p on p.id = i.product_id and p.active
          where i.order_id = ${order.id} order by i.id`),
        queryRows<{ receiver: string; zip_code: string; street_address: string; number: string; complement: string; neighbourhood: string; city: string; state: string; phone_contact: string }>(db, sql`
          select * from order_addresses where order_id = ${order.id}`),
        historiesOf(db, [order.id]),
      ]);
      const address = addresses[0];
      return {
        ...order,
        items: items.map((i) => ({
          idProduct: num(i.product_id),
          idSku: num(i.sku_id),
          nameProduct: i.name,
          quantity: num(i.quantity),
          unitPrice: num(i.unit_price),
          virtual: i.is_virtual,
          orderItemVariations: i.variations,
          image: i.image,
          urlProduct: i.url_friendly === null ? null : `/produto/${i.url_friendly}`,
        })),
        address: address
          ? {
              receiver: address.receiver, zipCode: address.zip_code, streetAddress: address.street_address, number: address.number,
              complement: address.complement, neighbourhood: address.neighbourhood, city: address.city, state: address.state, phoneContact: address.phone_contact,
            }
          : null,
        history: histories.get(order.id) ?? [],
      };
    },

    /** The status history of one of the customer's orders, or undefined when it is not the customer's. */
    async historyOf(customerId: number, orderId: number): Promise<OrderStatusEntry[] | undefined> {
      const [row] = await queryRows<{ id: number }>(db, sql`select id from orders where customer_id = ${customerId} and id = ${orderId}`);
      if (!row) return undefined;
      return (await historiesOf(db, [orderId])).get(orderId) ?? [];
    },

    /** The attachments (without content) of the digital items of one order, by product, products in item order. */
    async attachmentList(orderId: number): Promise<Array<{ idProduct: number; name: string; attachments: Array<{ id: number; name: string }> }>> {
      const rows = await queryRows<{ product_id: number; product_name: string; id: number; name: string }>(db, sql`
        select i.product_id, i.name as product_name, a.id, a.name
        from order_items i join order_item_attachments a on a.order_item_id = i.id
        where i.order_id = ${orderId} order by i.id, a.id`);
      const groups: Array<{ idProduct: number; name: string; attachments: Array<{ id: number; name: string }> }> = [];
      for (const row of rows) {
        let group = groups.find((g) => g.idProduct === num(row.product_id));
        if (!group) groups.push((group = { idProduct: num(row.product_id), name: row.product_name, attachments: [] }));
        group.attachments.push({ id: num(row.id), name: row.name });
      }
      return groups;
    },

    /**
     * The files of an order with their content, in item then file order: of every item, or of one product
     * (one attachment of it when attachmentId is given).
     */
    async files(orderId: number, productId?: number, attachmentId?: number): Promise<ProductFileRow[]> {
      const rows = await queryRows<{ id: number; name: string; content: unknown; product_id: number; product_name: string }>(db, sql`
        select a.id, a.name, a.content, i.product_id, i.name as product_name from order_items i join order_item_attachments a on a.order_item_id = i.id
        where i.order_id = ${orderId} ${productId === undefined ? sql`` : sql`and i.product_id = ${productId}`} ${attachmentId === undefined ? sql`` : sql`and a.id = ${attachmentId}`}
        order by i.id, a.id`);
      return rows.map((r) => ({ id: num(r.id), name: r.name, content: bytesOf(r.content), idProduct: num(r.product_id), productName: r.product_name }));
    },

    /**
     * One page of the digital items the customer bought, by order id then item, with the orders' histories
     * and how many files each item's order has in all.
     */
    async digitalPage(customerId: number, page: number, pageSize: number) {
      const [count] = await queryRows<{ n: number }>(db, sql`
        select count(*)::int as n from order_items i join orders o on o.id = i.order_id where o.customer_id = ${customerId} and i.is_virtual`);
      const rows = await queryRows<{ order_id: number; product_id: number; name: string; order_files: number }>(db, sql`
        select i.order_id, i.product_id, i.name,
          (select count(*)::int from order_items oi join order_item_attachments a on a.order_item_id = oi.id where oi.order_id = i.order_id) as order_files
        from order_items i join orders o on o.id = i.order_id
        where o.customer_id = ${customerId} and i.is_virtual order by i.order_id, i.id limit ${pageSize} offset ${(page - 1) * pageSize}`);
      const histories = await historiesOf(db, [...new Set(rows.map((r) => num(r.order_id)))]);
      return {
        rows: rows.map((r) => ({
          idOrder: num(r.order_id),
          idProduct: num(r.product_id),
          nameProduct: r.name,
          orderFileCount: num(r.order_files),
          history: histories.get(num(r.order_id)) ?? [],
        })),
        total: num(count?.n ?? 0),
      };
    },

    /** Whether the customer has an order with a digital item. */
    async hasVirtualItem(customerId: number): Promise<boolean> {
      const rows = await queryRows<{ found: number }>(db, sql`
        select 1 as found from order_items i join orders o on o.id = i.order_id where o.customer_id = ${customerId} and i.is_virtual limit 1`);
      return rows.length > 0;
    },
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;
