import { defineWidget } from '../../src/elements/define';
import { Logo } from './logo';

/**
 * The store's logo from the company settings, linking home. The image is described by the store's
 * name; its box holds its size while the settings load.
 *
 * @tag jet-logo
 * @summary Store logo linking home.
 * @attr {string} href - Link target. Default '/'.
 * @attr {number} width - Image width in px. Default 180.
 * @attr {number} height - Image height in px. Default 60.
 */
defineWidget('jet-logo', Logo, { href: 'string', width: 'number', height: 'number' });
