import { defineWidget } from '../../src/elements/define';
import { AssistedSale } from './assisted-sale';

/**
 * An empty placeholder for an assisted-sale widget (the spec lists it with no behaviour): renders
 * nothing and reads nothing, so a theme may place it now and a store fill it later.
 *
 * @tag jet-assisted-sale
 * @summary Assisted-sale placeholder (renders nothing).
 */
defineWidget('jet-assisted-sale', AssistedSale, {});
