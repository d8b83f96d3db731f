import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDatabase } from './helpers';
import { queryRows, type Database } from '../../server/db/client';
import { isValidCnpj, isValidCpf, isValidEmail } from '../../src/validation';

let database: Database;
beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function one<T>(query: SQL): Promise<T> {
  return (await queryRows<T>(database.db, query))[0]!;
}

describe('the demo catalogue', () => {
  it('has at least 300 products across 12 to 15 brands and about 6 groups', async () => {
    const counts = await one<{ products: number; brands: number; groups: number; used_brands: number }>(sql`
      select (select count(*)::int from products) as products,
             (select count(*)::int from brands) as brands,
             (select count(*)::int from groups) as groups,
             (select count(distinct brand_id)::int from products) as used_brands`);
    expect(counts.products).toBeGreaterThanOrEqual(300);
    expect(counts.brands).toBeGreaterThanOrEqual(12);
    expect(counts.brands).toBeLessThanOrEqual(15);
    expect(counts.used_brands).toBe(counts.brands);
    expect(counts.groups).toBeGreaterThanOrEqual(6);
  });

  it('has a category tree whose branches are 2 to 4 levels deep, with consistent level codes and paths', async () => {
    const rows = await queryRows<{ level: number; n: number }>(
      database.db,
      sql`select level, count(*)::int as n from categories group by level order by level`,
    );
    expect(rows.map((r) => r.level)).toEqual([1, 2, 3, 4]);
    const broken = await one<{ n: number }>(sql`
      select count(*)::int as n from categories c left join categories p on p.id = c.parent_id
      where length(c.level_code) <> 2 * c.level
         or (c.level = 1) <> (c.parent_id is null)
         or (p.id is not null and (c.level <> p.level + 1 or left(c.level_code, 2 * p.level) <> p.level_code
                                   or c.path <> p.path || '/' || c.url_friendly))`);
    expect(broken.n).toBe(0);
    // Products sit in leaves of depth 2, 3 and 4.
    const depths = await queryRows<{ level: number }>(database.db, sql`
      select distinct c.level from product_categories pc join categories c on c.id = pc.category_id order by c.level`);
    expect(depths.map((d) => d.level)).toEqual([2, 3, 4]);
  });

  it('has products sold out, on promotion, sold on request and with variations', async () => {
    const stats = await one<{ sold_out: number; promotions: number; on_request: number; with_variations: number; total: number }>(sql`
      select count(*) filter (where stock = 0)::int as sold_out,
             count(*) filter (where price_promotion is not null and price_promotion < price)::int as promotions,
             count(*) filter (where id_type_product = 3)::int as on_request,
             count(*) filter (where exists (select 1 from skus k join sku_variations sv on sv.sku_id = k.id where k.product_id = products.id))::int as with_variations,
             count(*)::int as total
      from products`);
    expect(stats.sold_out).toBeGreaterThanOrEqual(5);
    expect(stats.promotions / stats.total).toBeGreaterThan(0.15);
    expect(stats.promotions / stats.total).toBeLessThan(0.35);
    expect(stats.on_request).toBeGreaterThanOrEqual(3);
    expect(stats.with_variations / stats.total).toBeGreaterThan(0.3);
  });

  it('keeps every product with one standard SKU and a stock equal to the sum of its SKUs', async () => {
    const bad = await one<{ n: number }>(sql`
      select count(*)::int as n from products p
      where (select count(*) from skus k where k.product_id = p.id and k.standard) <> 1
         or p.stock <> (select coalesce(sum(k.stock), 0) from skus k where k.product_id = p.id and k.visible)`);
    expect(bad.n).toBe(0);
    // Some products in stock have a sold-out SKU (a single size or colour).
    const partly = await one<{ n: number }>(sql`
      select count(distinct p.id)::int as n from products p join skus k on k.product_id = p.id where p.stock > 0 and k.stock = 0`);
    expect(partly.n).toBeGreaterThan(0);
  });

  it('has colour variations with hex codes, sizes and voltages', async () => {
    const rows = await queryRows<{ name: string; n: number; hex: number }>(database.db, sql`
      select r.name, count(v.id)::int as n, count(*) filter (where v.color ~ '^#[0-9a-f]{6}$')::int as hex
      from variation_references r join variations v on v.reference_id = r.id group by r.name order by r.name`);
    const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
    expect(byName.Cor!.hex).toBe(byName.Cor!.n);
    expect(byName.Tamanho!.n).toBeGreaterThanOrEqual(4);
    expect(byName.Voltagem!.n).toBeGreaterThanOrEqual(2);
  });

  it('has accented names (Sofá, Colchão, Tênis, Maiô, Calça) with unique friendly URLs', async () => {
    for (const word of ['Sofá', 'Colchão', 'Tênis', 'Maiô', 'Calça']) {
      const found = await one<{ n: number }>(sql`select count(*)::int as n from products where name like ${`%${word}%`}`);
      expect(found.n, word).toBeGreaterThan(0);
    }
    const slugs = await one<{ n: number; bad: number }>(sql`
      select count(*)::int - count(distinct url_friendly)::int as n,
             count(*) filter (where url_friendly !~ '^[a-z0-9]+(-[a-z0-9]+)*$')::int as bad from products`);
    expect(slugs).toEqual({ n: 0, bad: 0 });
  });

  it('finds products without regard to accents with the pt_unaccent search configuration', async () => {
    for (const term of ['sofa', 'colchao', 'tenis', 'maio', 'calca']) {
      const found = await one<{ n: number }>(
        sql`select count(*)::int as n from products where search_vector @@ websearch_to_tsquery('pt_unaccent', ${term})`,
      );
      expect(found.n, term).toBeGreaterThan(0);
    }
  });

  it('has 1 to 3 images per product (for every colour), ratings, installments and spread dates and sales', async () => {
    const stats = await one<{ min: number; max: number; rated: number; installments: number; dates: number; sold: number }>(sql`
      select min(n)::int as min, max(n)::int as max,
             (select count(*) filter (where rate > 0)::int from products) as rated,
             (select count(*) filter (where installment_max > 1)::int from products) as installments,
             (select count(distinct date_trunc('month', created_at))::int from products) as dates,
             (select count(distinct sold_count)::int from products) as sold
      from (select count(*) as n from product_images where variation_id is null group by product_id) i`);
    expect(stats.min).toBe(1);
    expect(stats.max).toBe(3);
    expect(stats.rated).toBeGreaterThan(100);
    expect(stats.installments).toBeGreaterThan(100);
    expect(stats.dates).toBeGreaterThan(12);
    expect(stats.sold).toBeGreaterThan(100);
  });

  it('has the documented customers: two with a password (PF and PJ) and one without', async () => {
    const rows = await queryRows<{ email: string; person_type: string; has_password: boolean }>(database.db, sql`
      select email, person_type, password_hash is not null as has_password from customers order by id`);
    expect(rows).toEqual(
      expect.arrayContaining([
        { email: 'maria@example.com', person_type: 'F', has_password: true },
        { email: 'contato@empresa.example.com', person_type: 'J', has_password: true },
        { email: 'joao@example.com', person_type: 'F', has_password: false },
      ]),
    );
    const documents = await queryRows<{ cpf_cnpj: string; person_type: string; email: string }>(
      database.db,
      sql`select cpf_cnpj, person_type, email from customers`,
    );
    for (const customer of documents) {
      expect(customer.person_type === 'J' ? isValidCnpj(customer.cpf_cnpj) : isValidCpf(customer.cpf_cnpj), customer.email).toBe(true);
      expect(isValidEmail(customer.email), customer.email).toBe(true);
    }
    const hash = await one<{ password_hash: string }>(sql`select password_hash from customers where email = 'maria@example.com'`);
    expect(hash.password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
  });

  it('has lightning offers ending in the future and showcase groups', async () => {
    const offers = await one<{ n: number }>(sql`
      select count(*)::int as n from product_groups pg join groups g on g.id = pg.group_id join products p on p.id = pg.product_id
      where g.url_friendly = 'ofertas-relampago' and p.offer_end_date > now() and p.price_promotion is not null`);
    expect(offers.n).toBeGreaterThanOrEqual(4);
    const empty = await one<{ n: number }>(sql`
      select count(*)::int as n from groups g where not exists (select 1 from product_groups pg where pg.group_id = g.id)`);
    expect(empty.n).toBe(0);
  });
});
