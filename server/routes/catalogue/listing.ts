/**
 * Category tree, groups, product listings by category / brand / group / search, their filters, and
 * search suggestions (catalogue-and-discovery §2-§5, §7). Query fields: server/lib/listing-query.ts;
 * sources, cache keys and search rules: server/services/catalogue.ts.
 */
import type { FastifyReply } from 'fastify';
import type { ProductListAnswer } from '../../../src/api/operations';
import { invalid, MESSAGES, parseListingQuery } from '../../lib/listing-query';
import type { CatalogueService } from '../../services/catalogue';
import { parsedParams } from '../input';
import type { OperationRegistry } from '../registry';

const jsonOf = new WeakMap<object, string>();
function once(value: object): string {
  let json = jsonOf.get(value);
  if (json === undefined) jsonOf.set(value, (json = JSON.stringify(value)));
  return json;
}

/**
 * Sends a cached answer serialised once per object (cards once per card, shared by every page that shows
 * them), so a cache hit costs no JSON.stringify of a dozen cards.
 */
function fast<T>(reply: FastifyReply, value: T): T {
  reply.type('application/json; charset=utf-8').serializer(() => {
    if (value !== null && typeof value === 'object' && 'products' in value && 'settings' in value) {
      const { products, settings, didYouMean, showingCorrected } = value as ProductListAnswer;
      const corrected = didYouMean ? `,"didYouMean":${JSON.stringify(didYouMean)}${showingCorrected ? ',"showingCorrected":true' : ''}` : '';
      return `{"products":[${products.map(once).join(',')}],"settings":${JSON.stringify(settings)}${corrected}}`;
    }
    return value !== null && typeof value === 'object' ? once(value) : JSON.stringify(value);
  });
  return value;
}

const SUGGESTIONS_DEFAULT = 5;

const listingQuery = parsedParams(parseListingQuery);

/** word (checked by the service), qtdRegister (1..9999, default 5) and grouped (`true`: the dropdown's groups; anything else: the spec's list). */
const suggestionsQuery = parsedParams((search) => {
  const raw = search.get('qtdRegister')?.trim();
  if (raw !== undefined && raw !== '' && !/^\d{1,4}$/.test(raw)) throw invalid(MESSAGES.quantity);
  const quantity = raw === undefined || raw === '' ? SUGGESTIONS_DEFAULT : Number(raw);
  if (quantity < 1) throw invalid(MESSAGES.quantity);
  return { word: search.get('word') ?? '', quantity, grouped: search.get('grouped') === 'true' };
});

const read = { auth: 'public', limit: 'read' } as const;

export function listingOperations(registry: OperationRegistry, catalogue: CatalogueService): void {
  registry.add('categoryTree', read, () => catalogue.categoryTree());
  registry.add('groups', read, () => catalogue.groups());

  const listing = { ...read, params: listingQuery };
  registry.add('productsByCategory', listing, async ({ params, reply }) => fast(reply, await catalogue.listing('category', params)));
  registry.add('productsByBrand', listing, async ({ params, reply }) => fast(reply, await catalogue.listing('brand', params)));
  registry.add('productsByGroup', listing, async ({ params, reply }) => fast(reply, await catalogue.listing('group', params)));
  registry.add('productsBySearch', listing, async ({ params, reply }) => fast(reply, await catalogue.search(params)));
  registry.add('filtersByCategory', listing, async ({ params, reply }) => fast(reply, await catalogue.filters('category', params)));
  registry.add('filtersByBrand', listing, async ({ params, reply }) => fast(reply, await catalogue.filters('brand', params)));
  registry.add('filtersByGroup', listing, async ({ params, reply }) => fast(reply, await catalogue.filters('group', params)));
  registry.add('filtersBySearch', listing, async ({ params, reply }) => fast(reply, await catalogue.searchFilters(params)));

  registry.add('searchSuggestions', { ...read, params: suggestionsQuery }, async ({ params, reply }) =>
    fast(reply, await (params.grouped ? catalogue.suggestionGroups(params.word, params.quantity) : catalogue.suggestions(params.word, params.quantity))),
  );
}
