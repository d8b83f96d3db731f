import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./newsletter.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-newsletter',
  props: { emailOnly: 'boolean', categories: 'boolean', popup: 'boolean', popupDelay: 'number' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: 'Newsletter sign-up, inline or as a once-per-visitor popup.',
  description:
    "The newsletter sign-up (cart-and-purchase §2, §4, §5, §8): Nome and E-mail (or E-mail alone with `email-only`), the store's categories with `categories`, 'Cadastrar' (disabled while the form is invalid, loading while sending), 'E-mail cadastrado com sucesso!' and a reset on success, 'Erro ao cadastrar email!' / 'Ocorreu um erro ao adicionar seu email.' with the form kept on a failure. With `popup` it is a modal dialog shown once per visitor (after `popup-delay` seconds), never again once it has been shown or closed.",
  attributes: {
    emailOnly: {
      description: 'Only the e-mail field.',
    },
    categories: {
      description: "Offer the store's newsletter categories (not in the e-mail-only mode).",
    },
    popup: {
      description: 'A dialog shown once per visitor instead of an inline section.',
    },
    popupDelay: {
      description: 'Seconds before the popup opens.',
      default: 5,
    },
  },
  empty: 'The form; with `popup`, nothing until the popup opens (once per visitor).',
  events: {
    'jet:alert-show': 'With the success or failure message.',
  },
  cssProperties: {
    '--jet-color-primary': "'Cadastrar' button colour.",
    '--jet-newsletter-background': "The inline section's background.",
  },
} satisfies TagContract<typeof element>;
