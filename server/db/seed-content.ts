/**
 * Seed of the store content that hangs off the catalogue: banners for home, categories, groups and
 * brands, and the product relations behind 'related' and 'also purchased'. Written in SQL from the
 * rows already inserted, so it scales with SEED_PRODUCTS.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Home banners: [type, name, link, description HTML]. Two full-width ones rotate at random. */
const HOME_BANNERS: ReadonlyArray<readonly [type: 'F' | 'C' | 'L' | 'R', name: string, link: string, description: string]> = [
  ['F', 'Semana da Casa', '/casa/sala/c', '<p><strong>Semana da Casa:</strong> até 30% OFF em sala e quarto.</p>'],
  ['F', 'Moda de Verão', '/moda/feminino/c', '<p>Nova coleção de <em>verão</em> com frete grátis acima de R$ 299.</p>'],
  ['C', 'Ofertas Relâmpago', '/ofertas-relampago/g', '<p>Corra! Ofertas com tempo limitado.</p>'],
  ['C', 'Lançamentos', '/lancamentos/g', ''],
  ['L', 'Compre pelo WhatsApp', '/perguntas-frequentes', '<p>Atendimento de segunda a sábado.</p>'],
  ['L', 'Parcele em até 10x', '/perguntas-frequentes', ''],
  ['R', 'Entrega para todo o Brasil', '/institucional/1/1', '<p>Enviamos para os 27 estados.</p>'],
];

/**
 * Discount keys of the demo store (server/README.md lists them): [key, description, type (1 percent,
 * 2 value), value, minimum subtotal, starts, ends].
 */
const DISCOUNT_KEYS: ReadonlyArray<readonly [key: string, description: string, type: 1 | 2, value: number, minSubtotal: number, startsAt: string | null, endsAt: string | null]> = [
  ['BEMVINDO10', '10% de desconto na primeira compra', 1, 10, 0, null, null],
  ['CASA50', 'R$ 50,00 de desconto em compras a partir de R$ 300,00', 2, 50, 300, null, null],
  ['VERAO2025', '15% de desconto na campanha de verão 2025 (encerrada)', 1, 15, 0, '2025-01-01T03:00:00Z', '2025-03-21T02:59:59Z'],
];

export async function seedContent(tx: Tx): Promise<void> {
  for (const [key, description, type, value, minSubtotal, startsAt, endsAt] of DISCOUNT_KEYS) {
    await tx.execute(sql`
      insert into discount_keys (key, description, type_discount, value_discount, min_subtotal, starts_at, ends_at)
      values (${key}, ${description}, ${type}, ${value}, ${minSubtotal}, ${startsAt}, ${endsAt})`);
  }
  let position = 0;
  for (const [type, name, link, description] of HOME_BANNERS) {
    position += 1;
    await tx.execute(sql`
      insert into banners (name, area, type, path, name_file_image, link, description, random, position)
      values (${name}, 'home', ${type}, '', '', ${link}, ${description}, ${type === 'F' ? 1 : 0}, ${position})`);
  }
  // Category banners for the first three levels (the spec derives a banner path from up to three segments).
  await tx.execute(sql`
    insert into banners (name, area, type, path, name_file_image, link, description, random, position)
    select c.name, 'category', 'F', c.path || '/c', '', '/' || c.path || '/c',
           '<p>Os melhores produtos de <strong>' || c.name || '</strong> estão aqui.</p>', 0, c.position
    from categories c where c.level <= 3`);
  await tx.execute(sql`
    insert into banners (name, area, type, path, name_file_image, link, description, random, position)
    select g.name, 'group', 'F', g.url_friendly || '/g', '', '/' || g.url_friendly || '/g', '', 0, g.position from groups g`);
  await tx.execute(sql`
    insert into banners (name, area, type, path, name_file_image, link, description, random, position)
    select b.name, 'brand', 'F', b.url_friendly || '/m', '', '/' || b.url_friendly || '/m', '', 0, 0 from brands b where b.featured`);
  // Every banner image is drawn by the server (/img/banners/{id}.svg).
  await tx.execute(sql`update banners set name_file_image = '/img/banners/' || id || '.svg'`);

  // Related: up to 8 best sellers of the product's main category. Also purchased: up to 6 products of
  // other departments, picked by a stable hash so pairs look like real baskets.
  // The 9 best sellers of each category are ranked once (a lateral subquery per product grew with the
  // square of the catalogue: 18 minutes at 100,000 products).
  await tx.execute(sql`
    insert into product_relations (product_id, related_id, kind, weight)
    select product_id, related_id, 'related', sold_count from (
      select pc.product_id, t.product_id as related_id, t.sold_count,
             row_number() over (partition by pc.product_id order by t.sold_count desc, t.product_id) as rank
      from product_categories pc
      join (
        select category_id, product_id, sold_count from (
          select o.category_id, o.product_id, p.sold_count,
                 row_number() over (partition by o.category_id order by p.sold_count desc, o.product_id) as rank
          from product_categories o join products p on p.id = o.product_id
          where p.active
        ) ranked where rank <= 9
      ) t on t.category_id = pc.category_id and t.product_id <> pc.product_id
      where pc.main
    ) picked where rank <= 8`);
  await tx.execute(sql`
    insert into product_relations (product_id, related_id, kind, weight)
    select p.id, q.id, 'also_purchased', 100 - k
    from products p
    cross join generate_series(1, 6) k
    join products q on q.id = 1 + ((p.id * 7919 + k * 104729) % (select max(id) from products))
    where q.id <> p.id and q.active
    on conflict do nothing`);
}
