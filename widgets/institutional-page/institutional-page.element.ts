import { defineWidget } from '../../src/elements/define';
import { InstitutionalPage } from './institutional-page';

/**
 * An institutional page (catalogue-and-discovery §2: /institucional/{idCustomPage}/{idCustomPageContent}):
 * the content's name as the page title and its store HTML, sanitised. Ids that name no content send the
 * shopper to /404. It gives the breadcrumb its crumb (and so the document title) and the page's
 * `<meta name="keywords|description">` the store's keywords and metatag.
 *
 * @tag jet-institutional-page
 * @summary Institutional (custom) page content.
 * @attr {number} id-custom-page - The custom page; default from the address.
 * @attr {number} id-custom-page-content - The content; default from the address.
 */
defineWidget('jet-institutional-page', InstitutionalPage, { idCustomPage: 'number', idCustomPageContent: 'number' });
