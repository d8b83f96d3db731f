import { defineWidget } from '../../src/elements/define';
import { Newsletter } from './newsletter';

/**
 * The newsletter sign-up (cart-and-purchase §2, §4, §5, §8): Nome and E-mail (or E-mail alone with
 * `email-only`), the store's categories with `categories`, 'Cadastrar' (disabled while the form is
 * invalid, loading while sending), 'E-mail cadastrado com sucesso!' and a reset on success, 'Erro ao
 * cadastrar email!' / 'Ocorreu um erro ao adicionar seu email.' with the form kept on a failure. With
 * `popup` it is a modal dialog shown once per visitor (after `popup-delay` seconds), never again once
 * it has been shown or closed.
 *
 * @tag jet-newsletter
 * @summary Newsletter sign-up, inline or as a once-per-visitor popup.
 * @attr {boolean} email-only - Only the e-mail field.
 * @attr {boolean} categories - Offer the store's newsletter categories (not in the e-mail-only mode).
 * @attr {boolean} popup - A dialog shown once per visitor instead of an inline section.
 * @attr {number} popup-delay - Seconds before the popup opens. Default 5.
 * @fires jet:alert-show - With the success or failure message.
 * @cssproperty --jet-color-primary - 'Cadastrar' button colour.
 * @cssproperty --jet-newsletter-background - The inline section's background.
 */
defineWidget('jet-newsletter', Newsletter, { emailOnly: 'boolean', categories: 'boolean', popup: 'boolean', popupDelay: 'number' });
