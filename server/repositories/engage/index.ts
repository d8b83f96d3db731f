/** The engagement repositories (issue 13): newsletter sign-ups, wish lists, event lists. */
import type { Db } from '../../db/client';
import { eventListsRepository } from './event-lists';
import { newsletterRepository } from './newsletter';
import { wishlistRepository } from './wishlist';

export function engageRepositories(db: Db) {
  return { newsletter: newsletterRepository(db), wishlist: wishlistRepository(db), eventLists: eventListsRepository(db) };
}
