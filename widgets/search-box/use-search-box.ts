import '../../src/i18n/catalogue/commerce';
import { useCallback, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { t } from '../../src/i18n';
import { buildUrl, parseRoute } from '../../src/routes';
import { navigation } from '../../src/routes/navigation';

/** catalogue-and-discovery §5. */
const SEARCH_MIN_LENGTH = 3;

/** True when the term is long enough to search (3 characters, spaces around it do not count). */
export const isSearchable = (term: string): boolean => term.trim().length >= SEARCH_MIN_LENGTH;

/** The results page of a term: '/busca?n={term}'. */
export const searchUrl = (term: string): string => buildUrl({ page: 'search', term });

/** The term of the results page, to prefill the box there ('' elsewhere). */
export function termFromLocation(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  const route = parseRoute(location);
  return route?.page === 'search' ? route.term : '';
}

/** What the suggestion list shows, for the combobox's ARIA state. */
export interface ComboState {
  expanded: boolean;
  /** Index of the active option, -1 for none. */
  active: number;
}

/** What the box hands over to the suggestion list once it has loaded (use-search-suggestions.ts). */
export interface SuggestionControls {
  /** Arrows, Enter on an active option, Escape. */
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  /** Empties the list (the spec clears the suggestions when the box is clicked). */
  clear(): void;
  /** Closes the list, keeping the suggestions. */
  close(): void;
  /** Opens it again (the box is focused: an empty box shows the recent searches). */
  show(): void;
  /** The term is being searched: the list closes and keeps it as a recent search unless the server refuses it. */
  submitted(term: string): Promise<void>;
}

/** The suggestion list's chunk: the box's first focus or keystroke asks for it (search-box.tsx), a submit too. */
export const loadSuggestions = () => import('./search-suggestions');

const CLOSED: ComboState = { expanded: false, active: -1 };

/**
 * The search box's logic (catalogue-and-discovery §5 'Search'): the term, the 3-character check and the
 * submit to /busca?n={term}. The suggestions (§4) load on the first focus or keystroke (`awake`), as
 * their own chunk: until then the box is a plain search form, which works without any script too.
 */
export function useSearchBox() {
  const [term, setTerm] = useState(termFromLocation);
  const [error, setError] = useState<string | null>(null);
  // Suggestions are asked for what the shopper types, not for the prefilled term.
  const [typed, setTyped] = useState(false);
  const [awake, setAwake] = useState(false);
  const [combo, setCombo] = useState<ComboState>(CLOSED);
  const suggestions = useRef<SuggestionControls>(null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!isSearchable(term)) {
      setError(t('search.tooShort'));
      return;
    }
    const url = searchUrl(term);
    // The term is stored before the page leaves, also when the list's code is still on its way (a first search
    // typed fast after the page loads): then its chunk, which the focus already asked for, keeps it. Whatever
    // fails there, the search goes on.
    void (suggestions.current?.submitted(term) ?? loadSuggestions().then((module) => module.keepSearched(term)))
      .catch(() => undefined)
      .then(() => navigation.assign(url));
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setTerm(event.target.value);
    setTyped(true);
    setAwake(true);
    setError(null);
  };

  return {
    term,
    typed,
    error,
    awake,
    combo,
    /** The suggestion list reports what it shows. */
    report: useCallback((state: ComboState) => setCombo(state), []),
    suggestions,
    onChange,
    wake: () => {
      setAwake(true);
      suggestions.current?.show();
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => suggestions.current?.onKeyDown(event),
    onClick: () => suggestions.current?.clear(),
    /** Closes the list when focus leaves the box. */
    close: () => suggestions.current?.close(),
    submit,
  };
}
