/**
 * The relevance order of a search listing (sort `relevancia`, the default of a search), over
 * product_search: sold-out products last (`available`, as in every order), then, best first,
 *   4 when every word of the term is in the product's name (the name's lexemes, weight A of `v`),
 *   2 when the name holds the whole term as typed (accents and case folded),
 *   1 when the name starts with it,
 * then Portuguese full-text rank (ts_rank over `v`: a name match weighs more than a description match),
 * then best sellers and the id (a stable order for paging). Figures: docs/search-relevance.md.
 */
import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../lib/text';

/** The text search query of a normalised term (every word, stemmed, accents ignored). */
export const searchQuery = (term: string) => sql`plainto_tsquery('pt_unaccent', ${term})`;

export function relevanceOrder(term: string): SQL {
  const query = searchQuery(term);
  return sql`available desc,
    (ts_filter(v, '{a}') @@ ${query})::int * 4 + (sort_name like ${`%${escapeLike(term)}%`})::int * 2
      + (sort_name like ${`${escapeLike(term)}%`})::int desc,
    ts_rank(v, ${query}) desc, sold_count desc nulls last, product_id`;
}
