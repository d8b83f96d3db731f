import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OperationName, ProductCardData } from '../../src/api/operations';
import { navigation } from '../../src/routes/navigation';
import { $listingFilter } from '../../src/stores/listing-filter';
import { composeStories } from '@storybook/react-vite';
import * as stories from '../../stories/product-list.stories';
import { startPage } from '../../stories/harness/page';
import { ProductList } from '../../widgets/product-list/product-list';
import { SIDEBAR_QUERY } from '../../widgets/product-list/use-product-list';
import '../../widgets/product-list/product-list.element';
import { company } from '../fixtures/api-data';
import { emptyFilters, listAnswer, listingFilters, productCards } from '../fixtures/catalogue-data';
import { fakeApi, type Answers, type MockApi, type MockCall } from '../fixtures/mock-api';
import { showStory, type TestStory } from '../../stories/harness/story-test';
import { viewport } from '../fixtures/viewport';

/** The pager: its code loads as its place under the grid comes near the viewport (brought near here). */
async function findPager(): Promise<HTMLElement> {
  const box = await waitFor(() => {
    const placeholder = document.querySelector('.jet-pager[data-near]') ?? document.querySelector('nav.jet-pager');
    if (!placeholder) throw new Error('no pager yet');
    return placeholder;
  });
  if (box.hasAttribute('data-near')) act(() => viewport.near(box));
  return screen.findByRole('navigation', { name: 'Paginação' });
}

const query = (call: MockCall | undefined) => Object.fromEntries(new URLSearchParams(call?.params ?? ''));
const lastCall = (api: MockApi, operation: OperationName) => api.calls.filter((c) => c.operation === operation).at(-1);

/** A listing of `total` products answering each page from the request's page and pageSize. */
function catalogueApi(total: number, extra: Answers = {}, settings = company) {
  const all = productCards(total);
  return fakeApi({
    company: () => settings,
    productsByCategory: (call) => {
      const q = query(call);
      const page = Number(q.page ?? 1);
      const size = Number(q.pageSize ?? 12);
      return listAnswer(all.slice((page - 1) * size, page * size), page, total, size);
    },
    filtersByCategory: () => listingFilters,
    ...extra,
  });
}

function at(path: string) {
  window.history.replaceState(null, '', path);
}

/** The window's width as the listing's media query sees it (happy-dom's own is 1024 px). */
const media = { width: 412, changed: () => undefined as void };
function atWidth(width: number) {
  media.width = width;
  media.changed();
}

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sessionStorage.clear();
  $listingFilter.set(null);
  media.width = 412;
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return query === SIDEBAR_QUERY && media.width >= 1024;
    },
    addEventListener: (_: string, changed: () => void) => (media.changed = changed),
    removeEventListener: () => undefined,
  }));
  at('/casa/sala/c');
  assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  assign.mockRestore();
  sessionStorage.clear();
});

describe('<jet-product-list>', () => {
  it('lists the category named by the address with the company default sort and page size', async () => {
    const api = catalogueApi(30);
    render(<ProductList source="category" />);
    await screen.findAllByRole('article');
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(query(lastCall(api, 'productsByCategory'))).toMatchObject({ textLink: 'casa/sala', page: '1', pageSize: '12', sortBy: 'mais_vendidos', showProductGroupingFilter: 'true' });
    // the filters are asked for when the shopper opens them
    expect(api.count('filtersByCategory')).toBe(0);
    const toggle = screen.getByRole('button', { name: 'Filtrar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('complementary', { name: 'Filtrar por' })).toBeInTheDocument();
    expect(query(lastCall(api, 'filtersByCategory'))).toMatchObject({ textLink: 'casa/sala' });
    expect(screen.getByText('30 produtos')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('mais_vendidos');
    expect(document.querySelector('.jet-product-list')).toHaveAttribute('data-state', 'ready');
  });

  it('uses a numeric source id directly and a friendly one as textLink', async () => {
    const api = catalogueApi(3);
    const { unmount } = render(<ProductList source="category" sourceId="42" />);
    await screen.findAllByRole('article');
    expect(query(lastCall(api, 'productsByCategory'))).toMatchObject({ idCategories: '42' });
    expect(query(lastCall(api, 'productsByCategory')).textLink).toBeUndefined();
    unmount();
  });

  it('disables first and previous on page 1, next and last on the last page', async () => {
    const user = userEvent.setup();
    const api = catalogueApi(30);
    render(<ProductList source="category" />);
    const pager = await findPager();
    expect(within(pager).getByRole('button', { name: 'Primeira página' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Próxima página' })).toBeEnabled();
    await user.click(within(pager).getByRole('button', { name: 'Última página' }));
    await waitFor(() => expect(within(pager).getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page'));
    expect(query(lastCall(api, 'productsByCategory'))).toMatchObject({ page: '3' });
    expect(within(pager).getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Última página' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Página anterior' })).toBeEnabled();
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });

  it('pushes a history entry per page, and Back restores the previous page', async () => {
    const user = userEvent.setup();
    const api = catalogueApi(30);
    const push = vi.spyOn(navigation, 'pushState');
    render(<ProductList source="category" />);
    const pager = await findPager();
    const firstEntry = window.history.state;
    await user.click(within(pager).getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(within(pager).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page'));
    expect(push).toHaveBeenCalledTimes(1);
    act(() => {
      window.history.replaceState(firstEntry, '');
      window.dispatchEvent(new PopStateEvent('popstate', { state: firstEntry }));
    });
    await waitFor(() => expect(within(pager).getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page'));
    // page 1 comes back from the page's read stores: the server is not asked again
    expect(api.calls.filter((c) => c.operation === 'productsByCategory').map((c) => query(c).page)).toEqual(['1', '2']);
    expect(screen.getAllByRole('article')).toHaveLength(12);
    push.mockRestore();
  });

  it('comes back on the same page after leaving the listing (state kept in sessionStorage)', async () => {
    const user = userEvent.setup();
    const api = catalogueApi(30);
    const first = render(<ProductList source="category" />);
    await user.click(within(await findPager()).getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(query(lastCall(api, 'productsByCategory'))).toMatchObject({ page: '2' }));
    first.unmount();
    // a new page load of the same listing: no history state, the store starts empty
    $listingFilter.set(null);
    at('/casa/sala/c');
    render(<ProductList source="category" />);
    const pager = await findPager();
    await waitFor(() => expect(within(pager).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page'));
    expect(query(lastCall(api, 'productsByCategory'))).toMatchObject({ page: '2' });
  });

  it('starts fresh on another listing', async () => {
    const user = userEvent.setup();
    const api = catalogueApi(30);
    const first = render(<ProductList source="category" />);
    await user.click(within(await findPager()).getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(query(lastCall(api, 'productsByCategory'))).toMatchObject({ page: '2' }));
    first.unmount();
    $listingFilter.set(null);
    at('/casa/quarto/c');
    render(<ProductList source="category" />);
    await waitFor(() => expect(query(lastCall(api, 'productsByCategory'))).toMatchObject({ textLink: 'casa/quarto', page: '1' }));
  });

  it('filters by brand and price: the request carries them, the chips show them, the page goes back to 1', async () => {
    const user = userEvent.setup();
    const api = catalogueApi(30);
    render(<ProductList source="category" />);
    await user.click(within(await findPager()).getByRole('button', { name: 'Página 2' }));
    await user.click(await screen.findByRole('button', { name: 'Filtrar' }));
    const filters = await screen.findByRole('complementary', { name: 'Filtrar por' });
    await user.click(within(filters).getByRole('checkbox', { name: /Aurora Casa/ }));
    await waitFor(() => expect(query(lastCall(api, 'productsByCategory'))).toMatchObject({ idBrand: '1', page: '1' }));
    await user.type(within(filters).getByLabelText('De (R$)'), '100');
    await user.type(within(filters).getByLabelText('Até (R$)'), '500');
    await user.click(within(filters).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(query(lastCall(api, 'productsByCategory'))).toMatchObject({ idBrand: '1', ofPrice: '100', toPrice: '500' }));
    const chips = screen.getByRole('list', { name: 'Filtros aplicados' });
    await user.click(within(chips).getByRole('button', { name: 'Remover filtro Aurora Casa' }));
    await waitFor(() => expect(query(lastCall(api, 'productsByCategory')).idBrand).toBeUndefined());
  });

  it('filters by one product grouping at a time: the requests carry idGroupingType, the chip removes it', async () => {
    const user = userEvent.setup();
    const api = catalogueApi(30);
    render(<ProductList source="category" />);
    await user.click(await screen.findByRole('button', { name: 'Filtrar' }));
    const filters = await screen.findByRole('complementary', { name: 'Filtrar por' });
    // the filters are asked with the groupings (showProductGroupingFilter), listed under 'Grupos'
    expect(query(lastCall(api, 'filtersByCategory'))).toMatchObject({ showProductGroupingFilter: 'true' });
    const groups = within(filters).getByRole('group', { name: 'Grupos' });
    await user.click(within(groups).getByRole('checkbox', { name: /Promoções/ }));
    await waitFor(() => expect(query(lastCall(api, 'productsByCategory'))).toMatchObject({ idGroupingType: '2', page: '1' }));
    expect(query(lastCall(api, 'filtersByCategory'))).toMatchObject({ idGroupingType: '2' });
    // another grouping replaces the first
    await user.click(within(groups).getByRole('checkbox', { name: /Lançamentos/ }));
    await waitFor(() => expect(query(lastCall(api, 'productsByCategory')).idGroupingType).toBe('1'));
    expect(within(groups).getByRole('checkbox', { name: /Promoções/ })).not.toBeChecked();
    const chips = screen.getByRole('list', { name: 'Filtros aplicados' });
    expect(within(chips).queryByRole('button', { name: 'Remover filtro Promoções' })).not.toBeInTheDocument();
    await user.click(within(chips).getByRole('button', { name: 'Remover filtro Lançamentos' }));
    // back to the unfiltered listing (its answer is the one read first)
    await waitFor(() => expect(within(groups).getByRole('checkbox', { name: /Lançamentos/ })).not.toBeChecked());
    expect(screen.queryByRole('list', { name: 'Filtros aplicados' })).not.toBeInTheDocument();
    expect($listingFilter.get()?.idGroupingType).toBeNull();
  });

  it('refuses a minimum price above the maximum next to the fields, without a request', async () => {
    const user = userEvent.setup();
    const api = catalogueApi(30);
    render(<ProductList source="category" />);
    await user.click(await screen.findByRole('button', { name: 'Filtrar' }));
    const filters = await screen.findByRole('complementary', { name: 'Filtrar por' });
    const from = within(filters).getByLabelText('De (R$)');
    const to = within(filters).getByLabelText('Até (R$)');
    await user.type(from, '500');
    await user.type(to, '100');
    const requests = api.count('productsByCategory');
    await user.click(within(filters).getByRole('button', { name: 'Aplicar' }));
    const message = 'O valor de "Até" deve ser maior ou igual ao de "De".';
    expect(within(filters).getByRole('alert')).toHaveTextContent(message);
    expect(from).toHaveAccessibleDescription(message);
    expect(to).toHaveAccessibleDescription(message);
    expect(api.count('productsByCategory')).toBe(requests);
    expect(screen.queryByRole('list', { name: 'Filtros aplicados' })).not.toBeInTheDocument();
    expect(screen.getByText('30 produtos')).toBeInTheDocument();
    // fixing a field takes the message away, and the range goes out
    await user.clear(to);
    await user.type(to, '800');
    expect(within(filters).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(filters).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(query(lastCall(api, 'productsByCategory'))).toMatchObject({ ofPrice: '500', toPrice: '800' }));
  });

  it("shows the store's text when it refuses the filter, and no count of the results before", async () => {
    catalogueApi(
      30,
      { productsByCategory: (call) => (query(call).ofPrice ? { fail: 'Faixa de preço inválida.', status: 400, code: 'INVALID_INPUT' } : listAnswer(productCards(12), 1, 30)) },
      { ...company, viewProductFiltersUrl: true },
    );
    at('/casa/sala/c?price=500-100');
    render(<ProductList source="category" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Faixa de preço inválida.');
    expect(screen.queryByText('Não foi possível carregar os produtos.')).not.toBeInTheDocument();
    expect(screen.queryByText(/\d+ produtos?$/)).not.toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('after results, a refused filter hides the count of those results', async () => {
    const user = userEvent.setup();
    catalogueApi(30, {
      productsByCategory: (call) => (query(call).idBrand ? { fail: 'Parâmetros da listagem inválidos.', status: 400 } : listAnswer(productCards(12), 1, 30)),
    });
    render(<ProductList source="category" />);
    expect(await screen.findByText('30 produtos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    const filters = await screen.findByRole('complementary', { name: 'Filtrar por' });
    await user.click(within(filters).getByRole('checkbox', { name: /Aurora Casa/ }));
    expect(await screen.findByText('Parâmetros da listagem inválidos.')).toBeInTheDocument();
    expect(screen.queryByText('30 produtos')).not.toBeInTheDocument();
    // the chosen filter stays, so the shopper can take it back
    expect(within(screen.getByRole('list', { name: 'Filtros aplicados' })).getByRole('button', { name: 'Remover filtro Aurora Casa' })).toBeInTheDocument();
  });

  it('sorts by the chosen order', async () => {
    const user = userEvent.setup();
    const api = catalogueApi(30);
    render(<ProductList source="category" />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Ordenar por' }), 'Nome: A a Z');
    await waitFor(() => expect(query(lastCall(api, 'productsByCategory'))).toMatchObject({ sortBy: 'nome_a_z' }));
  });

  it('writes page, sort and filters into the address, one history entry per change, whatever the company setting', async () => {
    const user = userEvent.setup();
    catalogueApi(30);
    const push = vi.spyOn(navigation, 'pushState');
    render(<ProductList source="category" />);
    await user.click(within(await findPager()).getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(window.location.search).toBe('?page=2'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Nome: A a Z');
    // another order starts again at page 1
    await waitFor(() => expect(window.location.search).toBe('?sort=nome_a_z'));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    const filters = await screen.findByRole('complementary', { name: 'Filtrar por' });
    await user.click(within(filters).getByRole('checkbox', { name: /Sala/ }));
    await waitFor(() => expect(window.location.search).toBe('?sort=nome_a_z&category=11'));
    expect(window.location.pathname).toBe('/casa/sala/c');
    expect(push.mock.calls.map(([, url]) => url)).toEqual(['/casa/sala/c?page=2', '/casa/sala/c?sort=nome_a_z', '/casa/sala/c?sort=nome_a_z&category=11']);
    // Back to the entry before the filter: its address and its state come back
    const [sorted] = push.mock.calls[1]!;
    act(() => {
      window.history.replaceState(sorted, '', '/casa/sala/c?sort=nome_a_z');
      window.dispatchEvent(new PopStateEvent('popstate', { state: sorted }));
    });
    await waitFor(() => expect(within(filters).getByRole('checkbox', { name: /Sala/ })).not.toBeChecked());
    expect(window.location.search).toBe('?sort=nome_a_z');
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('nome_a_z');
    push.mockRestore();
  });

  it('opens from the page, sort and filters of its address, naming the chips from the filters answer', async () => {
    const api = catalogueApi(30, { filtersByCategory: () => ({ ...listingFilters, onSale: 7, inStock: 28 }) });
    at('/casa/sala/c?page=2&sort=menor_preco&brand=2&price=100-&onSale=true');
    render(<ProductList source="category" />);
    await waitFor(() =>
      expect(query(lastCall(api, 'productsByCategory'))).toMatchObject({ idBrand: '2', page: '2', sortBy: 'menor_preco', ofPrice: '100', onSale: 'true' }),
    );
    expect(await screen.findByRole('combobox', { name: 'Ordenar por' })).toHaveValue('menor_preco');
    const chips = await screen.findByRole('list', { name: 'Filtros aplicados' });
    expect(within(chips).getByRole('button', { name: 'Remover filtro Em promoção' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: /^Remover filtro R\$\s100,00 – …$/ })).toBeInTheDocument();
    expect(await within(chips).findByRole('button', { name: 'Remover filtro Bossa Moda' })).toBeInTheDocument();
    expect(window.location.search).toBe('?page=2&sort=menor_preco&brand=2&price=100-&onSale=true');
  });

  it('reads the older names of the address (viewProductFiltersUrl) and rewrites them with the new ones', async () => {
    const api = catalogueApi(30);
    at('/casa/sala/c?idCategories=11&order=nome_a_z&initialPrice=100&finalPrice=500&keyWord=x');
    render(<ProductList source="category" />);
    await waitFor(() => expect(query(lastCall(api, 'productsByCategory'))).toMatchObject({ idCategories: '11', sortBy: 'nome_a_z', ofPrice: '100', toPrice: '500' }));
    await waitFor(() => expect(window.location.search).toBe('?sort=nome_a_z&category=11&price=100-500'));
  });

  it("keeps the head's canonical (no sort, no filters) and prev/next links on the current page", async () => {
    const user = userEvent.setup();
    catalogueApi(30);
    at('/casa/sala/c?page=2&sort=menor_preco&brand=1');
    render(<ProductList source="category" />);
    const link = (rel: string) => document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`)?.getAttribute('href');
    await waitFor(() => expect(link('canonical')).toBe(`${window.location.origin}/casa/sala/c?page=2`));
    expect(link('prev')).toBe(`${window.location.origin}/casa/sala/c`);
    expect(link('next')).toBe(`${window.location.origin}/casa/sala/c?page=3`);
    await user.click(within(await findPager()).getByRole('button', { name: 'Última página' }));
    await waitFor(() => expect(link('canonical')).toBe(`${window.location.origin}/casa/sala/c?page=3`));
    expect(link('next')).toBeUndefined();
  });

  it('from 64rem shows the filters beside the grid at once, with no Filtrar button; narrower, the button again', async () => {
    atWidth(1280);
    const api = catalogueApi(30);
    render(<ProductList source="category" />);
    expect(await screen.findByRole('complementary', { name: 'Filtrar por' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filtrar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.count('filtersByCategory')).toBe(1);
    act(() => atWidth(412));
    expect(await screen.findByRole('button', { name: 'Filtrar' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('complementary', { name: 'Filtrar por' })).not.toBeInTheDocument();
  });

  it("from 64rem holds the sidebar's column from the first placeholders, before the store's settings and the filters arrive", async () => {
    atWidth(1280);
    let answerSettings = () => undefined as void;
    const settingsAnswered = new Promise<void>((resolve) => (answerSettings = resolve));
    catalogueApi(30, { company: () => settingsAnswered.then(() => company) });
    render(<ProductList source="category" />);
    const body = document.querySelector('.jet-product-list__body');
    expect(document.querySelector('.jet-product-list')).toHaveAttribute('data-state', 'loading');
    expect(body).toHaveAttribute('data-sidebar');
    answerSettings();
    expect(await screen.findByRole('complementary', { name: 'Filtrar por' })).toBeInTheDocument();
    expect(body).toHaveAttribute('data-sidebar');
  });

  it('from 64rem gives an empty listing nobody narrowed no sidebar (nothing to narrow)', async () => {
    atWidth(1280);
    catalogueApi(0, { mostSold: () => [], newArrivals: () => [] });
    render(<ProductList source="category" />);
    expect(await screen.findByText('Nenhum produto encontrado!')).toBeInTheDocument();
    expect(document.querySelector('.jet-product-list__body')).not.toHaveAttribute('data-sidebar');
    expect(screen.queryByRole('complementary', { name: 'Filtrar por' })).not.toBeInTheDocument();
  });

  it("on a phone the filters open in a drawer whose 'Ver N produtos' counts the current choice and closes it", async () => {
    const user = userEvent.setup();
    catalogueApi(30, { productsByCategory: (call) => listAnswer(productCards(12), 1, query(call).idBrand ? 20 : 30) });
    render(<ProductList source="category" />);
    const toggle = await screen.findByRole('button', { name: 'Filtrar' });
    await user.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'Filtrar por' });
    expect(within(drawer).getByRole('button', { name: 'Ver 30 produtos' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Limpar filtros' })).not.toBeInTheDocument();
    await user.click(await within(drawer).findByRole('checkbox', { name: /Aurora Casa/ }));
    const done = await within(drawer).findByRole('button', { name: 'Ver 20 produtos' });
    // clear all, then choose again
    await user.click(within(drawer).getByRole('button', { name: 'Limpar filtros' }));
    await within(drawer).findByRole('button', { name: 'Ver 30 produtos' });
    expect(within(drawer).getByRole('checkbox', { name: /Aurora Casa/ })).not.toBeChecked();
    await user.click(within(drawer).getByRole('checkbox', { name: /Aurora Casa/ }));
    await waitFor(() => expect(done).toHaveAccessibleName('Ver 20 produtos'));
    await user.click(done);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('20 produtos')).toBeInTheDocument();
  });

  it("sends onSale and inStock from the 'Em promoção' and 'Disponível' switches, with the answer's counts", async () => {
    const user = userEvent.setup();
    const api = catalogueApi(30, { filtersByCategory: () => ({ ...listingFilters, onSale: 7, inStock: 28 }) });
    render(<ProductList source="category" />);
    await user.click(await screen.findByRole('button', { name: 'Filtrar' }));
    const filters = await screen.findByRole('complementary', { name: 'Filtrar por' });
    const only = within(filters).getByRole('group', { name: 'Mostrar apenas' });
    await user.click(within(only).getByRole('switch', { name: 'Em promoção (7)' }));
    await waitFor(() => expect(query(lastCall(api, 'productsByCategory'))).toMatchObject({ onSale: 'true', page: '1' }));
    expect(query(lastCall(api, 'filtersByCategory'))).toMatchObject({ onSale: 'true' });
    await user.click(within(only).getByRole('switch', { name: 'Disponível (28)' }));
    await waitFor(() => expect(query(lastCall(api, 'productsByCategory'))).toMatchObject({ onSale: 'true', inStock: 'true' }));
    expect(window.location.search).toBe('?onSale=true&inStock=true');
    await user.click(within(screen.getByRole('list', { name: 'Filtros aplicados' })).getByRole('button', { name: 'Remover filtro Em promoção' }));
    await waitFor(() => expect(query(lastCall(api, 'productsByCategory')).onSale).toBeUndefined());
    expect(within(only).getByRole('switch', { name: 'Disponível (28)' })).toBeChecked();
  });

  it('shows no promotion or availability switch when the filters answer does not count them (an older server)', async () => {
    const user = userEvent.setup();
    catalogueApi(30);
    render(<ProductList source="category" />);
    await user.click(await screen.findByRole('button', { name: 'Filtrar' }));
    const filters = await screen.findByRole('complementary', { name: 'Filtrar por' });
    expect(within(filters).getByRole('group', { name: 'Marca' })).toBeInTheDocument();
    expect(within(filters).queryByRole('switch')).not.toBeInTheDocument();
  });

  it('goes to /404 for a category path of the wrong depth, without a request', async () => {
    const api = catalogueApi(3);
    at('/a/b/c/d/c');
    render(<ProductList source="category" />);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/404'));
    expect(api.count('productsByCategory')).toBe(0);
  });

  it('goes to /404 when the store does not know the friendly URL', async () => {
    catalogueApi(3, { productsByCategory: () => ({ fail: 'Página não encontrada.', status: 404, code: 'NOT_FOUND' }) });
    render(<ProductList source="category" />);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/404'));
  });

  it('reads brand and group listings from the segment before /m and /g', async () => {
    const api = fakeApi({ company: () => company, productsByBrand: () => listAnswer(productCards(2)), filtersByBrand: () => emptyFilters });
    at('/aurora-casa/m');
    render(<ProductList source="brand" />);
    await screen.findAllByRole('article');
    expect(query(lastCall(api, 'productsByBrand'))).toMatchObject({ textLink: 'aurora-casa' });
  });

  it('shows "Nenhum produto encontrado!" for an empty listing', async () => {
    catalogueApi(0, { mostSold: () => [], newArrivals: () => [] });
    render(<ProductList source="category" />);
    expect(await screen.findByText('Nenhum produto encontrado!')).toBeInTheDocument();
    expect(document.querySelector('.jet-product-list')).toHaveAttribute('data-state', 'empty');
  });

  it('a search with no result shows the term, the hints, and only the carousels with at least 4 products', async () => {
    const mostSold: ProductCardData[] = productCards(5, 5000);
    const api = fakeApi({
      company: () => company,
      productsBySearch: () => listAnswer([]),
      filtersBySearch: () => emptyFilters,
      mostSold: () => mostSold,
      newArrivals: () => productCards(3, 6000),
    });
    at('/busca?n=abajur');
    render(<ProductList source="search" />);
    expect(await screen.findByText('Nenhum resultado encontrado para "abajur"')).toBeInTheDocument();
    expect(screen.getByText('Verifique se a palavra foi digitada corretamente.')).toBeInTheDocument();
    expect(screen.getByText('Navegue pelas categorias da loja.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Produtos mais vendidos' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recém chegados' })).not.toBeInTheDocument();
    expect(query(lastCall(api, 'productsBySearch'))).toMatchObject({ keyWord: 'abajur' });
    expect(query(lastCall(api, 'mostSold'))).toEqual({ quantity: '12' });
    expect(query(lastCall(api, 'newArrivals'))).toEqual({ quantity: '12' });
  });

  it('shows no carousel when the empty listing is filtered', async () => {
    const user = userEvent.setup();
    let empty = false;
    const api = catalogueApi(30, {
      productsByCategory: () => (empty ? listAnswer([]) : listAnswer(productCards(12), 1, 30)),
      mostSold: () => productCards(6),
      newArrivals: () => productCards(6),
    });
    render(<ProductList source="category" />);
    await user.click(await screen.findByRole('button', { name: 'Filtrar' }));
    const filters = await screen.findByRole('complementary', { name: 'Filtrar por' });
    empty = true;
    await user.click(within(filters).getByRole('checkbox', { name: /Metal/ }));
    expect(await screen.findByText('Nenhum produto encontrado!')).toBeInTheDocument();
    expect(api.count('mostSold')).toBe(0);
  });

  it('shows an error with a retry that loads again', async () => {
    const user = userEvent.setup();
    let fail = true;
    catalogueApi(30, {
      productsByCategory: () => (fail ? { fail: 'Erro interno.' } : listAnswer(productCards(12), 1, 30)),
    });
    render(<ProductList source="category" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os produtos.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findAllByRole('article')).toHaveLength(12);
  });

  it('with infinite scrolling grows the page size by the fetch length at the end of the list', async () => {
    const api = catalogueApi(30);
    render(<ProductList source="category" infiniteScroll />);
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
    /** The end of the list comes into view (it is watched again after each answer). */
    const reachEnd = async (seen: number) => {
      await waitFor(() => expect(viewport.observed.length).toBeGreaterThan(seen));
      act(() => viewport.near(viewport.observed.at(-1)!));
      return viewport.observed.length;
    };
    let seen = await reachEnd(0);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    expect(query(lastCall(api, 'productsByCategory'))).toMatchObject({ page: '1', pageSize: '24' });
    // the address follows the growth (replacing its entry): opened again, it shows as much
    expect(window.location.search).toBe('?page=2');
    seen = await reachEnd(seen);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    // all 30 shown: the end seen again, and the step's debounce run on a fake clock, changes nothing
    const requests = api.count('productsByCategory');
    const address = window.location.search;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await reachEnd(seen);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(window.location.search).toBe(address); // a next step would have grown the address at once
    expect(api.count('productsByCategory')).toBe(requests);
  });
});

describe('the <jet-product-list> element', () => {
  it('reads source and data-id, and renders its cards under its own root', async () => {
    const api = fakeApi({ company: () => company, productsByGroup: () => listAnswer(productCards(3)), filtersByGroup: () => emptyFilters });
    const element = document.createElement('jet-product-list');
    element.setAttribute('source', 'group');
    element.setAttribute('data-id', '7');
    act(() => document.body.append(element));
    expect(await within(element).findAllByRole('article')).toHaveLength(3);
    expect(query(lastCall(api, 'productsByGroup'))).toMatchObject({ idGroup: '7' });
    expect(element.querySelector('jet-product-card')).toBeNull();
    act(() => element.remove());
  });
});

describe('the product list stories', () => {
  const { Loading, Ready, FiltersApplied, InfiniteScroll, Empty, SearchEmpty, Error, FilterRefused } = composeStories(stories, { beforeEach: startPage });
  /** Renders a story with its answers, its loaders (the tag's chunk) and its beforeEach, as Storybook does. */
  async function show(Story: typeof Ready) {
    return { view: await showStory(Story as TestStory), cleanup: () => undefined };
  }

  it('Loading keeps the listing busy with placeholders', async () => {
    const { view, cleanup } = await show(Loading);
    await waitFor(() => expect(view.container.querySelector('.jet-card--skeleton')).toBeInTheDocument());
    expect(view.container.querySelector('.jet-product-list')).toHaveAttribute('data-state', 'loading');
    // the toolbar's place is held too, so the cards do not move down when it arrives
    expect(view.container.querySelector('.jet-product-list__toolbar[data-placeholder]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    cleanup();
  });

  it('Ready shows 12 cards and the pager', async () => {
    const { cleanup } = await show(Ready);
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    expect(within(await findPager()).getByRole('button', { name: 'Primeira página' })).toBeDisabled();
    cleanup();
  });

  it('FiltersApplied shows the chosen filters as chips and checked boxes', async () => {
    const { cleanup } = await show(FiltersApplied);
    const chips = await screen.findByRole('list', { name: 'Filtros aplicados' });
    expect(within(chips).getByRole('button', { name: 'Remover filtro Aurora Casa' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByRole('checkbox', { name: /Aurora Casa/ })).toBeChecked();
    cleanup();
  });

  it('InfiniteScroll has no pager', async () => {
    const { cleanup } = await show(InfiniteScroll);
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
    cleanup();
  });

  it("FilterRefused shows the store's text with the chip to take the filter back", async () => {
    const { cleanup } = await show(FilterRefused);
    expect(await screen.findByRole('alert')).toHaveTextContent('Faixa de preço inválida.');
    expect(screen.getByRole('button', { name: 'Remover filtro R$ 500,00 – R$ 100,00' })).toBeInTheDocument();
    cleanup();
  });

  it('Empty says "Nenhum produto encontrado!"', async () => {
    const { cleanup } = await show(Empty);
    expect(await screen.findByText('Nenhum produto encontrado!')).toBeInTheDocument();
    cleanup();
  });

  it('SearchEmpty shows the term and only the best sellers carousel', async () => {
    const { cleanup } = await show(SearchEmpty);
    expect(await screen.findByText('Nenhum resultado encontrado para "abajur"')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Produtos mais vendidos' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recém chegados' })).not.toBeInTheDocument();
    cleanup();
  });

  it('Error offers a retry', async () => {
    const { cleanup } = await show(Error);
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    cleanup();
  });
});
