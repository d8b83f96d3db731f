/**
 * Typo tolerance of the search listing: the catalogue's vocabulary (search_vocabulary: the words of active
 * products' names, brands and categories, with accents folded) and the correction of a misspelt term
 * against it.
 *
 * - `rebuildSearchVocabulary(db)` rewrites it with the listing read model (listing-index.ts);
 *   `addSearchWords(db, ids)` adds the words of rewritten products (a rename) without recounting: a word a
 *   product no longer has stays until the next rebuild, harmless since a correction is only offered when
 *   its search finds more products than the term as typed.
 * - `correct(term)`: each word of 3 letters or more that the vocabulary lacks is replaced by its nearest
 *   word: candidates by trigram similarity or Levenshtein distance up to 2 (fuzzystrmatch, one query for
 *   every word), then the smallest Damerau distance (a swap of two letters counts one: 'sfoa' → 'sofa'),
 *   within 1 for words of up to 5 letters and 2 for longer ones, the word in more products on a tie. The
 *   answer shows the catalogue's spelling of every word ('tenis corida' → 'tênis corrida').
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { intArray } from './product-cards';

type Executor = Pick<Db, 'execute'>;

/** Lower case words of a text column (spaces, ASCII punctuation and typographic quotes split them). */
const wordsOf = (column: SQL) => sql`regexp_split_to_table(lower(${column}), '[[:space:][:punct:]’“”]+')`;

/** (product id, raw word) of the products `where` (a condition on `p`) selects. */
const productWords = (where: SQL) => sql`
  select p.id, ${wordsOf(sql`p.name`)} as w from products p where p.active and ${where}
  union all
  select p.id, ${wordsOf(sql`b.name`)} from products p join brands b on b.id = p.brand_id where p.active and ${where}
  union all
  select p.id, ${wordsOf(sql`c.name`)} from products p join product_categories pc on pc.product_id = p.id
    join categories c on c.id = pc.category_id where p.active and ${where}`;

/** The vocabulary rows of the products `where` selects: words of 3 letters or more, numbers left out. */
const vocabularyRows = (where: SQL) => sql`
  select lower(jet_unaccent(w)) as word, mode() within group (order by w) as display, count(distinct id)::int as products
  from (${productWords(where)}) x
  where length(w) >= 3 and w !~ '^[0-9]+$'
  group by 1`;

export async function rebuildSearchVocabulary(db: Executor): Promise<void> {
  await db.execute(sql`delete from search_vocabulary`);
  await db.execute(sql`insert into search_vocabulary (word, display, products) ${vocabularyRows(sql`true`)}`);
}

export async function addSearchWords(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`insert into search_vocabulary (word, display, products)
    ${vocabularyRows(sql`p.id = any(${intArray(ids)}::int[])`)} on conflict (word) do nothing`);
}

/** Optimal string alignment distance: Levenshtein where swapping two neighbouring letters costs one. */
export function damerau(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** Shortest word that is corrected; shorter ones ('de', 'kg') stay as typed. */
const MIN_WORD = 3;
const maxDistance = (word: string) => (word.length <= 5 ? 1 : 2);

export interface Correction {
  /** The corrected term, normalised like a typed one (lower case, no accents): what is searched. */
  term: string;
  /** The same in the catalogue's spelling: what 'Você quis dizer' shows. */
  display: string;
}

export function searchVocabularyRepository(db: Db) {
  return {
    /** The term with its unknown words corrected, or null when no word needs (or has) a correction. */
    async correct(term: string): Promise<Correction | null> {
      const words = term.split(' ').filter((word) => word !== '');
      const asked = [...new Set(words.filter((word) => word.length >= MIN_WORD && !/^\d+$/.test(word)))];
      if (asked.length === 0) return null;
      const rows = await queryRows<{ typed: string; word: string; display: string; products: number }>(
        db,
        sql`select t.typed, v.word, v.display, v.products
            from unnest(string_to_array(${asked.join(' ')}, ' ')) as t(typed)
            join search_vocabulary v on v.word = t.typed or v.word % t.typed
              or (abs(length(v.word) - length(t.typed)) <= 2 and levenshtein_less_equal(v.word, t.typed, 2) <= 2)`,
      );
      let changed = false;
      const fixed = words.map((typed) => {
        const candidates = rows.filter((row) => row.typed === typed);
        const exact = candidates.find((row) => row.word === typed);
        if (exact) return { term: typed, display: exact.display.toLowerCase() };
        const best = candidates
          .map((row) => ({ row, distance: damerau(typed, row.word) }))
          .filter(({ distance }) => distance <= maxDistance(typed))
          .sort((a, b) => a.distance - b.distance || b.row.products - a.row.products || a.row.word.localeCompare(b.row.word))[0];
        if (!best) return { term: typed, display: typed };
        changed = true;
        return { term: best.row.word, display: best.row.display.toLowerCase() };
      });
      if (!changed) return null;
      return { term: fixed.map((w) => w.term).join(' '), display: fixed.map((w) => w.display).join(' ') };
    },
  };
}
