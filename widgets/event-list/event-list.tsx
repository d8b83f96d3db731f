import '../../src/i18n/catalogue/event-list';
import { useId } from 'react';
import type { EventListEntry } from '../../src/api/operations';
import { t } from '../../src/i18n';
import { LoadError } from '../../src/ui/load-error';
import { useEventList } from './use-event-list';

export interface EventListProps {
  /** Only event lists of this kind (idType). */
  idType?: number;
  /** The section's title. Default 'Listas de presentes'. */
  heading?: string;
}

/** What the event list shows. */
interface EventListModel {
  state: 'loading' | 'ready' | 'empty' | 'error';
  entries: readonly EventListEntry[];
  /** The kinds to choose from (none when the list is narrowed to one kind or has a single kind). */
  types: ReadonlyArray<{ idType: number; name: string }>;
  chosenType: number | null;
  chooseType: (idType: number | null) => void;
  retry: () => void;
  heading?: string;
}

const DAY = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2027-05-22' -> 'sábado, 22 de maio de 2027'; the text as given when it is not a date. */
export function eventDay(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  return DAY.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/**
 * The event list as a plain function of its model: a titled section with a choice of kind, then one card
 * per event list (its kind, title, day and place, and 'Ver a lista' when the store has a page for it);
 * a message when there is none; the failure with a retry.
 */
function EventListView({ state, entries, types, chosenType, chooseType, retry, heading }: EventListModel) {
  const titleId = useId();
  const filterId = useId();
  return (
    <section className="jet-event-list" data-state={state} aria-labelledby={titleId} aria-busy={state === 'loading' || undefined}>
      <h2 className="jet-event-list__title" id={titleId}>
        {heading || t('eventList.title')}
      </h2>
      {state === 'error' && (
        <LoadError message={t('eventList.loadFailed')} retryLabel={t('eventList.retry')} onRetry={retry} className="jet-event-list__error" buttonClassName="jet-event-list__retry" />
      )}
      {state === 'empty' && <p className="jet-event-list__empty">{t('eventList.empty')}</p>}
      {state === 'ready' && types.length > 1 && (
        <p className="jet-event-list__filter">
          <label htmlFor={filterId}>{t('eventList.typeFilter')}</label>{' '}
          <select
            id={filterId}
            className="jet-event-list__select"
            value={chosenType ?? ''}
            onChange={(event) => chooseType(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{t('eventList.allTypes')}</option>
            {types.map((type) => (
              <option key={type.idType} value={type.idType}>
                {type.name}
              </option>
            ))}
          </select>
        </p>
      )}
      {state === 'ready' && (
        <ul className="jet-event-list__list">
          {entries.map((entry) => (
            <li className="jet-event-list__item" key={entry.idEventList} data-type={entry.idType}>
              <p className="jet-event-list__type">{entry.typeName}</p>
              <h3 className="jet-event-list__name">{entry.title}</h3>
              <p className="jet-event-list__date">
                <time dateTime={entry.eventDate}>{eventDay(entry.eventDate)}</time>
              </p>
              {entry.place && <p className="jet-event-list__place">{entry.place}</p>}
              {entry.url && (
                <a className="jet-event-list__link" href={entry.url}>
                  {t('eventList.open', { title: entry.title })}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function EventList({ idType, heading }: EventListProps) {
  return <EventListView {...useEventList(idType)} heading={heading} />;
}
