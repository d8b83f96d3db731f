/** Helpers of the cart rule tests: fresh products set up for a test, and the cart calls. */
import { sql } from 'drizzle-orm';
import type { CartContents } from '../../src/api/operations';
import type { serverForThisFile, TestClient } from './helpers';

type File = ReturnType<typeof serverForThisFile>;

export interface TestProduct {
  product_id: number;
  sku_id: number;
  name: string;
}

/**
 * Products of one test file: each call takes a regular product without variations that no other call of
 * the file took and that has no seeded limit or promotion, and sets its price, stock, weight and kind.
 */
export function productPicker(file: File) {
  const used: number[] = [];
  return async function product(options: { price?: number; stock?: number; weightGrams?: number; virtual?: boolean } = {}): Promise<TestProduct> {
    const [row] = await file.rows<TestProduct>(sql`
      select p.id as product_id, s.id as sku_id, p.name from products p join skus s on s.product_id = p.id
      where p.active and p.id_type_product = 1 and not p.flag_exhausted and s.visible
        and not exists (select 1 from skus s2 join sku_variations sv on sv.sku_id = s2.id where s2.product_id = p.id)
        and not exists (select 1 from product_limits l where l.product_id = p.id)
        and not exists (select 1 from take_pay_promotions t where t.product_id = p.id)
        and not exists (select 1 from take_pay_promotions t join product_categories pc on pc.category_id = t.category_id where pc.product_id = p.id)
        and p.id <> all(${`{${used.join(',')}}`}::int[])
      order by p.id limit 1`);
    used.push(row!.product_id);
    const db = file.server.database.db;
    await db.execute(sql`
      update products set price = ${options.price ?? 50}, price_promotion = null, weight_grams = ${options.weightGrams ?? 500},
        is_virtual = ${options.virtual ?? false}, flag_exhausted = false where id = ${row!.product_id}`);
    await db.execute(sql`update skus set price = null, price_promotion = null, stock = ${options.stock ?? 100} where id = ${row!.sku_id}`);
    return row!;
  };
}

export const addItem = (client: TestClient, idProduct: number, quantity = 1, idSku: number | null = null) =>
  client.call('addProductToCart', null, { idProduct, idSku, quantity, isRecurrent: false });

export const cartOf = async (client: TestClient) => (await client.call('getCartContents')).json<CartContents>();

export const login = (client: TestClient, username: string) =>
  client.post('/api/login', { request: 'login', json: { username, password: 'Senha@123', tokenRecaptcha: 'offline:Login' } });

/** A clock the tests move. */
export function movableClock(start = new Date()) {
  let now = start.getTime();
  return {
    clock: () => new Date(now),
    advanceMinutes(minutes: number) {
      now += minutes * 60_000;
    },
  };
}
