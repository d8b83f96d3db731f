/**
 * Home showcases and product carousels: each query picks the ids of active products in the carousel's
 * order, then `loadProductCards` maps them (one card mapping for every list). Every home page asks for
 * the same few answers, so they are kept in an AnswerCache (dropped on bumpCatalogueVersion, 60 s at most);
 * lightning offers are not cached (their end dates make them time-dependent).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { GroupShowcase, ProductCardData } from '../../../src/api/operations';
import { queryRows, type Db } from '../../db/client';
import { AnswerCache } from '../../lib/answer-cache';
import { loadProductCards } from './product-cards';
import { buildUrl } from '../../../src/routes';

/** The group whose products make the home's featured showcase ('Produtos em Destaque da Home'). */
const HOME_FEATURED_GROUP = 'destaques-da-home';
const LIGHTNING_OFFERS_MAX = 15;
/** Related and also-purchased carousels show at most this many. */
const RELATED_MAX = 12;

export type RelationKind = 'related' | 'also_purchased';

export function showcasesRepository(db: Db) {
  const idsOf = async (query: SQL) => (await queryRows<{ id: number }>(db, query)).map((row) => Number(row.id));
  const cache = new AnswerCache(512);
  const cards = (key: string, query: SQL): Promise<ProductCardData[]> =>
    cache.get(key, async () => loadProductCards(db, await idsOf(query)));

  return {
    /** Products of the home featured group, in the group's order. */
    featured(quantity: number) {
      return cards(`featured:${quantity}`, sql`
        select p.id from groups g join product_groups pg on pg.group_id = g.id join products p on p.id = pg.product_id
        where g.url_friendly = ${HOME_FEATURED_GROUP} and p.active
        order by pg.position, p.id limit ${quantity}`);
    },

    /** Every group shown on home (in position order) with up to `quantity` of its products; empty groups are left out. */
    groups(quantity: number): Promise<GroupShowcase[]> {
      return cache.get(`groups:${quantity}`, () => groupShowcases(quantity));
    },

    mostSold(quantity: number) {
      return cards(`sold:${quantity}`, sql`select id from products where active order by sold_count desc, id limit ${quantity}`);
    },

    newArrivals(quantity: number) {
      return cards(`new:${quantity}`, sql`select id from products where active order by created_at desc, id desc limit ${quantity}`);
    },

    /** Curated relations of a product, highest weight first. */
    related(productId: number, kind: RelationKind, quantity = RELATED_MAX) {
      return cards(`${kind}:${productId}:${quantity}`, sql`
        select p.id from product_relations r join products p on p.id = r.related_id
        where r.product_id = ${productId} and r.kind = ${kind} and p.active and p.id <> ${productId}
        order by r.weight desc, p.id limit ${quantity}`);
    },

    /** Products whose lightning offer has not ended, soonest end first. */
    async lightningOffers(limit = LIGHTNING_OFFERS_MAX) {
      return loadProductCards(
        db,
        await idsOf(sql`select id from products where active and offer_end_date > now() order by offer_end_date, id limit ${limit}`),
      );
    },
  };

  /** Every group shown on home (in position order) with up to `quantity` of its products; empty groups are left out. */
  async function groupShowcases(quantity: number): Promise<GroupShowcase[]> {
    const rows = await queryRows<{
      group_id: number;
      name: string;
      url_friendly: string;
      title: string;
      meta_description: string;
      product_id: number;
    }>(
      db,
      sql`
      select g.id as group_id, g.name, g.url_friendly, g.title, g.meta_description, ranked.product_id
      from groups g
      cross join lateral (
        select pg.product_id from product_groups pg join products p on p.id = pg.product_id
        where pg.group_id = g.id and p.active
        order by pg.position, pg.product_id limit ${quantity}
      ) ranked
      where g.show_on_home
      order by g.position, g.id`,
    );
    const cardsById = new Map((await loadProductCards(db, rows.map((row) => Number(row.product_id)))).map((card) => [card.idProduct, card]));
    const showcases = new Map<number, GroupShowcase>();
    for (const row of rows) {
      let showcase = showcases.get(row.group_id);
      if (!showcase) {
        showcase = {
          idGroup: row.group_id,
          name: row.name,
          urlFriendly: row.url_friendly,
          urlGroup: buildUrl({ page: 'group', slug: row.url_friendly }),
          title: row.title,
          metaDescription: row.meta_description,
          products: [],
        };
        showcases.set(row.group_id, showcase);
      }
      const card = cardsById.get(Number(row.product_id));
      if (card) showcase.products.push(card);
    }
    return [...showcases.values()];
  }
}
