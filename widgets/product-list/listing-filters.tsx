import '../../src/i18n/catalogue/listing';
import '../../src/i18n/catalogue/listing-filters';
import { useId, useState, type FormEvent } from 'react';
import type { Facet, FacetValue, ListingFilters } from '../../src/api/operations';
import { t } from '../../src/i18n';
import type { ListingFilterState } from '../../src/stores/listing-filter';
import { useModalDialog } from '../../src/ui/use-modal-dialog';
import type { ProductListModel } from './product-list';
import type { FilterKind, FlagKind } from './use-product-list';

interface ListingFiltersPanelProps {
  filters: ListingFilters;
  state: ListingFilterState;
  onToggle: (kind: FilterKind, value: FacetValue) => void;
  onPrice: (initialPrice: number | null, finalPrice: number | null) => void;
  onFlag: (kind: FlagKind, on: boolean) => void;
}

/** 'Em promoção' and 'Disponível' as switches, each shown only when the filters answer counts it (older servers do not). */
function Flags({ filters, state, onFlag }: Pick<ListingFiltersPanelProps, 'filters' | 'state' | 'onFlag'>) {
  const shown = (['onSale', 'inStock'] as const).filter((kind) => typeof filters[kind] === 'number');
  if (!shown.length) return null;
  return (
    <fieldset className="jet-product-list__facet" data-kind="flags">
      <legend className="jet-product-list__facet-title">{t('filters.only')}</legend>
      {shown.map((kind) => (
        <label className="jet-product-list__facet-value" key={kind}>
          <input type="checkbox" role="switch" checked={state[kind]} onChange={(e) => onFlag(kind, e.currentTarget.checked)} />
          <span>{t(`filters.${kind}`)}</span> <span className="jet-product-list__facet-count">({filters[kind]})</span>
        </label>
      ))}
    </fieldset>
  );
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

/**
 * The filter panel: the promotion and availability switches, price range, categories, brands, product
 * groupings (one at a time), each variation and attribute.
 */
function ListingFiltersPanel({ filters, state, onToggle, onPrice, onFlag }: ListingFiltersPanelProps) {
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
      <Flags filters={filters} state={state} onFlag={onFlag} />
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

/**
 * The filters of the listing `list`: beside the grid when `list.sidebar`, else the phone's drawer `id`
 * (a modal dialog through useModalDialog: focus in and back to 'Filtrar', Escape, Tab kept inside) with
 * the panel, 'Limpar filtros' and a sticky 'Ver N produtos' that closes it and calls `onDone`.
 */
export function ListingFilters({ list, id, onDone }: { list: ProductListModel; id?: string; onDone?: () => void }) {
  const { filters, filter: state, toggleFilters } = list;
  const { dialogProps } = useModalDialog(list.filtersOpen, toggleFilters, 'dialog');
  const titleId = useId();
  const panel = filters && state && (
    <ListingFiltersPanel filters={filters} state={state} onToggle={list.toggleFilter} onPrice={list.setPrice} onFlag={list.setFlag ?? (() => undefined)} />
  );
  if (list.sidebar) return panel;
  return (
    <dialog {...dialogProps} id={id} className="jet-product-list__drawer" aria-labelledby={titleId}>
      <div className="jet-product-list__drawer-head">
        <h2 id={titleId} className="jet-product-list__drawer-title">
          {t('filters.title')}
        </h2>
        <button type="button" className="jet-product-list__drawer-close" onClick={toggleFilters}>
          {t('filters.close')}
        </button>
      </div>
      <div className="jet-product-list__drawer-body">{panel}</div>
      <div className="jet-product-list__drawer-foot">
        {list.filtered && (
          <button type="button" className="jet-button jet-button--secondary" onClick={list.clearFilters}>
            {t('filters.clear')}
          </button>
        )}
        <button
          type="button"
          className="jet-button jet-button--primary jet-product-list__drawer-done"
          onClick={() => {
            toggleFilters();
            onDone?.();
          }}
        >
          {list.total === 1 ? t('filters.showOne') : t('filters.showCount', { count: list.total })}
        </button>
      </div>
    </dialog>
  );
}
