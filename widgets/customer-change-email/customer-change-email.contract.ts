import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./customer-change-email.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-customer-change-email',
  props: { token: 'string' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: "Change the account's e-mail, confirmed by the new address.",
  description:
    "Change e-mail (customer-area §2, §5, §8; issue 22): signed-in customers only (others go to /customer); the new e-mail and its confirmation ('Os endereços de e-mail não conferem.', 'Favor preencher os campos corretamente.') and the current password ('Senha atual'), or for an account without a password a code sent to the current address. Nothing changes until the new address opens the link e-mailed to it: the page says so. On /customer/confirmar-email?token=… (or with `token`) it is the landing of that link: 'CONFIRMAR E-MAIL', then 'E-mail alterado com sucesso' or 'Erro ao alterar o e-mail' with the reason.",
  attributes: {
    token: {
      description: "The confirmation link's token.",
      defaultFrom: 'the address',
    },
  },
  empty: 'Nothing for visitors (sent to /customer).',
  cssProperties: {
    '--jet-color-primary': 'Button colour.',
  },
} satisfies TagContract<typeof element>;
