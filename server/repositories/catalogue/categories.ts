/**
 * Category tree, groups, and the lookup of a listing's source (category path, brand or group slug, or id).
 * These tables are small: they are read whole and kept in memory for one catalogue version.
 */
import { sql } from 'drizzle-orm';
import type { Category, Group } from '../../../src/api/operations';
import { queryRows, type Db } from '../../db/client';
import { AnswerCache } from '../../lib/answer-cache';
import { buildUrl } from '../../../src/routes';

export interface SourceDictionary {
  categoriesByPath: Map<string, number>;
  categoriesById: Map<number, { id: number; name: string; path: string; level: number; parentId: number | null }>;
  brandsBySlug: Map<string, number>;
  brandIds: Set<number>;
  groupsBySlug: Map<string, number>;
  groupIds: Set<number>;
}

interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  level: number;
  level_code: string;
  url_friendly: string;
  path: string;
  image: string;
}

export function categoriesRepository(db: Db) {
  const cache = new AnswerCache(16);

  const allCategories = () =>
    queryRows<CategoryRow>(
      db,
      sql`select id, parent_id, name, level, level_code, url_friendly, path, image from categories order by level_code`,
    );

  return {
    /** The whole tree, roots first, children in level-code order, each with childMenu. */
    tree(): Promise<Category[]> {
      return cache.get('tree', async () => {
        const rows = await allCategories();
        const nodes = new Map<number, Category>();
        const roots: Category[] = [];
        for (const row of rows) {
          const node: Category = {
            idCategory: row.id,
            name: row.name,
            level: row.level,
            levelCode: row.level_code,
            urlFriendly: row.url_friendly,
            path: row.path,
            image: row.image,
            childMenu: [],
          };
          nodes.set(row.id, node);
          const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
          if (parent) parent.childMenu.push(node);
          else roots.push(node);
        }
        return roots;
      });
    },

    /** Every group, in their position order. */
    groups(): Promise<Group[]> {
      return cache.get('groups', async () => {
        const rows = await queryRows<{ id: number; name: string; url_friendly: string; title: string; meta_description: string }>(
          db,
          sql`select id, name, url_friendly, title, meta_description from groups order by position, id`,
        );
        return rows.map((row) => ({
          idGroup: row.id,
          name: row.name,
          urlFriendly: row.url_friendly,
          urlGroup: buildUrl({ page: 'group', slug: row.url_friendly }),
          title: row.title,
          metaDescription: row.meta_description,
        }));
      });
    },

    /** Friendly URLs and ids of categories, brands and groups, to resolve a listing's source. */
    sources(): Promise<SourceDictionary> {
      return cache.get('sources', async () => {
        const [categories, brands, groups] = await Promise.all([
          allCategories(),
          queryRows<{ id: number; url_friendly: string }>(db, sql`select id, url_friendly from brands`),
          queryRows<{ id: number; url_friendly: string }>(db, sql`select id, url_friendly from groups`),
        ]);
        return {
          categoriesByPath: new Map(categories.map((c) => [c.path, c.id])),
          categoriesById: new Map(
            categories.map((c) => [c.id, { id: c.id, name: c.name, path: c.path, level: c.level, parentId: c.parent_id }]),
          ),
          brandsBySlug: new Map(brands.map((b) => [b.url_friendly, b.id])),
          brandIds: new Set(brands.map((b) => b.id)),
          groupsBySlug: new Map(groups.map((g) => [g.url_friendly, g.id])),
          groupIds: new Set(groups.map((g) => g.id)),
        };
      });
    },
  };
}
