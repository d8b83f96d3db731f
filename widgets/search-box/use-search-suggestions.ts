import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import type { AnswerOf, SearchSuggestion, SearchSuggestionGroups, SearchSuggestionLink } from '../../src/api/operations';
import { navigation } from '../../src/routes/navigation';
import { query } from '../../src/stores/query';
import { useKept, useQuery } from '../../src/stores/use-query';
import { clearSearches, forgetSearch, readRecent, rememberSearch } from './search-suggestions-recent';
import { isSearchable, searchUrl, type SuggestionControls } from './use-search-box';

/** catalogue-and-discovery §4, §9. */
export const SUGGESTIONS_REQUESTED = 5;
const SUGGESTIONS_SHOWN = 5;
/** The 'view all' entry shows only with more suggestions than this. */
const VIEW_ALL_AFTER = 3;
const SUGGEST_DEBOUNCE_MS = 250;
/** How long a submit waits for the server's word on a term it has not answered yet (to keep no refused term). */
const VERDICT_WAIT_MS = 800;

/** One entry of the dropdown. */
export type SearchOption =
  | { kind: 'term'; term: string }
  | { kind: 'recent'; term: string }
  | { kind: 'category'; link: SearchSuggestionLink }
  | { kind: 'brand'; link: SearchSuggestionLink }
  | { kind: 'product'; suggestion: SearchSuggestion }
  | { kind: 'all' }
  | { kind: 'clear' };

export type SearchGroupKind = 'recent' | 'terms' | 'categories' | 'brands' | 'products';

/** A labelled group of options; `start` is the index of its first option in the flat list. */
export interface SearchGroup {
  kind: SearchGroupKind;
  start: number;
  options: SearchOption[];
}

const paramsOf = (word: string) => ({ qtdRegister: SUGGESTIONS_REQUESTED, word, grouped: true });

/** The grouped answer, also from a platform that answers the spec's plain product list. */
function groupsOf(answer: AnswerOf<'searchSuggestions'> | undefined): SearchSuggestionGroups | undefined {
  if (answer === undefined) return undefined;
  return Array.isArray(answer) ? { products: answer, terms: [], categories: [], brands: [], refused: false } : answer;
}

/** True when the answer lets the term be kept as a recent search (a plain empty list may be a refusal). */
const keepable = (answer: AnswerOf<'searchSuggestions'> | undefined) => (Array.isArray(answer) ? answer.length > 0 : answer?.refused === false);

/**
 * Keeps a searched term unless the server refuses it, waiting a little for its word when it has not answered
 * yet: the recent searches then, or null when the term is not kept. The box calls it through the list, or
 * straight (search-suggestions.tsx) when the shopper submits before the list has loaded.
 */
export async function keepSearched(searched: string): Promise<string[] | null> {
  const store = query('searchSuggestions', paramsOf(searched.trim()));
  if (store.value?.data === undefined) {
    await Promise.race([store.refresh(), new Promise((resolve) => setTimeout(resolve, VERDICT_WAIT_MS))]);
  }
  return keepable(store.value?.data) ? rememberSearch(searched) : null;
}

/** The groups to show, in the order the big Brazilian stores show them, with their flat indexes. */
function arrange(kinds: Array<[SearchGroupKind, SearchOption[]]>): { groups: SearchGroup[]; options: SearchOption[] } {
  const groups: SearchGroup[] = [];
  const options: SearchOption[] = [];
  for (const [kind, entries] of kinds) {
    if (entries.length === 0) continue;
    groups.push({ kind, start: options.length, options: entries });
    options.push(...entries);
  }
  return { groups, options };
}

/**
 * The dropdown's logic (catalogue-and-discovery §4 'Search suggestions', and what the big Brazilian stores add):
 * while the shopper types (debounced, stale requests aborted, nothing under 3 characters, cleared on a click
 * in the box) completed terms, categories, brands and products; on an empty box the recent searches; the
 * combobox's active option and keys.
 */
export function useSearchSuggestions(term: string, typed: boolean) {
  // The word asked for: the term once the shopper pauses. Each word is its own keyed read, so going back
  // to a word asks nothing again, and the read of a word left behind is aborted.
  const [word, setWord] = useState('');
  // The list mounts on the box's first focus or keystroke: open from then on, until closed.
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState(readRecent);
  const answer = useQuery('searchSuggestions', paramsOf(word), word !== '');
  // While the next word loads the list stays as it was; a failed read is no news for the shopper.
  const found = groupsOf(useKept(answer.data, !word || answer.status === 'error'));
  const blank = term.trim() === '';

  const reset = useCallback((keepOpen: boolean) => {
    setWord('');
    setOpen(keepOpen);
    setActive(-1);
  }, []);

  useEffect(() => {
    if (!typed) return undefined;
    if (!isSearchable(term)) {
      // an emptied box shows the recent searches again; 1 or 2 characters show nothing (§4)
      reset(term.trim() === '');
      return undefined;
    }
    const timer = setTimeout(() => {
      setWord(term.trim());
      setOpen(true);
      setActive(-1);
    }, SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, typed, reset]);

  const products: SearchOption[] = (found?.products ?? []).slice(0, SUGGESTIONS_SHOWN).map((suggestion) => ({ kind: 'product', suggestion }));
  if (products.length > VIEW_ALL_AFTER) products.push({ kind: 'all' });
  const { groups, options } = blank
    ? arrange([['recent', recent.length ? [...recent.map((item): SearchOption => ({ kind: 'recent', term: item })), { kind: 'clear' }] : []]])
    : word
      ? arrange([
          ['terms', (found?.terms ?? []).map((item) => ({ kind: 'term', term: item }))],
          ['categories', (found?.categories ?? []).map((link) => ({ kind: 'category', link }))],
          ['brands', (found?.brands ?? []).map((link) => ({ kind: 'brand', link }))],
          ['products', products],
        ])
      : arrange([]);
  const expanded = open && options.length > 0;

  const remember = async (searched: string): Promise<void> => {
    const kept = await keepSearched(searched);
    if (kept) setRecent(kept);
  };

  const clearRecent = () => {
    setRecent(clearSearches());
    setActive(-1);
  };

  const choose = (option: SearchOption) => {
    if (option.kind === 'clear') return clearRecent();
    reset(false);
    if (option.kind === 'term' || option.kind === 'recent') {
      setRecent(rememberSearch(option.term));
      navigation.assign(searchUrl(option.term));
    } else if (option.kind === 'all') {
      if (keepable(answer.data)) setRecent(rememberSearch(term));
      navigation.assign(searchUrl(term));
    } else {
      navigation.assign('link' in option ? option.link.url : option.suggestion.url);
    }
  };

  const forget = (item: string) => {
    setRecent(forgetSearch(item));
    setActive(-1);
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
      case 'Delete': {
        // the active recent search leaves the list (the pointer has its own button)
        const option = expanded ? options[active] : undefined;
        if (option?.kind === 'recent') {
          event.preventDefault();
          forget(option.term);
        }
        break;
      }
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
    // §4 clears the suggestions on a click in the box; an empty box shows its recent searches then
    clear: () => reset(blank),
    close: () => {
      setOpen(false);
      setActive(-1);
    },
    show: () => setOpen(true),
    submitted: async (searched: string) => {
      reset(false);
      await remember(searched);
    },
  };

  return {
    groups,
    options,
    expanded,
    active: expanded ? active : -1,
    setActive,
    choose,
    forget,
    controls,
  };
}
