import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./social-login.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-social-login',
  props: { width: 'number', returnUrl: 'string' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Sign in with Google or Facebook.',
  description:
    "The store's social sign-in buttons (Google, Facebook) for the providers its status check enables; none: nothing. A provider's script loads only when its button is clicked (Google Identity Services with the app id; the Facebook SDK, API v10.0, scope 'email,public_profile'); app ids starting 'offline-' use the offline provider (a small dialog asks for the name and e-mail). Signed in: `return-url`; no account with that e-mail: /customer (where a visitor registers) with the credential kept in session storage; the provider gave no e-mail: the login is not social and the widget asks for the e-mail, then goes on as the identification does. The store's logout signs out of the provider used.",
  attributes: {
    width: {
      description: "The buttons' width in px, clamped to 200–400 (never wider than the container).",
      default: 300,
    },
    returnUrl: {
      description: 'Where a signed-in shopper goes.',
      default: '/customer',
    },
  },
  empty: 'Nothing when the store enables no provider.',
  events: {
    'jet:login': 'After a sign-in, with the login status.',
  },
  cssProperties: {
    '--jet-social-width': "The buttons' width (set from `width`).",
    '--jet-social-mark': "A provider's mark beside its button's text, an image (Google's G, Facebook's f), on `.jet-social-login__button--google|facebook`.",
    '--jet-color-primary': 'Focus ring and dialog button colour.',
  },
} satisfies TagContract<typeof element>;
