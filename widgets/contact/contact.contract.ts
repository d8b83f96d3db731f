import type { TagContract, TagElement } from '../../src/elements/contract';

/** What ./contact.element.ts passes to defineWidget: the tag, and how each attribute becomes a prop. */
export const element = {
  tag: 'jet-contact',
  props: { headingLevel: 'number' },
} as const satisfies TagElement;

/** The rest of the tag's contract: the docs, the manifest and the typings are generated from it. */
export const contract = {
  summary: "The contact form ('Fale Conosco').",
  description:
    "The contact page ('Fale Conosco', catalogue-and-discovery §2, §5, §7, §8): Nome, E-mail, Telefone ou Celular (masked, paste blocked), Estado (the 27 codes), Cidade, Descrição (the topics from the server), Assunto and Mensagem, all required. An invalid submit marks every field; a valid one runs the bot check (the store's reCAPTCHA credentials: a verified token when 'Contact' is enabled, an empty one otherwise) and sends the message, which reaches the store by e-mail. 'Formulário enviado com sucesso' resets the form; 'Erro ao enviar formulário [code]' keeps it as typed.",
  attributes: {
    headingLevel: {
      description: "Level of the title 'Fale Conosco' (1 to 3).",
      default: 1,
    },
  },
  empty: 'The form (the topics list fills in when it loads).',
  events: {
    'jet:alert-show': "With the result: 'Formulário enviado com sucesso' or 'Erro ao enviar formulário [code]'.",
  },
  cssProperties: {
    '--jet-contact-max-width': 'Width of the form.',
    '--jet-color-primary': "The 'Enviar' button.",
    '--jet-color-error': 'Field messages and the failure.',
  },
} satisfies TagContract<typeof element>;
