import { defineWidget } from '../../src/elements/define';
import { PhoneContact } from './phone-contact';

/**
 * The store's phone from the company settings, formatted '(11) 4002-8922', as a tel: link.
 * Hidden when the store has no phone.
 *
 * @tag jet-phone-contact
 * @summary Store phone number.
 * @attr {string} label - Text before the number. Default 'Atendimento'.
 */
defineWidget('jet-phone-contact', PhoneContact, { label: 'string' });
