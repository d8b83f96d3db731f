import { defineWidget } from '../../src/elements/define';
import { SocialLinks } from './social-links';

/**
 * The store's social networks: by default the bar of the shown networks by position (each a link in a
 * new tab); with `variant="whatsapp"` the floating WhatsApp button, a
 * `https://wa.me/<digits>?text=<message>` link with the company's number and message (nothing when the
 * store has no number).
 *
 * @tag jet-social-links
 * @summary Social networks bar, or the floating WhatsApp button.
 * @attr {'bar' | 'whatsapp'} variant - 'bar' (default) or 'whatsapp' (the floating button only).
 * @attr {string} heading - The bar's title. Default 'Siga a loja'.
 * @cssproperty --jet-whatsapp-bottom - Distance of the floating button from the bottom (default 1rem; the fixed bar raises it on phones).
 */
defineWidget('jet-social-links', SocialLinks, { variant: 'string', heading: 'string' });
