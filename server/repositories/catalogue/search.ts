/**
 * Search suggestions (the search box's dropdown). A product is suggested when every word of the term
 * appears in its name, accents and case ignored (`name_unaccent like '%word%'`, served by the trigram
 * index); names that start with the term come first, then best sellers. When no name contains the words,
 * two fallbacks follow, each only when the one before found nothing: the full-text prefix query ('sofas',
 * a plural), then trigram word similarity on the names ('travesero', a typo).
 *
 * The grouped answer adds, from the same query's rows (the first 100 names, not only the shown products),
 * the searches that complete the typed text ('sof' → 'sofá', 'sofá retrátil', 'sofá de canto': the words
 * of the names from the one that starts like the typed text, plus one more word, the most frequent first),
 * and, in one more query, the categories and brands whose name matches (small tables). Two queries in all.
 * The listing of a search itself is in listing.ts (product_search).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SearchSuggestion, SearchSuggestionGroups, SearchSuggestionLink } from '../../../src/api/operations';
import { queryRows, type Db } from '../../db/client';
import { buildUrl } from '../../../src/routes';
import { normaliseTerm } from '../../lib/listing-query';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Names read to complete terms: enough for the frequent phrases to stand out, few enough to stay fast. */
const TERM_SOURCE_ROWS = 100;
const GROUP_LIMITS = { terms: 4, categories: 3, brands: 2 } as const;

/** Words a completed term never ends with. */
const STOP_WORDS = new Set(['a', 'o', 'as', 'os', 'de', 'da', 'do', 'das', 'dos', 'e', 'em', 'com', 'para', 'por', 'sem', 'no', 'na']);

interface Row {
  id: number;
  name: string;
  url_friendly: string;
  price: string | number;
  price_promotion: string | number | null;
  id_type_product: number;
  image: string | null;
}

interface LinkRow {
  kind: 'c' | 'm';
  id: number;
  name: string;
  link: string;
}

const product = (row: Row): SearchSuggestion => {
  const price = Number(row.price);
  const promotion = row.price_promotion === null ? null : Number(row.price_promotion);
  return {
    idProduct: row.id,
    name: row.name,
    url: buildUrl({ page: 'product', slug: row.url_friendly }),
    imageHome: row.image ?? '',
    price,
    pricePromotion: promotion !== null && promotion > 0 && promotion < price ? promotion : null,
    idTypeProduct: Number(row.id_type_product),
  };
};

/**
 * The searches that complete `words` (normalised) in these names, most frequent first: from the name's
 * word that starts like the first typed word (or, for a typo, the word sharing the longest start with it)
 * through the words that match the rest, then that phrase plus its next word (stop words carried along,
 * never a number: '3 lugares' is no search).
 */
function completedTerms(names: readonly string[], words: readonly string[], limit: number): string[] {
  const typed = words.join(' ');
  const counts = new Map<string, { text: string; count: number }>();
  const add = (text: string) => {
    const key = normaliseTerm(text);
    if (key === typed) return;
    const entry = counts.get(key);
    if (entry) entry.count += 1;
    else counts.set(key, { text, count: 1 });
  };
  for (const name of names) {
    const shown = name.toLocaleLowerCase('pt-BR').split(/\s+/).filter(Boolean);
    const plain = shown.map(normaliseTerm);
    const shared = (word: string) => {
      let n = 0;
      while (n < word.length && word[n] === words[0]![n]) n++;
      return n;
    };
    let start = plain.findIndex((word) => word.startsWith(words[0]!));
    if (start < 0) {
      // A typo ('travesero'): the word sharing at least half of the typed start; none for a name found by its description.
      const best = Math.max(...plain.map(shared));
      if (best < Math.max(3, Math.ceil(words[0]!.length / 2))) continue;
      start = plain.findIndex((word) => shared(word) === best);
    }
    let end = start;
    for (const word of words.slice(1)) {
      const next = plain.findIndex((candidate, index) => index > end && candidate.startsWith(word));
      if (next > end) end = next;
    }
    add(shown.slice(start, end + 1).join(' '));
    let next = end + 1;
    while (next < plain.length && STOP_WORDS.has(plain[next]!)) next++;
    if (next < plain.length && !/^\d/.test(plain[next]!)) add(shown.slice(start, next + 1).join(' '));
  }
  // Map order is first-seen order (the names come best first), so equal counts keep it.
  return [...counts.values()]
    .sort((a, b) => b.count - a.count)
    .slice(0, limit)
    .map((entry) => entry.text);
}

export function searchRepository(db: Db) {
  /** Products matching `where`, best first, with the first image of the first `withImages` of them. */
  const hits = (where: SQL, order: SQL | null, rows: number, withImages: number) =>
    queryRows<Row>(
      db,
      sql`with hits as (
            select p.id, p.name, p.url_friendly, p.price, p.price_promotion, p.id_type_product
            from products p where p.active and ${where} order by ${order ? sql`${order}, ` : sql``}p.sold_count desc, p.id limit ${rows})
          select h.*, case when row_number() over () <= ${withImages} then
            (select i.url from product_images i where i.product_id = h.id order by i.position, i.id limit 1) end as image
          from hits h`,
    );

  /** The products of a normalised term, through the first way that finds any. */
  async function products(term: string, words: string[], rows: number, withImages: number): Promise<Row[]> {
    const likes = words.map((word) => sql`p.name_unaccent like ${`%${escapeLike(word)}%`}`);
    let found = await hits(sql.join(likes, sql` and `), sql`(p.name_unaccent like ${`${escapeLike(term)}%`}) desc`, rows, withImages);
    if (found.length > 0) return found;
    const prefix = words.map((word) => word.replace(/[^a-z0-9]/g, '')).filter(Boolean);
    if (prefix.length > 0) {
      const query = prefix.map((word) => `${word}:*`).join(' & ');
      found = await hits(sql`p.search_vector @@ to_tsquery('pt_unaccent', ${query})`, null, rows, withImages);
      if (found.length > 0) return found;
    }
    // `<%` (word similarity above pg_trgm's threshold, 0.6) is served by the trigram index.
    return hits(sql`${term} <% p.name_unaccent`, sql`word_similarity(${term}, p.name_unaccent) desc`, rows, withImages);
  }

  /** Categories and brands whose name holds every word (or is like the term, for a typo): two small tables. */
  async function links(term: string, words: string[]): Promise<{ categories: SearchSuggestionLink[]; brands: SearchSuggestionLink[] }> {
    const matches = (column: SQL) =>
      sql`((${sql.join(
        words.map((word) => sql`jet_unaccent(lower(${column})) like ${`%${escapeLike(word)}%`}`),
        sql` and `,
      )}) or ${term} <% jet_unaccent(lower(${column})))`;
    const starts = (column: SQL) => sql`(jet_unaccent(lower(${column})) like ${`${escapeLike(term)}%`})`;
    const rows = await queryRows<LinkRow>(
      db,
      sql`(select 'c' as kind, c.id, c.name, c.path as link from categories c where ${matches(sql`c.name`)}
           order by ${starts(sql`c.name`)} desc, c.level, c.position, c.id limit ${GROUP_LIMITS.categories})
          union all
          (select 'm', b.id, b.name, b.url_friendly from brands b where ${matches(sql`b.name`)}
           order by ${starts(sql`b.name`)} desc, b.name, b.id limit ${GROUP_LIMITS.brands})`,
    );
    const link = (row: LinkRow): SearchSuggestionLink => ({
      id: row.id,
      name: row.name,
      url: buildUrl(row.kind === 'c' ? { page: 'category', slugs: row.link.split('/') } : { page: 'brand', slug: row.link }),
    });
    return {
      categories: rows.filter((row) => row.kind === 'c').map(link),
      brands: rows.filter((row) => row.kind === 'm').map(link),
    };
  }

  const wordsOf = (term: string) => term.split(' ').filter((word) => word !== '');

  return {
    /** Up to `limit` products for a normalised term (lower case, no accents, at least 3 characters). */
    async suggestions(term: string, limit: number): Promise<SearchSuggestion[]> {
      const words = wordsOf(term);
      if (words.length === 0) return [];
      return (await products(term, words, limit, limit)).map(product);
    },

    /** The dropdown's groups for a normalised term: `limit` products, completed terms, categories, brands. */
    async groups(term: string, limit: number): Promise<SearchSuggestionGroups> {
      const words = wordsOf(term);
      if (words.length === 0) return { products: [], terms: [], categories: [], brands: [], refused: false };
      const rows = await products(term, words, Math.max(limit, TERM_SOURCE_ROWS), limit);
      return {
        products: rows.slice(0, limit).map(product),
        terms: completedTerms(
          rows.map((row) => row.name),
          words,
          GROUP_LIMITS.terms,
        ),
        ...(await links(term, words)),
        refused: false,
      };
    },
  };
}
