import '../../src/i18n/catalogue/listing';
import '../../src/i18n/catalogue/listing-filters';
import { useId, useState, type FormEvent } from 'react';
import type { Facet, FacetValue, ListingFilters } from '../../src/api/operations';
import { t } from '../../src/i18n';
import type { ListingFilterState } from '../../src/stores/listing-filter';
import type { FilterKind } from './use-product-list';

export interface ListingFiltersPanelProps {
  filters: ListingFilters;
  state: ListingFilterState;
  onToggle: (kind: FilterKind, value: FacetValue) => void;
  onPrice: (initialPrice: number | null, finalPrice: number | null) => void;
}

function FacetGroup({ legend, kind, values, chosen, onToggle }: { legend: string; kind: FilterKind; values: FacetValue[]; chosen: number[]; onToggle: ListingFiltersPanelProps['onToggle'] }) {
  if (!values.length) return null;
  return (
    <fieldset className="jet-product-list__facet" data-kind={kind}>
      <legend className="jet-product-list__facet-title">{legend}</legend>
      {values.map((value) => (
        <label className="jet-product-list__facet-value" key={value.id}>
          <input type="checkbox" checked={chosen.includes(value.id)} onChange={() => onToggle(kind, value)} />
          {value.color ? <span className="jet-product-list__swatch" style={{ background: value.color }} aria-hidden="true" /> : null}
          <span>{value.name}</span> <span className="jet-product-list__facet-count">({value.count})</span>
        </label>
      ))}
    </fieldset>
  );
}

const toPrice = (text: string): number | null => {
  const value = Number(text.replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? null : value;
};

/** The filter panel: price range, categories, brands, product groupings (one at a time), each variation and attribute. */
export function ListingFiltersPanel({ filters, state, onToggle, onPrice }: ListingFiltersPanelProps) {
  const [from, setFrom] = useState(state.initialPrice?.toString() ?? '');
  const [to, setTo] = useState(state.finalPrice?.toString() ?? '');
  // a minimum above the maximum is refused here, with no request ('Faixa de preço inválida.' otherwise)
  const [priceError, setPriceError] = useState(false);
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const facet = (kind: FilterKind, list: Facet[]) =>
    list.map((f) => <FacetGroup key={`${kind}-${f.id}`} legend={f.name} kind={kind} values={f.values} chosen={kind === 'variation' ? state.variations : state.idAttribute} onToggle={onToggle} />);
  const submitPrice = (event: FormEvent) => {
    event.preventDefault();
    const [initial, final] = [toPrice(from), toPrice(to)];
    if (initial !== null && final !== null && initial > final) setPriceError(true);
    else onPrice(initial, final);
  };
  const priceField = (id: string, value: string, set: (text: string) => void, placeholder: number) => (
    <input
      id={id}
      type="number"
      inputMode="decimal"
      min={0}
      step="any"
      placeholder={String(placeholder)}
      value={value}
      aria-invalid={priceError || undefined}
      aria-describedby={priceError ? errorId : undefined}
      onChange={(e) => {
        set(e.currentTarget.value);
        setPriceError(false);
      }}
    />
  );
  return (
    <aside className="jet-product-list__filters" aria-label={t('filters.title')}>
      {filters.priceRange && (
        <form className="jet-product-list__facet" data-kind="price" onSubmit={submitPrice} aria-label={t('filters.price')}>
          <span className="jet-product-list__facet-title">{t('filters.price')}</span>
          <label htmlFor={fromId}>{t('filters.priceFrom')}</label>
          {priceField(fromId, from, setFrom, Math.floor(filters.priceRange.min))}
          <label htmlFor={toId}>{t('filters.priceTo')}</label>
          {priceField(toId, to, setTo, Math.ceil(filters.priceRange.max))}
          {priceError && (
            <p className="jet-product-list__price-error" id={errorId} role="alert">
              {t('filters.priceOrder')}
            </p>
          )}
          <button type="submit" className="jet-button jet-button--secondary">
            {t('filters.applyPrice')}
          </button>
        </form>
      )}
      <FacetGroup legend={t('filters.category')} kind="category" values={filters.categories} chosen={state.idCategories} onToggle={onToggle} />
      <FacetGroup legend={t('filters.brand')} kind="brand" values={filters.brands} chosen={state.brand} onToggle={onToggle} />
      <FacetGroup
        legend={t('filters.grouping')}
        kind="grouping"
        values={filters.groupings ?? []}
        chosen={state.idGroupingType === null ? [] : [state.idGroupingType]}
        onToggle={onToggle}
      />
      {facet('variation', filters.variations)}
      {facet('attribute', filters.attributes)}
    </aside>
  );
}
