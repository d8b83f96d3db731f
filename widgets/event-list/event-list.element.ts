import { defineWidget } from '../../src/elements/define';
import { EventList } from './event-list';

/**
 * The store's event lists (cart-and-purchase §2 'Event list', §3 'Event list entry': idType), shown as
 * gift lists: one card per upcoming event (its kind, title, day and place, 'Ver a lista de …' when the
 * store has a page for it), soonest first, with a choice of kind when there are several; 'Nenhuma lista de
 * presentes no momento.' when there is none; the failure with 'Carregar novamente'.
 *
 * @tag jet-event-list
 * @summary The store's upcoming event (gift) lists.
 * @attr {number} id-type - Only the event lists of this kind (idType).
 * @attr {string} heading - The section's title. Default 'Listas de presentes'.
 * @cssproperty --jet-color-accent - The kind's badge.
 */
defineWidget('jet-event-list', EventList, { idType: 'number', heading: 'string' });
