import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./login-modal.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-login-modal',
  props: { returnUrl: 'string', socialWidth: 'number' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Login in a modal dialog (opens on jet:login-open).',
  description:
    'The login modal for any page: closed until `jet:login-open` (theme code: `openLogin(identifier?)` or `open()` on the element; an identifier is filled in and locked). Same form as `<jet-login>`. Only the listener loads with the page; the form comes with the first request.',
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
  empty: 'Nothing until `jet:login-open` (the dialog stays closed).',
  events: {
    'jet:login': 'After a sign-in, with the login status.',
  },
  listens: {
    'jet:login-open': 'Opens the dialog; `identifier` is filled in and locked.',
    'jet:login-close': 'Closes the dialog (theme code: `closePanels()`).',
  },
  cssProperties: {
    '--jet-radius': 'Dialog corners.',
  },
  methods: {
    open: { description: 'Opens the modal, as `openLogin(identifier)` does; an identifier is filled in and locked.', parameters: { identifier: 'string | undefined' } },
    close: { description: 'Closes the modal (`jet:login-close`).' },
  },
} satisfies TagContract<typeof element>;
