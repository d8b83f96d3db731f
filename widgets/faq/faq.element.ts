import { defineWidget } from '../../src/elements/define';
import { Faq } from './faq';

/**
 * The FAQ page's questions ('Perguntas Frequentes', catalogue-and-discovery §2) as an accessible
 * accordion: each question a button (aria-expanded) in a heading that shows or hides its answer (store
 * HTML, sanitised); Up/Down/Home/End move between the questions. A failed read shows only the title
 * (§8: FAQ load errors are ignored silently); no question shows 'Ainda não há perguntas frequentes
 * cadastradas.'.
 *
 * @tag jet-faq
 * @summary FAQ accordion.
 * @attr {number} heading-level - Level of the title (1 to 5; the questions one below). Default 1.
 * @attr {boolean} no-title - Leaves the title out (the page has its own heading).
 * @cssproperty --jet-faq-divider - The line between questions. Default the border colour.
 */
defineWidget('jet-faq', Faq, { headingLevel: 'number', noTitle: 'boolean' });
