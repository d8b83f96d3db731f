import { defineWidget } from '../../src/elements/define';
import { B2b } from './b2b';

/**
 * An empty placeholder for a B2B widget (the spec lists it with no behaviour): renders nothing and reads
 * nothing, so a theme may place it now and a store fill it later.
 *
 * @tag jet-b2b
 * @summary B2B placeholder (renders nothing).
 */
defineWidget('jet-b2b', B2b, {});
