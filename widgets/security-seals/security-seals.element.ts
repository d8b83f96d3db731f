import { defineWidget } from '../../src/elements/define';
import { SecuritySeals } from './security-seals';

/**
 * The footer's security seals block ('Segurança'): each company seal as its image (with its link) or as
 * the seal provider's HTML code, sanitised; and the store-rating seal when the store has an idEBit.
 * Hidden when there is no seal or the seals cannot be loaded.
 *
 * @tag jet-security-seals
 * @summary Security seals of the footer.
 * @attr {string} heading - The block's title. Default 'Segurança'.
 */
defineWidget('jet-security-seals', SecuritySeals, { heading: 'string' });
