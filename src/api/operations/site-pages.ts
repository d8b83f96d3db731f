/** The store's own pages: FAQ and the institutional (custom) pages (catalogue-and-discovery §2, §7). */
import type { CustomPage, CustomPageAnswer, Faq } from './site-pages.types';
import { read } from './define';

export const sitePagesOperations = {
  /** The FAQ list, in the store's order; empty when the store has none. */
  faqs: read<undefined, Faq[]>({ request: 'getFaqs' }),
  /** Every custom page with its contents' names (no HTML), in order: the footer's institutional links. */
  customPages: read<undefined, CustomPage[]>({ request: 'getCustomPages' }),
  /** One content with its HTML; an unknown pair of ids is a 404 (code NOT_FOUND). */
  customPage: read<{ idCustomPage: number; idCustomPageContent: number }, CustomPageAnswer>({ request: 'getCustomPage' }),
} as const;
