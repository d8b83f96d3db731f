import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import type { SearchSuggestion } from '../../src/api/operations';
import { navigation } from '../../src/catalogue/navigation';
import { useKept, useQuery } from '../../src/stores/use-query';
import { isSearchable, searchUrl, type SuggestionControls } from './use-search-box';

/** catalogue-and-discovery §4, §9. */
export const SUGGESTIONS_REQUESTED = 5;
export const SUGGESTIONS_SHOWN = 5;
/** The 'view all' entry shows only with more suggestions than this. */
export const VIEW_ALL_AFTER = 3;
export const SUGGEST_DEBOUNCE_MS = 250;

/** One entry of the suggestion list: a product, or the link to every result. */
export type SearchOption = { kind: 'product'; suggestion: SearchSuggestion } | { kind: 'all' };

/**
 * The suggestion list's logic (catalogue-and-discovery §4 'Search suggestions'): suggestions while the
 * shopper types (debounced, stale requests aborted), cleared on a click in the box and under 3
 * characters; the combobox's active option and keys.
 */
export function useSearchSuggestions(term: string, typed: boolean) {
  // The word asked for: the term once the shopper pauses. Each word is its own keyed read, so going back
  // to a word asks nothing again, and the read of a word left behind is aborted.
  const [word, setWord] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const answer = useQuery('searchSuggestions', { qtdRegister: SUGGESTIONS_REQUESTED, word }, word !== '');
  // While the next word loads the list stays as it was; a failed read is no news for the shopper.
  const suggestions = (useKept(answer.data, !word || answer.status === 'error') ?? []).slice(0, SUGGESTIONS_SHOWN);

  const clear = useCallback(() => {
    setWord('');
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
      setWord(term.trim());
      setOpen(true);
      setActive(-1);
    }, SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, typed, clear]);

  const options: SearchOption[] = suggestions.map((suggestion) => ({ kind: 'product', suggestion }));
  if (suggestions.length > VIEW_ALL_AFTER) options.push({ kind: 'all' });
  const expanded = open && options.length > 0;

  const choose = (option: SearchOption) => {
    clear();
    navigation.assign(option.kind === 'all' ? searchUrl(term) : option.suggestion.url);
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

  const controls: SuggestionControls = {
    onKeyDown,
    clear,
    close: () => {
      setOpen(false);
      setActive(-1);
    },
  };

  return { options, expanded, active: expanded ? active : -1, setActive, choose, controls };
}
