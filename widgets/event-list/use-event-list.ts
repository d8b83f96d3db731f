import '../../src/i18n/catalogue/event-list';
import { useState } from 'react';
import type { EventListEntry } from '../../src/api/operations';
import { query } from '../../src/stores/query';
import { useQuery } from '../../src/stores/use-query';

/** The entries of an answer that have the expected shape; null when the answer is not a list at all. */
function entriesOf(answer: unknown): EventListEntry[] | null {
  if (!Array.isArray(answer)) return null;
  return answer.filter(
    (e): e is EventListEntry =>
      Boolean(e) &&
      typeof e === 'object' &&
      typeof (e as EventListEntry).idEventList === 'number' &&
      typeof (e as EventListEntry).idType === 'number' &&
      typeof (e as EventListEntry).title === 'string' &&
      typeof (e as EventListEntry).eventDate === 'string',
  );
}

/** The kinds of event among the entries, in their first order: [idType, name]. */
function typesOf(entries: readonly EventListEntry[]): Array<{ idType: number; name: string }> {
  const seen = new Map<number, string>();
  for (const entry of entries) if (!seen.has(entry.idType)) seen.set(entry.idType, entry.typeName || String(entry.idType));
  return [...seen].map(([idType, name]) => ({ idType, name }));
}

/**
 * The event list's logic (cart-and-purchase §2 'Event list', §3 idType): the store's upcoming event
 * lists, of one kind when `idType` is given (asked of the server), and otherwise a choice of kind made
 * on the page. An answer of the wrong shape is an error, as a failed read.
 */
export function useEventList(idType?: number) {
  const params = idType && idType > 0 ? { idType } : undefined;
  const read = useQuery('eventList', params);
  const entries = entriesOf(read.data);
  const [chosenType, setChosenType] = useState<number | null>(null);
  const types = params || !entries ? [] : typesOf(entries);
  const shown = entries && chosenType !== null ? entries.filter((e) => e.idType === chosenType) : (entries ?? []);
  const state: 'loading' | 'ready' | 'empty' | 'error' =
    entries === null ? (read.status === 'loading' ? 'loading' : 'error') : entries.length === 0 ? 'empty' : 'ready';
  return {
    state,
    entries: shown,
    types,
    chosenType,
    chooseType: setChosenType,
    retry: () => void query('eventList', params).refresh(),
  } as const;
}
