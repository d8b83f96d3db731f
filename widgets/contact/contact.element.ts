import { defineWidget } from '../../src/elements/define';
import { Contact } from './contact';

/**
 * The contact page ('Fale Conosco', catalogue-and-discovery §2, §5, §7, §8): Nome, E-mail, Telefone ou
 * Celular (masked, paste blocked), Estado (the 27 codes), Cidade, Descrição (the topics from the server),
 * Assunto and Mensagem, all required. An invalid submit marks every field; a valid one runs the bot check
 * (the store's reCAPTCHA credentials: a verified token when 'Contact' is enabled, an empty one otherwise)
 * and sends the message, which reaches the store by e-mail. 'Formulário enviado com sucesso' resets the
 * form; 'Erro ao enviar formulário [code]' keeps it as typed.
 *
 * @tag jet-contact
 * @summary The contact form ('Fale Conosco').
 * @attr {number} heading-level - Level of the title 'Fale Conosco' (1 to 3). Default 1.
 * @fires jet:alert-show - With the result: 'Formulário enviado com sucesso' or 'Erro ao enviar formulário [code]'.
 * @cssproperty --jet-contact-max-width - Width of the form (default 48rem).
 * @cssproperty --jet-color-primary - The 'Enviar' button.
 * @cssproperty --jet-color-error - Field messages and the failure.
 */
defineWidget('jet-contact', Contact, { headingLevel: 'number' });
