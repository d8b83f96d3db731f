/**
 * Seed of the cart rules of the demo store (server/README.md, "The cart"): store limits, per-product
 * limits, a take-X-pay-Y promotion, vouchers, a payment gateway, shipping modes with their CEP ranges and
 * rates, free-shipping rules and old addresses. Products are picked by SQL from the seeded catalogue
 * (regular, physical, without variations, in stock), so the picks follow SEED_PRODUCTS deterministically.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A regular physical product without variations, in stock: the filter of every pick below. */
const simple = sql`p.active and p.id_type_product = 1 and not p.is_virtual and not p.flag_exhausted and p.stock >= 10
  and not exists (select 1 from skus s join sku_variations sv on sv.sku_id = s.id where s.product_id = p.id)`;

/** [name, deliveryTime, usefulDay, scheduled, digital, freeShippingEligible, ranges, rates [minSubtotal, maxWeightGrams, price]]. */
type Mode = readonly [string, number, boolean, boolean, boolean, boolean, ReadonlyArray<readonly [string, string]>, ReadonlyArray<readonly [number, number | null, number]>];

/** The store delivers everywhere but the North's 66000-000..69999-999 (shows "no mode for this CEP"). */
const COUNTRY = [['01000000', '65999999'], ['70000000', '99999999']] as const;
const SHIPPING_MODES: readonly Mode[] = [
  ['Econômica', 8, true, false, false, true, COUNTRY, [[0, 2000, 19.9], [0, 10000, 34.9], [0, null, 59.9]]],
  ['Expressa', 3, true, false, false, false, COUNTRY, [[0, 2000, 34.9], [0, 10000, 54.9], [0, null, 89.9], [500, null, 29.9]]],
  ['Motoboy (São Paulo capital)', 0, false, false, false, false, [['01000000', '05999999']], [[0, 10000, 15]]],
  ['Entrega agendada', 5, false, true, false, false, [['01000000', '09999999']], [[0, null, 39.9]]],
  ['Entrega digital', 0, false, false, true, false, [], [[0, null, 0]]],
];

export async function seedCartRules(tx: Tx): Promise<void> {
  // Limits only block checkout (verifyCartLimits), never an add: a minimum of R$ 100,00 and at most 50 items.
  await tx.execute(sql`insert into store_limits (tipo, minimo, maximo) values ('V', 100, 0), ('C', 0, 50)`);
  // Q limits: the most expensive simple product at most 5 a cart; the next one sold in pairs (min 2, multiples of 2).
  await tx.execute(sql`
    insert into product_limits (product_id, minimo, maximo, multiplo)
    select id, 0, 5, 1 from (select p.id from products p where ${simple} order by p.sale_price desc, p.id limit 1) a`);
  await tx.execute(sql`
    insert into product_limits (product_id, minimo, maximo, multiplo)
    select id, 2, 0, 2 from (select p.id from products p where ${simple} order by p.sale_price desc, p.id offset 1 limit 1) b`);
  // Leve 3 Pague 2 on the cheapest simple product.
  await tx.execute(sql`
    insert into take_pay_promotions (product_id, take, pay)
    select p.id, 3, 2 from products p where ${simple} order by p.sale_price, p.id limit 1`);
  await tx.execute(sql`
    insert into vouchers (code, value, starts_at, ends_at, used) values
      ('VALE100', 100, null, null, false),
      ('VALE1000', 1000, null, null, false),
      ('VALEUSADO', 50, null, null, true),
      ('VALE2024', 80, '2024-01-01T03:00:00Z', '2024-12-31T02:59:59Z', false)`);
  await tx.execute(sql`
    insert into discount_keys (key, description, type_discount, value_discount, min_subtotal, max_uses, used_count)
    values ('PRIMEIRAS100', '5% para as 100 primeiras compras (esgotado)', 1, 5, 0, 100, 100)`);
  await tx.execute(sql`
    insert into payment_gateways (id, name, installment_max, min_installment_value, interest, interest_free_up_to, position) values
      (17, 'Cartão de crédito', 12, 10, 0, 12, 1),
      (18, 'Pix', 1, 0, 0, 1, 2),
      (20, 'Boleto bancário', 1, 0, 0, 1, 3)`);
  // the platform's gateway ids: the payment flags read 17 and 20 (catalogue-and-discovery §3)
  await tx.execute(sql`select setval(pg_get_serial_sequence('payment_gateways', 'id'), 20)`);
  let position = 0;
  for (const [name, deliveryTime, usefulDay, scheduled, digital, free, ranges, rates] of SHIPPING_MODES) {
    position += 1;
    const [mode] = await queryRows<{ id: number }>(tx, sql`
      insert into shipping_modes (name, delivery_time, useful_day, scheduled_delivery, digital, free_shipping_eligible, position)
      values (${name}, ${deliveryTime}, ${usefulDay}, ${scheduled}, ${digital}, ${free}, ${position}) returning id`);
    for (const [start, end] of ranges) {
      await tx.execute(sql`insert into shipping_mode_ranges (mode_id, cep_start, cep_end) values (${mode!.id}, ${start}, ${end})`);
    }
    for (const [minSubtotal, maxWeight, price] of rates) {
      await tx.execute(sql`insert into shipping_rates (mode_id, min_subtotal, max_weight_grams, price) values (${mode!.id}, ${minSubtotal}, ${maxWeight}, ${price})`);
    }
  }
  await tx.execute(sql`
    insert into free_shipping_rules (cep_start, cep_end, min_subtotal, cart_information) values
      (null, null, 299, 'Faltam [Valor] para você ganhar Frete Grátis!'),
      ('01000000', '19999999', 199, 'Para o estado de São Paulo, faltam [Valor] para você ganhar Frete Grátis!')`);
  await tx.execute(sql`insert into redirects (old_path, new_path) values ('/sofas', '/casa/sala/c'), ('/promocoes', '/ofertas-relampago/g')`);
}
