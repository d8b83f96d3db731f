import { useImperativeHandle, useLayoutEffect, type Ref } from 'react';
import { t } from '../../src/i18n';
import type { ComboState, SuggestionControls } from './use-search-box';
import { useSearchSuggestions, type SearchOption } from './use-search-suggestions';
import { mediaUrl } from '../../src/api/media';

export interface SearchSuggestionsProps {
  term: string;
  typed: boolean;
  /** The id of the option at an index (the box points aria-activedescendant at it). */
  optionId: (index: number) => string;
  /** Receives what the list shows, for the box's aria-expanded and aria-activedescendant. */
  report: (state: ComboState) => void;
  /** The box forwards its keys, clicks and blur through this. */
  ref: Ref<SuggestionControls>;
}

const optionText = (option: SearchOption): string => (option.kind === 'all' ? t('search.viewAll') : option.suggestion.name);

/** What the suggestion list shows, and what its options do (useSearchSuggestions). */
export interface SearchSuggestionsModel {
  options: readonly SearchOption[];
  expanded: boolean;
  /** Index of the active option, -1 for none. */
  active: number;
  /** The id of the option at an index (the box points aria-activedescendant at it). */
  optionId: (index: number) => string;
  setActive: (index: number) => void;
  choose: (option: SearchOption) => void;
}

/** The options as a plain function of the model: products with their image and name, and 'Ver todos os produtos'. */
export function SearchSuggestionsView({ options, expanded, active, optionId, setActive, choose }: SearchSuggestionsModel) {
  if (!expanded) return null;
  return options.map((option, index) => (
    <li
      key={option.kind === 'all' ? 'all' : option.suggestion.idProduct}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      className={option.kind === 'all' ? 'jet-search-box__option jet-search-box__option--all' : 'jet-search-box__option'}
      // keep the focus in the box: the click chooses
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => setActive(index)}
      onClick={() => choose(option)}
    >
      {option.kind === 'product' && (
        <img className="jet-search-box__image" src={mediaUrl(option.suggestion.imageHome)} alt="" width="40" height="40" loading="lazy" />
      )}
      <span className="jet-search-box__name">{optionText(option)}</span>
    </li>
  ));
}

/**
 * The options of the search box's listbox (loaded on the box's first focus or keystroke): wires
 * useSearchSuggestions to the view, hands the box its key controls and reports what the list shows.
 */
export default function SearchSuggestions({ term, typed, optionId, report, ref }: SearchSuggestionsProps) {
  const list = useSearchSuggestions(term, typed);
  useImperativeHandle(ref, () => list.controls);
  useLayoutEffect(() => report({ expanded: list.expanded, active: list.active }), [report, list.expanded, list.active]);
  return <SearchSuggestionsView {...list} optionId={optionId} />;
}
