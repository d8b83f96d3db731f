import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./institutional-page.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-institutional-page',
  props: { idCustomPage: 'number', idCustomPageContent: 'number' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Institutional (custom) page content.',
  description:
    'An institutional page (catalogue-and-discovery §2: /institucional/{idCustomPage}/{idCustomPageContent}): the content\'s name as the page title and its store HTML, sanitised. Ids that name no content send the shopper to /404. It gives the breadcrumb its crumb (and so the document title) and the page\'s `<meta name="keywords|description">` the store\'s keywords and metatag.',
  attributes: {
    idCustomPage: {
      description: 'The custom page (idCustomPage).',
      defaultFrom: 'the address',
    },
    idCustomPageContent: {
      description: 'The content (idCustomPageContent).',
      defaultFrom: 'the address',
    },
  },
  empty: 'A loading state; ids that name no content send the shopper to /404.',
} satisfies TagContract<typeof element>;
