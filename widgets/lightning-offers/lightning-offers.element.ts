import { defineWidget } from '../../src/elements/define';
import { LightningOffers } from './lightning-offers';

/**
 * 'Ofertas Relâmpago' — 'Corra! Ofertas com tempo limitado': the first 15 lightning offers in a
 * carousel of product cards, each with a countdown to its end (one shared one-second clock). An offer
 * whose time is up leaves the carousel; the element hides when none is left or the request fails.
 *
 * @tag jet-lightning-offers
 * @summary Lightning offers carousel with countdowns.
 * @cssproperty --jet-lightning-urgent - Colour of a countdown in its last hour (default the accent colour).
 * @cssproperty --jet-carousel-slide - Width of one slide.
 */
defineWidget('jet-lightning-offers', LightningOffers, {});
