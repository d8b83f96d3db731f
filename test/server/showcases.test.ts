import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GroupShowcase, ProductCardData } from '../../src/api/operations';
import { queryRows } from '../../server/db/client';
import { bumpCatalogueVersion } from '../../server/lib/answer-cache';
import { serverForThisFile } from './helpers';

const { server, client } = serverForThisFile();

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.database.db, query);
const ids = (cards: ProductCardData[]) => cards.map((card) => card.idProduct);
async function cards(request: string, params: string | null = null): Promise<ProductCardData[]> {
  const response = await client.call(request, params);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductCardData[]>();
}

describe('home showcases', () => {
  it('getShowcase answers the products of "Destaques da Home" in group order, 12 at most, as full cards', async () => {
    const expected = await rows<{ product_id: number }>(sql`
      select pg.product_id from product_groups pg join groups g on g.id = pg.group_id join products p on p.id = pg.product_id
      where g.name = 'Destaques da Home' and p.active order by pg.position, pg.product_id`);
    expect(expected.length).toBeGreaterThan(12);
    const featured = await cards('getShowcase', 'quantity=8');
    expect(ids(featured)).toEqual(expected.slice(0, 8).map((row) => row.product_id));
    expect(featured[0]).toMatchObject({ idProduct: expect.any(Number), url: expect.stringMatching(/^\/produto\//), skUs: expect.any(Array) });
    expect(await cards('getShowcase', 'quantity=50')).toHaveLength(12);
    expect(await cards('getShowcase')).toHaveLength(12);
  });

  it('leaves inactive products out', async () => {
    const [first] = await cards('getShowcase', 'quantity=1');
    await server.database.db.execute(sql`update products set active = false where id = ${first!.idProduct}`);
    bumpCatalogueVersion(); // what a write of the catalogue does after it commits
    try {
      expect(ids(await cards('getShowcase', 'quantity=12'))).not.toContain(first!.idProduct);
    } finally {
      await server.database.db.execute(sql`update products set active = true where id = ${first!.idProduct}`);
      bumpCatalogueVersion();
    }
  });

  it('getGroupShowcase answers each group shown on home with its products', async () => {
    const response = await client.call('getGroupShowcase', 'quantity=4');
    expect(response.statusCode).toBe(200);
    const groups = response.json<GroupShowcase[]>();
    const expected = await rows<{ name: string }>(sql`select name from groups where show_on_home order by position, id`);
    expect(groups.map((g) => g.name)).toEqual(expected.map((g) => g.name));
    expect(groups.map((g) => g.name)).not.toContain('Mais Vendidos');
    for (const group of groups) {
      expect(group.urlGroup).toBe(`/${group.urlFriendly}/g`);
      expect(group.products.length).toBeGreaterThan(0);
      expect(group.products.length).toBeLessThanOrEqual(4);
    }
    const launches = groups.find((g) => g.name === 'Lançamentos')!;
    const members = await rows<{ product_id: number }>(sql`
      select pg.product_id from product_groups pg where pg.group_id = ${launches.idGroup} order by pg.position, pg.product_id limit 4`);
    expect(ids(launches.products)).toEqual(members.map((m) => m.product_id));
  });

  it('getMostSold orders by sales and getNewArrivals by creation date', async () => {
    const sold = await cards('getMostSold', 'quantity=12');
    const expectedSold = await rows<{ id: number }>(sql`select id from products where active order by sold_count desc, id limit 12`);
    expect(ids(sold)).toEqual(expectedSold.map((r) => r.id));
    const newest = await cards('getNewArrivals', 'quantity=5');
    const expectedNew = await rows<{ id: number }>(sql`select id from products where active order by created_at desc, id desc limit 5`);
    expect(ids(newest)).toEqual(expectedNew.map((r) => r.id));
  });

  it('refuses a malformed quantity with 400 in pt-BR', async () => {
    for (const params of ['quantity=abc', 'quantity=0', 'quantity=-3', 'quantity=1.5']) {
      const response = await client.call('getMostSold', params);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Parâmetros da requisição inválidos.', code: 'INVALID_INPUT' });
    }
  });
});

describe('product carousels', () => {
  it('getRelatedProducts and getAlsoPurchased follow product_relations by weight', async () => {
    const [source] = await rows<{ product_id: number }>(sql`
      select product_id from product_relations where kind = 'related' group by product_id having count(*) >= 3 order by product_id limit 1`);
    const id = source!.product_id;
    for (const [request, kind] of [
      ['getRelatedProducts', 'related'],
      ['getAlsoPurchased', 'also_purchased'],
    ] as const) {
      const expected = await rows<{ related_id: number }>(sql`
        select r.related_id from product_relations r join products p on p.id = r.related_id
        where r.product_id = ${id} and r.kind = ${kind} and p.active order by r.weight desc, r.related_id limit 12`);
      const answer = await cards(request, `idProduct=${id}`);
      expect(ids(answer)).toEqual(expected.map((r) => r.related_id));
      expect(ids(answer)).not.toContain(id);
    }
    expect(await cards('getRelatedProducts', 'idProduct=99999999')).toEqual([]);
    expect((await client.call('getRelatedProducts', 'idProduct=abc')).statusCode).toBe(400);
    expect((await client.call('getAlsoPurchased', null)).statusCode).toBe(400);
  });

  it('getLightningOffers answers running offers only, soonest end first, 15 at most', async () => {
    const offers = await cards('getLightningOffers');
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.length).toBeLessThanOrEqual(15);
    const ends = offers.map((card) => Date.parse(card.offerEndDate!));
    expect(ends.every((end) => end > Date.now())).toBe(true);
    expect([...ends].sort((a, b) => a - b)).toEqual(ends);
    expect(offers.every((card) => card.offerStatus)).toBe(true);

    // An ended offer leaves the carousel.
    await server.database.db.execute(sql`update products set offer_end_date = now() - interval '1 hour' where id = ${offers[0]!.idProduct}`);
    expect(ids(await cards('getLightningOffers'))).not.toContain(offers[0]!.idProduct);
  });
});
