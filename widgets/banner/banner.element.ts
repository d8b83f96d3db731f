import { defineWidget } from '../../src/elements/define';
import { Banner } from './banner';

/**
 * A banner area: the home's full (F), central (C), side (L) and footer (R) banners, or the banners of
 * the category, group or brand page it sits on. Each banner is its image (a link when it has one) and
 * its description HTML, sanitised. Several full-width banners rotate. Hidden when there is none.
 *
 * @tag jet-banner
 * @summary Banners of a page area.
 * @attr {string} area - home | category | group | brand. Default: from the page path (/c, /g, /m; else home).
 * @attr {'F' | 'C' | 'L' | 'R'} type - F full, C central, L side, R footer. Default F.
 * @attr {number} interval - Seconds between full-width banners; 0 stops the rotation. Default 6.
 * @attr {number} width - The images' width in pixels, with `height`: their place is held while they load.
 * @attr {number} height - The images' height in pixels.
 * @cssproperty --jet-banner-min-height - Height the area holds before its code runs and while it loads (default 0; F while loading 8rem).
 * @cssproperty --jet-banner-dot-size - Size of the rotator's dots (default 0.75rem; each dot is a 24 px target).
 */
defineWidget('jet-banner', Banner, { area: 'string', type: 'string', interval: 'number', width: 'number', height: 'number' });
