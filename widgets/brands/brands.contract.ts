import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./brands.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-brands',
  props: { allUrl: 'string', all: 'boolean' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Featured brands list.',
  description:
    "'Compre pela Marca': the featured brands' logos, each linking to its listing '/{brand}/m', and a 'Ver todos' link. Hidden when there is no featured brand or the list cannot be loaded." +
    '\n\n' +
    "With `all` it is the page of every brand (/marcas): the title 'Marcas' as the page's h1, each logo with its name, 'Nenhuma marca cadastrada.' when there is none and an error with 'Tentar novamente'.",
  attributes: {
    allUrl: {
      description: "Target of 'Ver todos'.",
      default: '/marcas',
    },
    all: {
      description: 'Every brand of the store (the /marcas page) instead of the featured ones.',
    },
  },
  empty: "Nothing when there is no featured brand or the list fails; with `all`, 'Nenhuma marca cadastrada.'.",
  cssProperties: {
    '--jet-brands-columns': 'Logos per row on wide screens.',
  },
} satisfies TagContract<typeof element>;
