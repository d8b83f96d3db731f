import { defineWidget } from '../../src/elements/define';
import { InstitutionalLinks } from './institutional-links';

/**
 * The footer's institutional links: one group per custom page of the store (its name, then its
 * contents linking to /institucional/{idCustomPage}/{idCustomPageContent}), and the link to the FAQ
 * page when the store has FAQs. Load errors are ignored silently (catalogue-and-discovery §8): nothing
 * is shown. Best placed with `loading="lazy"` (it reads only when the footer comes near).
 *
 * @tag jet-institutional-links
 * @summary Footer links to the institutional pages and the FAQ.
 * @attr {string} faq-url - The FAQ page. Default '/perguntas-frequentes'.
 * @attr {number} heading-level - Level of each page's heading (2 to 6). Default 2.
 * @cssproperty --jet-institutional-links-columns - Groups per row on wide screens. Default as many as fit.
 */
defineWidget('jet-institutional-links', InstitutionalLinks, { faqUrl: 'string', headingLevel: 'number' });
