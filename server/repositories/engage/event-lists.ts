/** The store's event lists (cart-and-purchase §3 'Event list entry'). */
import { and, asc, eq, gte } from 'drizzle-orm';
import type { EventListEntry } from '../../../src/api/operations';
import type { Db } from '../../db/client';
import { eventLists } from '../../db/schema';

export function eventListsRepository(db: Db) {
  return {
    /** Active lists whose date is `today` (yyyy-mm-dd) or later, soonest first; of one kind when idType is given. */
    async upcoming(today: string, idType?: number): Promise<EventListEntry[]> {
      const rows = await db
        .select()
        .from(eventLists)
        .where(and(eq(eventLists.active, true), gte(eventLists.eventDate, today), idType === undefined ? undefined : eq(eventLists.typeId, idType)))
        .orderBy(asc(eventLists.eventDate), asc(eventLists.id))
        .limit(100);
      return rows.map((row) => ({
        idEventList: row.id,
        idType: row.typeId,
        typeName: row.typeName,
        title: row.title,
        eventDate: row.eventDate,
        place: row.place,
        url: row.url,
      }));
    },
  };
}
