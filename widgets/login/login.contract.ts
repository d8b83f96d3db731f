import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./login.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-login',
  props: { returnUrl: 'string', socialWidth: 'number' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Login page form.',
  description:
    'The login page (customer-area §2 "Login widget"): e-mail/CPF/CNPJ and password, \'Entrar\', \'Esqueci minha senha\' and \'Esqueci meu e-mail\', \'Primeiro Acesso? Cadastre-se\' and \'Comprou e não possui senha? Cadastre-se\' (both to /customer/accesskey), the social buttons when the store has them, and the notice of `?v=1|2|3`. Server failures show the server\'s text as it is.',
  attributes: {
    returnUrl: {
      description: 'Where the shopper goes once signed in.',
      default: '/customer',
    },
    socialWidth: {
      description: 'Width of the social buttons in px, kept within 200–400.',
      default: 300,
    },
  },
  empty: 'The form.',
  events: {
    'jet:login': 'After a sign-in, with the login status.',
  },
  cssProperties: {
    '--jet-color-primary': "'Entrar' and link colour.",
  },
} satisfies TagContract<typeof element>;
