import { defineWidget } from '../../src/elements/define';
import { FaqLink } from './faq-link';

/**
 * A link to the FAQ page, shown only when the store has FAQs (catalogue-and-discovery §2); nothing is
 * shown while loading, with no FAQ, or when the list cannot be read (§8: ignored silently).
 *
 * @tag jet-faq-link
 * @summary Link to the FAQ page, when FAQs exist.
 * @attr {string} href - The FAQ page. Default '/perguntas-frequentes'.
 * @attr {string} label - The link's text. Default 'Perguntas Frequentes'.
 */
defineWidget('jet-faq-link', FaqLink, { href: 'string', label: 'string' });
