import type { StoryObj } from '@storybook/react-vite';
import { cardSettingsFrom } from '../src/catalogue/card-settings';
import { LISTING_FILTER_KEY, freshListingFilter } from '../src/stores/listing-filter';
import { company } from '../test/fixtures/api-data';
import { cartOf } from '../test/fixtures/cart-data';
import { emptyFilters, listAnswer, listingFilters, productCards } from '../test/fixtures/catalogue-data';
import { mockApi, type Answers } from '../test/fixtures/mock-api';
import { ProductListView, type ProductListModel } from '../widgets/product-list/product-list';
import { fromModel, tagMeta } from './harness/tag-story';

const page = listAnswer(productCards(12), 1, 40);
const ready: Answers = {
  company,
  productsByCategory: page,
  filtersByCategory: listingFilters,
  cartContents: cartOf([]),
  addToCart: { success: true, quantity: 1 },
};
/** The ready answers with some replaced; the tests fake the same ones (parameters.msw.answers). */
const answers = (more: Answers = {}) => ({ msw: mockApi({ ...ready, ...more }) });

/** A story's `beforeEach`: the shopper left these filters on this listing earlier (sessionStorage). */
const storedFilter = (stored: Parameters<typeof freshListingFilter>[1]) => () => {
  sessionStorage.setItem(LISTING_FILTER_KEY, JSON.stringify(freshListingFilter(`${window.location.pathname}?category=casa/sala`, stored)));
};

const meta = {
  title: 'Catalogue/Product list',
  ...tagMeta('jet-product-list', {
    args: { source: 'category', 'source-id': 'casa/sala' },
    parameters: answers(),
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { parameters: answers({ productsByCategory: 'loading', filtersByCategory: 'loading' }) };

/** 40 products, 12 per page: the pager shows pages 1 and 2 with first/previous disabled. */
export const Ready: Story = {};

/** The shopper chose a brand and a price range: chips above the grid; 'Filtrar' opens the panel with the boxes checked. */
export const FiltersApplied: Story = {
  beforeEach: storedFilter({
    brand: [1],
    initialPrice: 100,
    finalPrice: 500,
    selectedFilter: [
      { kind: 'brand', id: 1, name: 'Aurora Casa' },
      { kind: 'price', id: 0, name: 'R$ 100,00 – R$ 500,00' },
    ],
  }),
  parameters: answers({ productsByCategory: listAnswer(productCards(5, 2000), 1, 5) }),
};

/** Infinite scrolling instead of the pager: reaching the end asks for 12 more. */
export const InfiniteScroll: Story = { args: { 'infinite-scroll': true } };

export const Empty: Story = {
  parameters: answers({ productsByCategory: listAnswer([]), filtersByCategory: emptyFilters, mostSold: [], newArrivals: [] }),
};

/** A search without result: the term, the hints, and 'Produtos mais vendidos' (6 products); 'Recém chegados' has 3, so it stays hidden. */
export const SearchEmpty: Story = {
  args: { source: 'search', 'source-id': 'abajur' },
  parameters: answers({
    productsBySearch: listAnswer([]),
    filtersBySearch: emptyFilters,
    mostSold: productCards(6, 3000),
    newArrivals: productCards(3, 4000),
  }),
};

/** A search that found few products ('gamado'): 'Você quis dizer gramado?' above them. */
export const SearchDidYouMean: Story = {
  args: { source: 'search', 'source-id': 'gamado' },
  parameters: answers({ productsBySearch: { ...listAnswer(productCards(2)), didYouMean: 'gramado' }, filtersBySearch: emptyFilters }),
};

/** A misspelt search ('sfoa') that found nothing as typed: 'Mostrando resultados para sofá.' above the corrected term's products. */
export const SearchCorrected: Story = {
  args: { source: 'search', 'source-id': 'sfoa' },
  parameters: answers({ productsBySearch: { ...listAnswer(productCards(8)), didYouMean: 'sofá', showingCorrected: true }, filtersBySearch: emptyFilters }),
};

/** The listing cannot be loaded: a message and 'Tentar novamente'. */
export const Error: Story = { parameters: answers({ productsByCategory: { fail: 'Erro interno.' } }) };

/**
 * The store refused the filters (a price range from an old address, 'De' above 'Até'): its text, in
 * place of the listing's own, and no count.
 */
export const FilterRefused: Story = {
  beforeEach: storedFilter({
    initialPrice: 500,
    finalPrice: 100,
    selectedFilter: [{ kind: 'price', id: 0, name: 'R$ 500,00 – R$ 100,00' }],
  }),
  parameters: answers({ productsByCategory: { fail: 'Faixa de preço inválida.', status: 400, code: 'INVALID_INPUT' } }),
};

const nothing = () => undefined;
/** A ready listing's model (ProductListView), for the states below. */
const model = {
  state: 'ready',
  loading: false,
  search: null,
  filter: freshListingFilter('/casa/sala/c', { pageSize: 12 }),
  products: productCards(12),
  total: 40,
  page: 1,
  pageCount: 4,
  filters: null,
  filtersOpen: false,
  settings: cardSettingsFrom(company),
  sort: 'menor_preco',
  infinite: false,
  tooShort: false,
  filtered: false,
  emptyCarousels: false,
  toggleFilters: nothing,
  setPage: nothing,
  setOrder: nothing,
  setFlag: nothing,
  toggleFilter: nothing,
  setPrice: nothing,
  removeFilter: nothing,
  clearFilters: nothing,
  retry: nothing,
} satisfies ProductListModel;
/** The filters answer of a server that counts the promotion and availability toggles. */
const withToggles = { ...listingFilters, onSale: 7, inStock: 28 };
const promotions = freshListingFilter('/casa/sala/c', { pageSize: 12, onSale: true, selectedFilter: [{ kind: 'onSale', id: 0, name: 'Em promoção' }] });

/**
 * From a fixed model (ProductListView, not the tag): an infinitely scrolling listing while its next
 * step loads, a state the mocks show only for a moment (the next step starts when the end scrolls into
 * view).
 */
export const LoadingMore: Story = fromModel(() => <ProductListView {...model} loading total={40} infinite />);

/** From 64rem: the filters beside the grid, 'Em promoção' on (its chip above the grid), no 'Filtrar' button. */
export const Sidebar: Story = fromModel(() => <ProductListView {...model} sidebar filters={withToggles} filter={promotions} filtered total={7} pageCount={1} products={productCards(7)} />);

/** On a phone: the filter drawer open, 44 px rows, 'Limpar filtros' and the sticky 'Ver 7 produtos'. */
export const PhoneDrawer: Story = {
  ...fromModel(() => <ProductListView {...model} filters={withToggles} filter={promotions} filtered filtersOpen drawerStarted total={7} pageCount={1} products={productCards(7)} />),
  globals: { viewport: { value: 'mobile1' } },
};

/** The shopper's filters leave nothing: 'Nenhum produto encontrado!' beside the filters, which can be taken back. */
export const EmptyFiltered: Story = fromModel(() => (
  <ProductListView {...model} state="empty" sidebar filters={withToggles} filter={promotions} filtered total={0} pageCount={0} products={[]} />
));
