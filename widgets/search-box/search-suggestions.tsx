import '../../src/i18n/catalogue/search-suggestions';
import { useImperativeHandle, useLayoutEffect, type MouseEvent, type Ref } from 'react';
import { t, type MessageKey } from '../../src/i18n';
import { Price } from '../../src/catalogue/price';
import type { ComboState, SuggestionControls } from './use-search-box';
import { useSearchSuggestions, type SearchGroup, type SearchGroupKind, type SearchOption } from './use-search-suggestions';
import { mediaUrl } from '../../src/api/media';

export interface SearchSuggestionsProps {
  term: string;
  typed: boolean;
  /** The id of the option at an index (the box points aria-activedescendant at it). */
  optionId: (index: number) => string;
  /** Receives what the list shows, for the box's aria-expanded and aria-activedescendant. */
  report: (state: ComboState) => void;
  /** The box forwards its keys, clicks and blur through this. */
  /** Filled with the list's keyboard controls (the box drives the list from its input). */
  controls: Ref<SuggestionControls>;
}

/** For a submit before the list has loaded (use-search-box.ts): the same chunk, so nothing more is fetched. */
export { keepSearched } from './use-search-suggestions';

const LABELS: Record<SearchGroupKind, MessageKey> = {
  recent: 'search.groupRecent',
  terms: 'search.groupTerms',
  categories: 'search.groupCategories',
  brands: 'search.groupBrands',
  products: 'search.groupProducts',
};

const optionKey = (option: SearchOption): string =>
  option.kind === 'all'
    ? 'all'
    : option.kind === 'clear'
      ? 'clear'
      : option.kind === 'product'
      ? `p${option.suggestion.idProduct}`
      : 'link' in option
        ? `${option.kind}${option.link.id}`
        : `${option.kind}:${option.term}`;

/** Keeps the focus in the box: the click that follows does the work. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** What the dropdown shows, and what its options do (useSearchSuggestions). */
export interface SearchSuggestionsModel {
  groups: readonly SearchGroup[];
  expanded: boolean;
  /** Index of the active option, -1 for none. */
  active: number;
  /** The id of the option at an index (the box points aria-activedescendant at it). */
  optionId: (index: number) => string;
  setActive: (index: number) => void;
  choose: (option: SearchOption) => void;
  /** Removes one recent search. */
  forget: (term: string) => void;
}

function OptionContent({ option }: { option: SearchOption }) {
  if (option.kind === 'all' || option.kind === 'clear') {
    return <span className="jet-search-box__name">{t(option.kind === 'all' ? 'search.viewAll' : 'search.clearRecent')}</span>;
  }
  if (option.kind === 'product') {
    const { suggestion } = option;
    return (
      <>
        <img className="jet-search-box__image" src={mediaUrl(suggestion.imageHome)} alt="" width="40" height="40" loading="lazy" />
        <span className="jet-search-box__name">{suggestion.name}</span>
        <Price
          className="jet-price jet-search-box__price"
          price={suggestion.price}
          pricePromotion={suggestion.pricePromotion}
          onRequest={suggestion.idTypeProduct === 3}
          showInstallments={false}
        />
      </>
    );
  }
  return <span className="jet-search-box__name">{'term' in option ? option.term : option.link.name}</span>;
}

/**
 * The dropdown as a plain function of the model: labelled groups (role=group) of options: completed
 * searches, categories, brands, products with their image, name and price, and 'Ver todos os produtos';
 * on an empty box, the recent searches with a remove mark each and 'Limpar'.
 */
export function SearchSuggestionsView({ groups, expanded, active, optionId, setActive, choose, forget }: SearchSuggestionsModel) {
  if (!expanded) return null;
  return groups.map((group) => {
    const labelId = `${optionId(group.start)}-group`;
    return (
      <div key={group.kind} className="jet-search-box__group" role="group" aria-labelledby={labelId} data-group={group.kind}>
        <div className="jet-search-box__group-label" id={labelId}>
          {t(LABELS[group.kind])}
        </div>
        {group.options.map((option, offset) => {
          const index = group.start + offset;
          return (
            <div
              key={optionKey(option)}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`jet-search-box__option jet-search-box__option--${option.kind}`}
              onMouseDown={keepFocus}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(option)}
            >
              <OptionContent option={option} />
              {option.kind === 'recent' && (
                // An option holds no control (ARIA): the pointer's remove mark is hidden from assistive tech,
                // which removes the active recent search with Delete (README).
                <span
                  className="jet-search-box__remove"
                  aria-hidden="true"
                  title={t('search.removeRecent', { term: option.term })}
                  onClick={(event) => {
                    event.stopPropagation();
                    forget(option.term);
                  }}
                />
              )}
            </div>
          );
        })}
      </div>
    );
  });
}

/**
 * The search box's dropdown (loaded on the box's first focus or keystroke): wires useSearchSuggestions to
 * the view, hands the box its key controls and reports what the list shows.
 */
export default function SearchSuggestions({ term, typed, optionId, report, controls }: SearchSuggestionsProps) {
  const list = useSearchSuggestions(term, typed);
  useImperativeHandle(controls, () => list.controls);
  useLayoutEffect(() => report({ expanded: list.expanded, active: list.active }), [report, list.expanded, list.active]);
  return <SearchSuggestionsView {...list} optionId={optionId} />;
}
