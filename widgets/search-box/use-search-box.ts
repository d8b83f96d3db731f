import '../../src/i18n/catalogue/commerce';
import '../../src/i18n/catalogue/showcase';
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { call } from '../../src/api/client';
import type { SearchSuggestion } from '../../src/api/catalogue-types';
import { t } from '../../src/i18n';
import { navigation } from '../../src/catalogue/navigation';

/** catalogue-and-discovery §5, §9. */
export const SEARCH_MIN_LENGTH = 3;
export const SUGGESTIONS_REQUESTED = 5;
export const SUGGESTIONS_SHOWN = 5;
/** The 'view all' entry shows only with more suggestions than this. */
export const VIEW_ALL_AFTER = 3;
export const SUGGEST_DEBOUNCE_MS = 250;

/** True when the term is long enough to search (3 characters, spaces around it do not count). */
export const isSearchable = (term: string): boolean => term.trim().length >= SEARCH_MIN_LENGTH;

/** The results page of a term: '/busca?n={term}'. */
export const searchUrl = (term: string): string => `/busca?n=${encodeURIComponent(term.trim())}`;

/** The term of the results page, to prefill the box there ('' elsewhere). */
export function termFromLocation(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  if (!/\/busca\/?$/.test(location.pathname)) return '';
  return new URLSearchParams(location.search).get('n') ?? '';
}

/** One entry of the suggestion list: a product, or the link to every result. */
export type SearchOption = { kind: 'product'; suggestion: SearchSuggestion } | { kind: 'all' };

/**
 * The search box's logic (catalogue-and-discovery §4 'Search suggestions', §5 'Search'): suggestions
 * while the shopper types (debounced, stale requests aborted), cleared on a click in the box and
 * under 3 characters; the combobox's active option; submit to /busca?n={term}.
 */
export function useSearchBox() {
  const [term, setTerm] = useState(termFromLocation);
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<string | null>(null);
  // Suggestions are asked for what the shopper types, not for the prefilled term.
  const [typed, setTyped] = useState(false);
  const request = useRef<AbortController | null>(null);

  const clear = useCallback(() => {
    request.current?.abort();
    request.current = null;
    setSuggestions([]);
    setOpen(false);
    setActive(-1);
  }, []);

  useEffect(() => {
    if (!typed) return undefined;
    if (!isSearchable(term)) {
      clear();
      return undefined;
    }
    const timer = setTimeout(() => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      call('searchSuggestions', { params: { qtdRegister: SUGGESTIONS_REQUESTED, word: term.trim() }, signal: controller.signal })
        .then((answer) => {
          if (controller.signal.aborted) return;
          setSuggestions(answer.slice(0, SUGGESTIONS_SHOWN));
          setOpen(answer.length > 0);
          setActive(-1);
        })
        .catch(() => {
          // A failed suggestion is no news for the shopper: the box keeps working without it.
          if (!controller.signal.aborted) clear();
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, typed, clear]);

  useEffect(() => () => request.current?.abort(), []);

  const options: SearchOption[] = suggestions.map((suggestion) => ({ kind: 'product', suggestion }));
  if (suggestions.length > VIEW_ALL_AFTER) options.push({ kind: 'all' });
  const expanded = open && options.length > 0;

  const choose = useCallback(
    (option: SearchOption) => {
      clear();
      navigation.assign(option.kind === 'all' ? searchUrl(term) : option.suggestion.url);
    },
    [clear, term],
  );

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!isSearchable(term)) {
      setError(t('search.tooShort'));
      return;
    }
    clear();
    navigation.assign(searchUrl(term));
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setTerm(event.target.value);
    setTyped(true);
    setError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        if (!count) return;
        event.preventDefault();
        setOpen(true);
        setActive((index) => (index + 1) % count);
        break;
      case 'ArrowUp':
        if (!count) return;
        event.preventDefault();
        setOpen(true);
        setActive((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case 'Enter':
        if (expanded && active >= 0 && options[active]) {
          event.preventDefault();
          choose(options[active]);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
      default:
    }
  };

  return {
    term,
    options,
    expanded,
    active: expanded ? active : -1,
    error,
    onChange,
    onKeyDown,
    /** The spec clears the suggestions when the box is clicked. */
    onClick: clear,
    /** Closes the list when focus leaves the box. */
    close: () => {
      setOpen(false);
      setActive(-1);
    },
    setActive,
    choose,
    submit,
  };
}
