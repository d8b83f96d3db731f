/**
 * The store's own pages (catalogue-and-discovery §2, §7): the FAQ list, the custom pages with their
 * contents' names (the footer's institutional links) and one content with its HTML. The HTML is served
 * as the store wrote it; the widgets sanitise it before it is shown (src/ui/safe-html.tsx).
 */
import { fail, invalidInput } from '../lib/messages';
import type { ContentService } from '../services/content';
import { parsedParams } from './input';
import type { OperationRegistry } from './registry';

const read = { auth: 'public', limit: 'read' } as const;
const notFound = () => fail(404, 'api.pageNotFound', 'NOT_FOUND');

/** A positive id of up to 9 digits; anything else names no page (404), an absent one is a 400. */
function pageId(value: string | null): number {
  if (value === null || value.trim() === '') throw invalidInput('api.invalidParams');
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw notFound();
  return Number(value);
}

/** idCustomPage and idCustomPageContent, the last two segments of /institucional/{id}/{id}. */
const customPageQuery = parsedParams((search) => ({
  idCustomPage: pageId(search.get('idCustomPage')),
  idCustomPageContent: pageId(search.get('idCustomPageContent')),
}));

export function sitePagesOperations(registry: OperationRegistry, content: ContentService): void {
  registry.add('faqs', read, () => content.faqs());
  registry.add('customPages', read, () => content.customPages());
  registry.add('customPage', { ...read, params: customPageQuery }, ({ params }) => content.customPage(params.idCustomPage, params.idCustomPageContent));
}
