import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./customer-recover-email.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-customer-recover-email',
  props: {},
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Find the registered e-mail by CPF/CNPJ and password.',
  description:
    "Recover e-mail (customer-area §2, §5, §8): CPF or CNPJ and password, 'RECUPERAR E-MAIL'; shows the registered e-mail, 'CPF ou CNPJ inválido' for a bad tax id, 'Não foi possível encontrar o seu e-mail.' when nothing matches. The demo store serves it at /customer/recoverEmail.",
  attributes: {},
  empty: 'The form.',
  cssProperties: {
    '--jet-color-primary': 'Button colour.',
  },
} satisfies TagContract<typeof element>;
