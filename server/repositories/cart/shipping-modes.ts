import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** A shipping mode with its price rows (services/cart-shipping.ts picks the row of a cart). */
export interface ShippingModeRow {
  id: number;
  name: string;
  deliveryTime: number;
  usefulDay: boolean;
  scheduledDelivery: boolean;
  digital: boolean;
  freeShippingEligible: boolean;
  rates: Array<{ minSubtotal: number; maxWeightGrams: number | null; price: number }>;
}

/** A free-shipping rule: from minSubtotal on; cepStart null for the general rule. */
export interface FreeShippingRuleRow {
  id: number;
  cepStart: string | null;
  minSubtotal: number;
  cartInformation: string;
  cartDisplayInfo: boolean;
}

export function shippingModesRepository(db: Db) {
  async function modes(where: ReturnType<typeof sql>): Promise<ShippingModeRow[]> {
    const rows = await queryRows<{
      id: number; name: string; delivery_time: number; useful_day: boolean; scheduled_delivery: boolean; digital: boolean;
      free_shipping_eligible: boolean; rates: Array<{ min_subtotal: number | string; max_weight_grams: number | null; price: number | string }>;
    }>(db, sql`
      select m.id, m.name, m.delivery_time, m.useful_day, m.scheduled_delivery, m.digital, m.free_shipping_eligible,
             coalesce((select jsonb_agg(jsonb_build_object('min_subtotal', r.min_subtotal, 'max_weight_grams', r.max_weight_grams, 'price', r.price))
                       from shipping_rates r where r.mode_id = m.id), '[]'::jsonb) as rates
      from shipping_modes m where m.active and ${where} order by m.position, m.id`);
    return rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      deliveryTime: Number(r.delivery_time),
      usefulDay: r.useful_day,
      scheduledDelivery: r.scheduled_delivery,
      digital: r.digital,
      freeShippingEligible: r.free_shipping_eligible,
      rates: r.rates.map((rate) => ({
        minSubtotal: Number(rate.min_subtotal),
        maxWeightGrams: rate.max_weight_grams === null ? null : Number(rate.max_weight_grams),
        price: Number(rate.price),
      })),
    }));
  }

  return {
    /** The physical modes whose CEP ranges hold the postcode (8 digits). */
    forPostcode: (postcode: string) =>
      modes(sql`not m.digital and exists (select 1 from shipping_mode_ranges g where g.mode_id = m.id and ${postcode} between g.cep_start and g.cep_end)`),

    /** The digital delivery mode (carts of only virtual products), if the store has one. */
    async digital(): Promise<ShippingModeRow | undefined> {
      const [mode] = await modes(sql`m.digital`);
      return mode;
    },

    /** The free-shipping rule of a postcode: one of its CEP range, else the general one (null postcode: general). */
    async freeShippingRule(postcode: string | null): Promise<FreeShippingRuleRow | undefined> {
      const rows = await queryRows<{ id: number; cep_start: string | null; min_subtotal: string | number; cart_information: string; cart_display_info: boolean }>(
        db,
        sql`select id, cep_start, min_subtotal, cart_information, cart_display_info from free_shipping_rules
            where active and ((cep_start is null and cep_end is null) or ${postcode} between cep_start and cep_end)
            order by (cep_start is null), min_subtotal, id limit 1`,
      );
      const row = rows[0];
      return row
        ? { id: Number(row.id), cepStart: row.cep_start, minSubtotal: Number(row.min_subtotal), cartInformation: row.cart_information, cartDisplayInfo: row.cart_display_info }
        : undefined;
    },
  };
}
