import { lazy, Suspense, useCallback, useId, type ChangeEvent, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { t } from '../../src/i18n';
import { loadSuggestions, useSearchBox, type ComboState, type SuggestionControls } from './use-search-box';

export interface SearchBoxProps {
  /** Placeholder of the box. Default 'O que você procura?'. */
  placeholder?: string;
}

/** The suggestion list loads on the box's first focus or keystroke: a page that nobody searches on never fetches it. */
const SearchSuggestions = lazy(loadSuggestions);

/** What the search box shows, and the handlers its form and input call. */
export interface SearchBoxModel {
  /** The box's text. */
  term: string;
  /** The shopper has typed (suggestions are asked for typed terms only). */
  typed: boolean;
  /** The 3-character message, or null. */
  error: string | null;
  /** The suggestion list is wanted (first focus or keystroke): its code loads then. */
  awake: boolean;
  /** What the suggestion list shows, for aria-expanded and aria-activedescendant. */
  combo: ComboState;
  report: (state: ComboState) => void;
  /** Where the loaded suggestion list hands its controls. */
  suggestions?: Ref<SuggestionControls>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  wake: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onClick: () => void;
  close: () => void;
  submit: (event?: FormEvent) => void;
  placeholder?: string;
}

/**
 * The search box as a plain function of its model: a form with a combobox input (ARIA 1.2 pattern:
 * listbox of suggestions in labelled groups, aria-activedescendant) and a submit button; the dropdown
 * loads when `awake`.
 */
export function SearchBoxView({ placeholder, ...box }: SearchBoxModel) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const optionId = useCallback((index: number) => `${id}-option-${index}`, [id]);
  return (
    <form className="jet-search-box" role="search" action="/busca" method="get" onSubmit={box.submit} noValidate>
      <div className="jet-search-box__field">
        <input
          className="jet-search-box__input"
          type="search"
          name="n"
          role="combobox"
          autoComplete="off"
          aria-label={t('search.label')}
          aria-autocomplete="list"
          aria-expanded={box.combo.expanded}
          aria-controls={listId}
          aria-activedescendant={box.combo.active >= 0 ? optionId(box.combo.active) : undefined}
          aria-invalid={box.error ? true : undefined}
          aria-describedby={box.error ? errorId : undefined}
          placeholder={placeholder ?? t('search.placeholder')}
          value={box.term}
          onFocus={box.wake}
          onChange={box.onChange}
          onKeyDown={box.onKeyDown}
          onClick={box.onClick}
          onBlur={box.close}
        />
        <button className="jet-search-box__submit" type="submit">
          {t('search.submit')}
        </button>
      </div>
      <div className="jet-search-box__list" id={listId} role="listbox" aria-label={t('search.suggestions')} hidden={!box.combo.expanded}>
        {box.awake && (
          <Suspense fallback={null}>
            <SearchSuggestions term={box.term} typed={box.typed} optionId={optionId} report={box.report} controls={box.suggestions ?? null} />
          </Suspense>
        )}
      </div>
      {box.error && (
        <p className="jet-search-box__error" id={errorId} role="alert">
          {box.error}
        </p>
      )}
    </form>
  );
}

/**
 * The search box (catalogue-and-discovery §2, §4, §5): a form with a combobox input (ARIA 1.2
 * pattern: listbox of suggestions, aria-activedescendant, arrows, Enter, Escape) and a submit button.
 */
export function SearchBox({ placeholder }: SearchBoxProps) {
  return <SearchBoxView {...useSearchBox()} placeholder={placeholder} />;
}
