import { useId } from 'react';
import { t } from '../../src/i18n';
import { useSearchBox, type SearchOption } from './use-search-box';

export interface SearchBoxProps {
  /** Placeholder of the box. Default 'O que você procura?'. */
  placeholder?: string;
}

const optionText = (option: SearchOption): string => (option.kind === 'all' ? t('search.viewAll') : option.suggestion.name);

/**
 * The search box (catalogue-and-discovery §2, §4, §5): a form with a combobox input (ARIA 1.2
 * pattern: listbox of suggestions, aria-activedescendant, arrows, Enter, Escape) and a submit button.
 */
export function SearchBox({ placeholder }: SearchBoxProps) {
  const box = useSearchBox();
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const optionId = (index: number) => `${id}-option-${index}`;
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
          aria-expanded={box.expanded}
          aria-controls={listId}
          aria-activedescendant={box.active >= 0 ? optionId(box.active) : undefined}
          aria-invalid={box.error ? true : undefined}
          aria-describedby={box.error ? errorId : undefined}
          placeholder={placeholder ?? t('search.placeholder')}
          value={box.term}
          onChange={box.onChange}
          onKeyDown={box.onKeyDown}
          onClick={box.onClick}
          onBlur={box.close}
        />
        <button className="jet-search-box__submit" type="submit">
          {t('search.submit')}
        </button>
      </div>
      <ul className="jet-search-box__list" id={listId} role="listbox" aria-label={t('search.suggestions')} hidden={!box.expanded}>
        {box.expanded &&
          box.options.map((option, index) => (
            <li
              key={option.kind === 'all' ? 'all' : option.suggestion.idProduct}
              id={optionId(index)}
              role="option"
              aria-selected={index === box.active}
              className={option.kind === 'all' ? 'jet-search-box__option jet-search-box__option--all' : 'jet-search-box__option'}
              // keep the focus in the box: the click chooses
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => box.setActive(index)}
              onClick={() => box.choose(option)}
            >
              {option.kind === 'product' && (
                <img className="jet-search-box__image" src={option.suggestion.imageHome} alt="" width="40" height="40" loading="lazy" />
              )}
              <span className="jet-search-box__name">{optionText(option)}</span>
            </li>
          ))}
      </ul>
      {box.error && (
        <p className="jet-search-box__error" id={errorId} role="alert">
          {box.error}
        </p>
      )}
    </form>
  );
}
