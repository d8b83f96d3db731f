/**
 * The writes of placing an order, all run on the checkout's one transaction (`tx`): row locks on the cart,
 * the discount key, the SKUs and the customer (store credit), then the stock, the key's use, the voucher,
 * the order with its address, items, first status and store-credit debit, and the emptied cart.
 */
import { sql } from 'drizzle-orm';
import type { OrderAddress, OrderItem, PaymentMethod } from '../../../src/api/operations/orders.types';
import { queryRows, type Db } from '../../db/client';
import { refreshListedProducts } from '../catalogue/listing-index';

type Executor = Pick<Db, 'execute'>;
const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

export interface NewOrder {
  customerId: number;
  dateOrder: Date;
  email: string;
  totalItems: number;
  totalShipping: number;
  totalDiscount: number;
  totalStoreCredit: number;
  total: number;
  deliveryTime: number;
  usefulDay: boolean;
  shippingName: string;
  paymentMethod: PaymentMethod;
  gatewayId: number;
  gatewayName: string;
  discountKeyId: number | null;
  voucherId: number | null;
  /** Card plans (default 1 installment of the total, no interest). */
  installments?: number;
  installmentValue?: number;
  interestValue?: number;
}

export function checkoutRepository(tx: Executor) {
  return {
    /** Locks the cart row: two checkouts of one cart run one after the other. */
    async lockCart(cartId: number): Promise<void> {
      await tx.execute(sql`select id from carts where id = ${cartId} for update`);
    },

    /** Locks the discount key's row (its uses are counted under it). */
    async lockDiscountKey(id: number): Promise<void> {
      await tx.execute(sql`select id from discount_keys where id = ${id} for update`);
    },

    /** The store's name and city (the Pix merchant). */
    async merchant(): Promise<{ name: string; city: string }> {
      const [row] = await queryRows<{ name_store: string; city: string }>(tx, sql`select name_store, city from company_settings where id = 1`);
      return { name: row?.name_store ?? '', city: row?.city ?? '' };
    },

    /** Locks the customer row (store-credit balance read and debited under it); the customer's e-mail. */
    async lockCustomer(customerId: number): Promise<{ email: string } | undefined> {
      const [row] = await queryRows<{ email: string }>(tx, sql`select email from customers where id = ${customerId} for update`);
      return row;
    },

    /** Locks the SKUs; their stock and product names by SKU id. */
    async lockSkus(skuIds: number[]): Promise<Map<number, { stock: number; name: string }>> {
      const rows = await queryRows<{ id: number; stock: number; name: string }>(tx, sql`
        select s.id, s.stock, p.name from skus s join products p on p.id = s.product_id
        where s.id = any(${intArray(skuIds)}::int[]) order by s.id for update of s`);
      return new Map(rows.map((r) => [Number(r.id), { stock: Number(r.stock), name: r.name }]));
    },

    /** Takes the units sold from the SKUs and their products (stock and sold count), and lists them so (sold out last). */
    async decrementStock(lines: Array<{ skuId: number; productId: number; quantity: number }>): Promise<void> {
      for (const line of lines) {
        await tx.execute(sql`update skus set stock = stock - ${line.quantity} where id = ${line.skuId}`);
        await tx.execute(sql`
          update products set stock = greatest(0, stock - ${line.quantity}), sold_count = sold_count + ${line.quantity}
          where id = ${line.productId}`);
      }
      await refreshListedProducts(tx, [...new Set(lines.map((line) => line.productId))]);
    },

    /** Counts one use of a discount key; false when it is used up (or gone). */
    async consumeDiscountKey(id: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(tx, sql`
        update discount_keys set used_count = used_count + 1
        where id = ${id} and active and (max_uses is null or used_count < max_uses) returning id`);
      return rows.length > 0;
    },

    /** Marks a voucher used; false when it was used already (or gone). */
    async consumeVoucher(id: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(tx, sql`update vouchers set used = true where id = ${id} and not used returning id`);
      return rows.length > 0;
    },

    /** The active gateway of that name (case and accents as stored), if any. */
    async gateway(name: string): Promise<{ id: number; name: string } | undefined> {
      const [row] = await queryRows<{ id: number; name: string }>(tx, sql`
        select id, name from payment_gateways where active and lower(name) = lower(${name}) order by position, id limit 1`);
      return row ? { id: Number(row.id), name: row.name } : undefined;
    },

    /** Writes the order (status Novo '01' at its date), its address snapshot and items; its id. */
    async insertOrder(order: NewOrder, address: OrderAddress | null, items: Array<Omit<OrderItem, 'orderItemVariations'> & { variations: OrderItem['orderItemVariations'] }>): Promise<number> {
      const [row] = await queryRows<{ id: number }>(tx, sql`
        insert into orders (customer_id, date_order, email, total_items, total_shipping, total_discount, total_store_credit, interest_value, total,
                            installments, installment_value, delivery_time, useful_day, shipping_name, payment_method, gateway_id, gateway_name,
                            discount_key_id, voucher_id)
        values (${order.customerId}, ${order.dateOrder.toISOString()}, ${order.email}, ${order.totalItems}, ${order.totalShipping}, ${order.totalDiscount},
                ${order.totalStoreCredit}, ${order.interestValue ?? 0}, ${order.total}, ${order.installments ?? 1}, ${order.installmentValue ?? order.total}, ${order.deliveryTime}, ${order.usefulDay}, ${order.shippingName},
                ${order.paymentMethod}, ${order.gatewayId}, ${order.gatewayName}, ${order.discountKeyId}, ${order.voucherId})
        returning id`);
      const id = Number(row!.id);
      if (address) {
        await tx.execute(sql`
          insert into order_addresses (order_id, receiver, zip_code, street_address, number, complement, neighbourhood, city, state, phone_contact)
          values (${id}, ${address.receiver}, ${address.zipCode}, ${address.streetAddress}, ${address.number}, ${address.complement},
                  ${address.neighbourhood}, ${address.city}, ${address.state}, ${address.phoneContact})`);
      }
      for (const item of items) {
        await tx.execute(sql`
          insert into order_items (order_id, product_id, sku_id, name, quantity, unit_price, is_virtual, variations)
          values (${id}, ${item.idProduct}, ${item.idSku}, ${item.nameProduct}, ${item.quantity}, ${item.unitPrice}, ${item.virtual}, ${JSON.stringify(item.variations)}::jsonb)`);
      }
      await tx.execute(sql`insert into order_status_history (order_id, name, code, registered_at) values (${id}, 'Novo', '01', ${order.dateOrder.toISOString()})`);
      return id;
    },

    /**
     * A card order's payment as the gateway answered it: `status` 'Aprovado' ('03'), or 'Em aprovação' ('02')
     * while the gateway reviews it; the gateway's payment id, the brand and the last 4 digits kept (never more
     * of the card: it never reaches the server). `card` null: nothing was charged (store credit paid it all).
     */
    async cardPayment(orderId: number, at: Date, status: { name: string; code: string }, card: { reference: string; brand: string; last4: string } | null): Promise<void> {
      await tx.execute(sql`insert into order_status_history (order_id, name, code, registered_at) values (${orderId}, ${status.name}, ${status.code}, ${at.toISOString()})`);
      if (card) {
        await tx.execute(sql`
          update orders set payment_reference = ${card.reference}, card_brand = ${card.brand}, card_last4 = ${/^\d{4}$/.test(card.last4) ? card.last4 : null}
          where id = ${orderId}`);
      }
    },

    async setPaymentCode(orderId: number, code: string): Promise<void> {
      await tx.execute(sql`update orders set payment_code = ${code} where id = ${orderId}`);
    },

    /** A store-credit debit tied to the order. */
    async debitStoreCredit(customerId: number, orderId: number, amount: number, at: Date): Promise<void> {
      await tx.execute(sql`
        insert into store_credit_entries (customer_id, kind, amount, note, registered_at, order_id)
        values (${customerId}, 'D', ${amount}, ${`Pedido #${orderId}`}, ${at.toISOString()}, ${orderId})`);
    },

    /** The cart after the order: no lines, no discount key, no voucher (postcode and shipping choice stay). */
    async emptyCart(cartId: number): Promise<void> {
      await tx.execute(sql`delete from cart_items where cart_id = ${cartId}`);
      await tx.execute(sql`update carts set discount_key_id = null, voucher_id = null, updated_at = now() where id = ${cartId}`);
    },
  };
}
