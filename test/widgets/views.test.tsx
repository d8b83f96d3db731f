// first: the rating section of the product page loads as it comes near the viewport
import '../fixtures/all-near';
import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductCardData } from '../../src/api/operations';
import { cardSettingsFrom } from '../../src/catalogue/card-settings';
import { ProductCardView } from '../../src/catalogue/product-card';
import { choiceState, type ProductChoice } from '../../src/catalogue/use-product-choice';
import { freshListingFilter } from '../../src/stores/listing-filter';
import { AlertMeView } from '../../widgets/alert-me/alert-me';
import { BannerView } from '../../widgets/banner/banner';
import { BannerRotatorView } from '../../widgets/banner/banner-rotator';
import { BrandsView } from '../../widgets/brands/brands';
import { BreadcrumbView } from '../../widgets/breadcrumb/breadcrumb';
import { CartCounterView } from '../../widgets/cart-counter/cart-counter';
import { LightningOffersView } from '../../widgets/lightning-offers/lightning-offers';
import { LogoView } from '../../widgets/logo/logo';
import { PhoneContactView } from '../../widgets/phone-contact/phone-contact';
import { ProductCardWidgetView } from '../../widgets/product-card/product-card-widget';
import { ProductDetailView, ProductView } from '../../widgets/product-detail/product-detail';
import type { ProductRatingModel } from '../../widgets/product-detail/product-rating';
import { EmptyCarouselsView } from '../../widgets/product-list/empty-carousels';
import { ProductListView, type ProductListModel } from '../../widgets/product-list/product-list';
import { QuotePanelView } from '../../widgets/quote-panel/quote-panel';
import { SearchBoxView, type SearchBoxModel } from '../../widgets/search-box/search-box';
import { SearchSuggestionsView, type SearchSuggestionsModel } from '../../widgets/search-box/search-suggestions';
import { ShowcaseView } from '../../widgets/showcase/showcase';
import { UserMenuView, type UserMenuModel } from '../../widgets/user-menu/user-menu';
import * as listStories from '../../stories/product-list.stories';
import { brands, company } from '../fixtures/api-data';
import { productDetail, regularProduct, soldOutProduct, variationProduct } from '../fixtures/catalogue-data';
import { banner, cardProduct, products, sofaSuggestions } from '../fixtures/discovery-data';

// Every view renders from a fixed plain model: no API (fetch fails the test), no store, no hook of
// the widget. What a shopper sees is asserted by role and text.
const fetchSpy = vi.fn(() => Promise.reject(new Error('a view must not call the API')));
beforeEach(() => {
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  expect(fetchSpy).not.toHaveBeenCalled();
});

const settings = cardSettingsFrom(company);
const noAlert = { alert: null, close: () => undefined };

/** A product's choice as useProductChoice would give it, fixed: nothing chosen, quantity 1. */
function fixedChoice(product: ProductCardData, patch: Partial<ProductChoice> = {}): ProductChoice {
  return {
    ...choiceState(product, {}, settings.showVariations),
    selection: {},
    quantity: 1,
    message: null,
    busy: false,
    choose: vi.fn(),
    commitQuantity: vi.fn(),
    noteQuantity: vi.fn(),
    guardQuantity: () => true,
    act: vi.fn(async () => null),
    dismissMessage: vi.fn(),
    ...patch,
  };
}

describe('LogoView', () => {
  it('links home with the logo named by the store', () => {
    render(<LogoView state="ready" src="/img/logo.svg" name="Jet Store" href="/" width={180} height={60} />);
    const link = screen.getByRole('link', { name: 'Jet Store' });
    expect(link).toHaveAttribute('href', '/');
    expect(within(link).getByRole('img', { name: 'Jet Store' })).toHaveAttribute('src', '/img/logo.svg');
  });

  it('holds its box, as a link named "Página inicial", while the settings load', () => {
    render(<LogoView state="loading" src="" name="" href="/" width={180} height={60} />);
    expect(screen.getByRole('link', { name: 'Página inicial' })).toHaveAttribute('data-state', 'loading');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('PhoneContactView', () => {
  it('shows the label and the number as a tel: link', () => {
    render(<PhoneContactView state="ready" display="(11) 4002-8922" href="tel:+551140028922" />);
    expect(screen.getByText('Atendimento')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(11) 4002-8922' })).toHaveAttribute('href', 'tel:+551140028922');
  });

  it('is hidden when the store has no phone', () => {
    const { container } = render(<PhoneContactView state="empty" display="" href="" label="Fale conosco" />);
    expect(container.firstElementChild).not.toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('BrandsView', () => {
  it('shows "Compre pela Marca", "Ver todos" and each brand linking to its listing', () => {
    render(<BrandsView state="ready" brands={brands} allUrl="/marcas" />);
    const section = screen.getByRole('region', { name: 'Compre pela Marca' });
    expect(within(section).getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', '/marcas');
    expect(within(section).getByRole('link', { name: 'Aurora Casa' })).toHaveAttribute('href', '/aurora-casa/m');
    expect(within(section).getAllByRole('img')).toHaveLength(brands.length);
  });

  it('is hidden with no featured brand', () => {
    render(<BrandsView state="empty" brands={[]} allUrl="/marcas" />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe('BreadcrumbView', () => {
  const crumbs = [
    { name: 'Home', url: '/' },
    { name: 'Casa', url: '/casa/c' },
    { name: 'Sofás', url: '/casa/sala/sofas/c' },
  ];

  it('links every crumb but the current page, and can show the page name as the h1', () => {
    render(<BreadcrumbView state="ready" crumbs={crumbs} dropLast={false} pageName="Sofás" heading />);
    const nav = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Casa' })).toHaveAttribute('href', '/casa/c');
    expect(within(nav).getByText('Sofás')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Sofás' })).toBeInTheDocument();
  });

  it('marks no crumb as current when the theme drops the last one', () => {
    render(<BreadcrumbView state="ready" crumbs={crumbs.slice(0, 2)} dropLast pageName="Sofás" />);
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});

describe('CartCounterView', () => {
  it('links to the cart named by the count, and shows the expiry notice', () => {
    render(
      <CartCounterView
        state="ready"
        quantity={3}
        label="Carrinho: 3 itens"
        cartUrl="/carrinho"
        alert={{ alert: { kind: 'info', title: 'O TEMPO EXPIROU E', message: 'o produto Sofá foi removido do seu carrinho.', timeout: 0 }, close: () => undefined }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Carrinho: 3 itens' })).toHaveAttribute('href', '/carrinho');
    expect(screen.getByRole('status')).toHaveTextContent('O TEMPO EXPIROU E');
    expect(screen.getByRole('status')).toHaveTextContent('o produto Sofá foi removido do seu carrinho.');
  });
});

describe('BannerView and BannerRotatorView', () => {
  it('stacks the banners of a central area, each image linking where the banner says', () => {
    render(<BannerView state="ready" type="C" area="home" interval={6} banners={[banner(1, 'Frete grátis'), banner(2, 'Cupom', { link: '' })]} />);
    const area = screen.getByRole('region', { name: 'Banners centrais' });
    expect(within(area).getByRole('link', { name: 'Frete grátis' })).toHaveAttribute('href', '/promo/1');
    expect(within(area).getByRole('img', { name: 'Cupom' })).toBeInTheDocument();
    expect(within(area).getAllByRole('link')).toHaveLength(1);
  });

  it('shows the banner the model says, with its dot current and play to resume', () => {
    const go = vi.fn();
    const togglePause = vi.fn();
    render(
      <BannerRotatorView
        area={{ className: 'jet-banner', 'aria-label': 'Banners principais' }}
        banners={[banner(1, 'Verão'), banner(2, 'Inverno'), banner(3, 'Outono')]}
        interval={6}
        current={1}
        paused
        go={go}
        togglePause={togglePause}
        hold={() => undefined}
        release={() => undefined}
      />,
    );
    expect(screen.getByRole('group', { name: '2 / 3' })).toBeVisible();
    expect(screen.queryByRole('group', { name: '1 / 3' })).not.toBeInTheDocument(); // hidden
    expect(screen.getByRole('button', { name: 'Mostrar banner 2 de 3' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Retomar banners' }));
    expect(togglePause).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Próximo banner' }));
    expect(go).toHaveBeenCalledWith(2);
  });
});

describe('banner places (no layout shift)', () => {
  it("gives every image the tag's size, and fetches the first full-width one first", () => {
    render(<BannerView state="ready" type="F" area="home" interval={6} size={{ width: 1200, height: 360 }} banners={[banner(1, 'Verão')]} />);
    const image = screen.getByRole('img', { name: 'Verão' });
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '360');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it("holds the rotator's place until its code arrives: every banner under the first, and the controls' row", () => {
    const { container } = render(
      <BannerView state="ready" type="F" area="home" interval={6} banners={[banner(1, 'Verão'), banner(2, 'Inverno')]} />,
    );
    expect(screen.getByRole('img', { name: 'Verão' })).toBeVisible();
    const slides = container.querySelectorAll('.jet-banner__slides > .jet-banner__item');
    expect(slides).toHaveLength(2);
    expect(slides[1]).toHaveAttribute('hidden');
    expect(container.querySelector('.jet-banner__controls')).toBeInTheDocument();
  });
});

describe('LightningOffersView', () => {
  it('shows "Ofertas Relâmpago" with each offer counting down to its end from the model\'s clock', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    const offers = [cardProduct(1, 'Sofá Retrátil', { offerEndDate: '2026-11-23T13:30:05Z' }), cardProduct(2, 'Mesa', { offerEndDate: '2026-11-25T12:00:00Z' })];
    render(<LightningOffersView state="ready" offers={offers} now={now} settings={settings} />);
    const region = screen.getByRole('region', { name: 'Ofertas Relâmpago' });
    expect(within(region).getByText('Corra! Ofertas com tempo limitado')).toBeInTheDocument();
    expect(within(region).getAllByRole('timer').map((timer) => timer.textContent)).toEqual(['01:30:05', '2d 00:00:00']);
  });
});

describe('ShowcaseView', () => {
  it('shows one carousel per group under the theme heading, each with "Ver todos"', () => {
    const sections = [
      { key: 'group-1', title: 'Ofertas da Semana', url: '/ofertas-da-semana/g', products: products(2) },
      { key: 'group-2', title: 'Lançamentos', url: '/lancamentos/g', products: products(1, 5) },
    ];
    render(<ShowcaseView kind="groups" state="ready" sections={sections} settings={settings} title="Coleções" />);
    const outer = screen.getByRole('region', { name: 'Coleções' });
    const week = within(outer).getByRole('region', { name: 'Ofertas da Semana' });
    expect(within(week).getByRole('heading', { level: 3, name: 'Ofertas da Semana' })).toBeInTheDocument();
    expect(within(week).getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', '/ofertas-da-semana/g');
    expect(within(week).getAllByRole('heading', { level: 4 })).toHaveLength(2);
    expect(within(outer).getByRole('region', { name: 'Lançamentos' })).toBeInTheDocument();
  });
});

describe('SearchBoxView', () => {
  const box = (patch: Partial<SearchBoxModel> = {}): SearchBoxModel => ({
    term: 'so',
    typed: true,
    error: null,
    awake: false,
    combo: { expanded: false, active: -1 },
    report: vi.fn(),
    onChange: vi.fn(),
    wake: vi.fn(),
    onKeyDown: vi.fn(),
    onClick: vi.fn(),
    close: vi.fn(),
    submit: vi.fn((event) => event?.preventDefault()),
    ...patch,
  });

  it('shows the term in the box and the 3-character message tied to it', () => {
    render(<SearchBoxView {...box({ error: 'Digite ao menos 03 caracteres para realizar sua pesquisa.' })} />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    const input = screen.getByRole('combobox', { name: 'Buscar produtos' });
    expect(input).toHaveValue('so');
    expect(input).toHaveAttribute('placeholder', 'O que você procura?');
    expect(input).toHaveAccessibleDescription('Digite ao menos 03 caracteres para realizar sua pesquisa.');
    expect(screen.getByRole('alert')).toHaveTextContent('Digite ao menos 03 caracteres');
  });

  it('submits through the model', () => {
    const model = box({ term: 'sofa', placeholder: 'Busque aqui' });
    render(<SearchBoxView {...model} />);
    expect(screen.getByRole('combobox', { name: 'Buscar produtos' })).toHaveAttribute('placeholder', 'Busque aqui');
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(model.submit).toHaveBeenCalled();
  });
});

describe('SearchSuggestionsView', () => {
  const view = (patch: Partial<SearchSuggestionsModel> = {}): SearchSuggestionsModel => ({
    groups: [],
    expanded: true,
    active: -1,
    optionId: (i) => `option-${i}`,
    setActive: vi.fn(),
    choose: vi.fn(),
    forget: vi.fn(),
    ...patch,
  });

  it('lists the groups with their labels, products with their price, the active one selected, a click choosing', () => {
    const products = [...sofaSuggestions.slice(0, 4).map((suggestion) => ({ kind: 'product' as const, suggestion })), { kind: 'all' as const }];
    const model = view({
      groups: [
        { kind: 'terms', start: 0, options: [{ kind: 'term', term: 'sofá retrátil' }] },
        { kind: 'brands', start: 1, options: [{ kind: 'brand', link: { id: 1, name: 'Aconchego Móveis', url: '/aconchego-moveis/m' } }] },
        { kind: 'products', start: 2, options: products },
      ],
      active: 3,
    });
    render(
      <div role="listbox" aria-label="Sugestões de produtos">
        <SearchSuggestionsView {...model} />
      </div>,
    );
    expect(screen.getAllByRole('group')).toEqual(['Buscas', 'Marcas', 'Produtos'].map((name) => screen.getByRole('group', { name })));
    expect(within(screen.getByRole('group', { name: 'Buscas' })).getByRole('option')).toHaveTextContent('sofá retrátil');
    const shown = within(screen.getByRole('group', { name: 'Produtos' })).getAllByRole('option');
    expect(shown).toHaveLength(5);
    expect(shown[0]).toHaveTextContent(`${sofaSuggestions[0]!.name}R$ 199,90`);
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent(sofaSuggestions[1]!.name);
    fireEvent.click(screen.getByRole('option', { name: 'Ver todos os produtos' }));
    expect(model.choose).toHaveBeenCalledWith({ kind: 'all' });
  });

  it('shows the recent searches with a remove mark each and Limpar', () => {
    const model = view({ groups: [{ kind: 'recent', start: 0, options: [{ kind: 'recent', term: 'mesa' }, { kind: 'recent', term: 'sofá' }, { kind: 'clear' }] }] });
    render(
      <div role="listbox" aria-label="Sugestões de produtos">
        <SearchSuggestionsView {...model} />
      </div>,
    );
    const recent = screen.getByRole('group', { name: 'Buscas recentes' });
    expect(within(recent).getAllByRole('option').map((option) => option.textContent)).toEqual(['mesa', 'sofá', 'Limpar']);
    fireEvent.click(screen.getByTitle('Remover sofá das buscas recentes'));
    expect(model.forget).toHaveBeenCalledWith('sofá');
    expect(model.choose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('option', { name: 'Limpar' }));
    expect(model.choose).toHaveBeenCalledWith({ kind: 'clear' });
  });
});

describe('UserMenuView', () => {
  const menu = (patch: Partial<UserMenuModel> = {}): UserMenuModel => ({
    state: 'signed-in',
    greetingName: 'Maria',
    open: true,
    toggle: vi.fn(),
    logout: vi.fn(),
    loggingOut: false,
    alert: noAlert,
    loginUrl: '/customer/login',
    accountUrl: '/customer',
    ordersUrl: '/customer/orders',
    ...patch,
  });

  it('greets a signed-in customer and lists account, orders and log out', () => {
    const model = menu();
    render(<UserMenuView {...model} />);
    const toggle = screen.getByRole('button', { name: 'Olá, Maria' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Menu do cliente' });
    expect(within(list).getByRole('link', { name: 'Minha conta' })).toHaveAttribute('href', '/customer');
    expect(within(list).getByRole('link', { name: 'Meus pedidos' })).toHaveAttribute('href', '/customer/orders');
    fireEvent.click(within(list).getByRole('button', { name: 'Sair' }));
    expect(model.logout).toHaveBeenCalled();
  });

  it('offers "Entre ou cadastre-se" to a visitor, and shows a failed log out', () => {
    render(<UserMenuView {...menu({ state: 'signed-out', alert: { alert: { kind: 'error', message: 'Erro ao realizar o logout' }, close: () => undefined } })} />);
    expect(screen.getByRole('link', { name: 'Entre ou cadastre-se' })).toHaveAttribute('href', '/customer/login');
    expect(screen.queryByRole('button', { name: /Olá/ })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao realizar o logout');
  });
});

describe('ProductCardView and ProductCardWidgetView', () => {
  it('renders a card for the choice it is given: busy button and the result message', () => {
    const choice = fixedChoice(regularProduct, { busy: true, message: { kind: 'success', message: 'Produto adicionado ao carrinho.' } });
    render(<ProductCardView product={regularProduct} settings={settings} choice={choice} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Cadeira Eames Branca' })).toHaveAttribute('href', regularProduct.url);
    expect(within(card).getByRole('heading', { level: 3, name: 'Cadeira Eames Branca' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Adicionar ao Carrinho' })).toBeDisabled();
    expect(within(card).getByRole('status')).toHaveTextContent('Produto adicionado ao carrinho.');
  });

  it('shows the chosen variation pressed and the quantity capped to the stock with its text tied to the field', async () => {
    const user = userEvent.setup();
    const choice = fixedChoice(variationProduct, { selection: { 1: 11 }, stock: 3 });
    render(<ProductCardView product={variationProduct} settings={settings} choice={choice} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Camiseta Básica de Algodão' })).toBeInTheDocument();
    const colours = screen.getByRole('group', { name: 'Cor' });
    expect(within(colours).getByRole('button', { name: 'Azul' })).toHaveAttribute('aria-pressed', 'true');
    const quantity = screen.getByRole('spinbutton', { name: 'Quantidade' });
    expect(quantity).toHaveAttribute('aria-valuemax', '3');
    await user.type(quantity, '9');
    await user.tab();
    expect(quantity).toHaveAccessibleDescription('Temos apenas 3 em estoque.');
    expect(choice.commitQuantity).toHaveBeenCalledWith(3);
  });

  it('the lone card shows the card once ready, and hides itself when the product is unknown', () => {
    const { rerender, container } = render(<ProductCardWidgetView state="ready" product={soldOutProduct} settings={settings} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Fone de Ouvido Bluetooth' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Esgotado' })).toBeInTheDocument();
    rerender(<ProductCardWidgetView state="empty" product={null} settings={settings} />);
    expect(container.firstElementChild).not.toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('ProductDetailView and ProductView', () => {
  it('shows the loading status, then the error with a retry', () => {
    const retry = vi.fn();
    const model = { product: null, images: [], settings, retry, loginUrl: '/customer/login' };
    const { rerender } = render(<ProductDetailView state="loading" {...model} />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
    rerender(<ProductDetailView state="error" {...model} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar o produto.');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(retry).toHaveBeenCalled();
  });

  it('shows the product, its brand, availability, description and the rating hint for visitors', async () => {
    const product = productDetail(regularProduct);
    const rating: ProductRatingModel = {
      access: 'visitor',
      chosen: 0,
      choose: vi.fn(),
      sending: false,
      submit: vi.fn(async () => undefined),
      message: null,
      dismiss: vi.fn(),
      summary: { rate: 4.3, ratingCount: 12 },
    };
    render(<ProductView product={product} images={product.images} settings={settings} loginUrl="/entrar" choice={fixedChoice(product)} rating={rating} />);
    const article = screen.getByRole('article', { name: 'Cadeira Eames Branca' });
    expect(within(article).getByRole('heading', { level: 1, name: 'Cadeira Eames Branca' })).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Aurora Casa' })).toHaveAttribute('href', '/aurora-casa/m');
    expect(within(article).getByText('Pronta entrega')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Adicionar ao Carrinho' })).toBeEnabled();
    // the store's HTML shows once sanitised
    await waitFor(() => expect(within(article).getByRole('region', { name: 'Descrição do produto' })).toHaveTextContent('Descrição do produto.'));
    // the rating section loads as it comes near the viewport
    const ratingSection = await within(article).findByRole('region', { name: 'Avaliar produto' });
    expect(within(ratingSection).getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/entrar');
  });
});

describe('ProductListView and EmptyCarouselsView', () => {
  const list = (patch: Partial<ProductListModel> = {}): ProductListModel => ({
    state: 'ready',
    loading: false,
    search: null,
    filter: freshListingFilter('/casa/c'),
    products: products(3),
    total: 3,
    page: 1,
    pageCount: 1,
    filters: null,
    filtersOpen: false,
    settings,
    sort: 'menor_preco',
    infinite: false,
    tooShort: false,
    filtered: false,
    emptyCarousels: false,
    toggleFilters: vi.fn(),
    setPage: vi.fn(),
    setOrder: vi.fn(),
    toggleFilter: vi.fn(),
    setPrice: vi.fn(),
    removeFilter: vi.fn(),
    clearFilters: vi.fn(),
    retry: vi.fn(),
    ...patch,
  });

  it('shows the count, the sort and a card per product', () => {
    render(<ProductListView {...list()} />);
    const listing = screen.getByRole('region', { name: 'Produtos' });
    expect(within(listing).getByText('3 produtos')).toBeInTheDocument();
    expect(within(listing).getByRole('combobox')).toHaveValue('menor_preco');
    expect(within(listing).getAllByRole('article')).toHaveLength(3);
  });

  it('shows the chosen filters as chips that remove themselves', () => {
    const filter = { ...freshListingFilter('/casa/c'), brand: [1], selectedFilter: [{ kind: 'brand' as const, id: 1, name: 'Aurora Casa' }] };
    const model = list({ filter, filtered: true });
    render(<ProductListView {...model} />);
    fireEvent.click(screen.getByRole('button', { name: /Aurora Casa/ }));
    expect(model.removeFilter).toHaveBeenCalledWith(filter.selectedFilter[0]);
  });

  it('says what a search found nothing for, and offers a retry on error', () => {
    const { rerender } = render(<ProductListView {...list({ state: 'empty', products: [], total: 0, search: 'xyzzy' })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Nenhum resultado encontrado para "xyzzy"');
    const model = list({ state: 'error', products: [] });
    rerender(<ProductListView {...model} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar os produtos.');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(model.retry).toHaveBeenCalled();
  });

  it('the empty listing\'s carousels show only the lists with at least 4 products', async () => {
    render(<EmptyCarouselsView mostSold={products(4)} newArrivals={products(3, 10)} settings={settings} />);
    expect(await screen.findByRole('region', { name: 'Produtos mais vendidos' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recém chegados' })).not.toBeInTheDocument();
  });
});

describe('AlertMeView and QuotePanelView', () => {
  const product = { idProduct: 104, name: 'Fone de Ouvido Bluetooth', image: '/img/fone.jpg', idSku: null, hasVariations: false };

  it('the back-in-stock panel asks about the product and shows its form', async () => {
    render(<AlertMeView open started product={product} close={vi.fn()} alert={noAlert} register={vi.fn(async () => 'registered' as const)} />);
    const dialog = screen.getByRole('dialog', { name: 'Gostaria de ser notificado quando o produto Fone de Ouvido Bluetooth estiver disponível?' });
    expect(within(dialog).getByRole('img', { name: 'Fone de Ouvido Bluetooth' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('textbox', { name: 'Nome' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Avise-me' })).toBeInTheDocument();
  });

  it('the quote panel, closed, shows only its message above the page', () => {
    render(
      <QuotePanelView
        open={false}
        started={false}
        product={null}
        close={vi.fn()}
        alert={{ alert: { kind: 'success', message: 'A solicitação de orçamento foi enviada com sucesso.' }, close: () => undefined }}
        prefill={{ name: '', email: '', phone: '' }}
        send={vi.fn(async () => true)}
      />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('A solicitação de orçamento foi enviada com sucesso.');
  });

  it('the quote panel, open, pre-fills the customer\'s name, e-mail and phone', async () => {
    render(<QuotePanelView open started product={product} close={vi.fn()} alert={noAlert} prefill={{ name: 'Maria da Silva', email: 'maria@exemplo.com.br', phone: '(11) 98765-4321' }} send={vi.fn(async () => true)} />);
    const dialog = screen.getByRole('dialog', { name: 'Solicitar orçamento' });
    expect(within(dialog).getByText('Fone de Ouvido Bluetooth')).toBeInTheDocument();
    expect(await within(dialog).findByRole('textbox', { name: 'Nome' })).toHaveValue('Maria da Silva');
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue('maria@exemplo.com.br');
    expect(within(dialog).getByRole('textbox', { name: 'Telefone ou Celular' })).toHaveValue('(11) 98765-4321');
  });
});

describe('stories of views from a fixed model', () => {
  it('LoadingMore shows the infinite listing loading its next step', async () => {
    const { LoadingMore } = composeStories(listStories);
    render(<LoadingMore />);
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando mais produtos');
  });
});
