import { lazy, Suspense, useCallback, useId } from 'react';
import { t } from '../../src/i18n';
import { useSearchBox } from './use-search-box';

export interface SearchBoxProps {
  /** Placeholder of the box. Default 'O que você procura?'. */
  placeholder?: string;
}

/** The suggestion list loads on the box's first focus or keystroke: a page that nobody searches on never fetches it. */
const SearchSuggestions = lazy(() => import('./search-suggestions'));

/**
 * The search box (catalogue-and-discovery §2, §4, §5): a form with a combobox input (ARIA 1.2
 * pattern: listbox of suggestions, aria-activedescendant, arrows, Enter, Escape) and a submit button.
 */
export function SearchBox({ placeholder }: SearchBoxProps) {
  const box = useSearchBox();
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
      <ul className="jet-search-box__list" id={listId} role="listbox" aria-label={t('search.suggestions')} hidden={!box.combo.expanded}>
        {box.awake && (
          <Suspense fallback={null}>
            <SearchSuggestions term={box.term} typed={box.typed} optionId={optionId} report={box.report} ref={box.suggestions} />
          </Suspense>
        )}
      </ul>
      {box.error && (
        <p className="jet-search-box__error" id={errorId} role="alert">
          {box.error}
        </p>
      )}
    </form>
  );
}
