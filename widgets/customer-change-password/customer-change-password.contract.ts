import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./customer-change-password.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-customer-change-password',
  props: { token: 'string' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Change the password, signed in or with a reset link.',
  description:
    "Change password (customer-area §2, §4, §5, §8). With a reset token in the address (/customer/changepassword/ChangePasswordToken/{token}) the token is checked first (invalid: the server's text or 'Erro ao realizar a solicitação', then /customer/forgot after 3 s; no e-mail: /customer). Without one, only a signed-in customer (others go to /customer), with the current password. New password at least 8 characters and confirmed; then 'Senha alterada com sucesso!' and /customer/login.",
  attributes: {
    token: {
      description: 'The reset token.',
      defaultFrom: 'the address',
    },
  },
  empty: 'Nothing for visitors without a reset token (sent to /customer).',
  cssProperties: {
    '--jet-color-primary': 'Button colour.',
  },
} satisfies TagContract<typeof element>;
