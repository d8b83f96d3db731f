import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emit } from '../../src/events';
import { Showcase } from '../../widgets/showcase/showcase';
import { showcaseQuantity } from '../../widgets/showcase/use-showcase';
import { company } from '../fixtures/api-data';
import { productCard, productDetail } from '../fixtures/catalogue-data';
import { groupShowcases, products } from '../fixtures/discovery-data';
import { fakeApi } from '../fixtures/mock-api';
import { $company } from '../../src/stores/company';
import { query, resetQueries } from '../../src/stores/query';
import * as stories from '../../stories/showcase.stories';
import { showStory } from '../../stories/harness/story-test';

const params = (query: string | null) => Object.fromEntries(new URLSearchParams(query ?? ''));
const cardNames = (region: HTMLElement) => within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('<jet-showcase>', () => {
  it("shows the home's featured products under 'Produtos em Destaque da Home', the company's quantity of them", async () => {
    const api = fakeApi({ company: () => ({ ...company, quantityProductsToShowAtShowcase: 4 }), showcase: () => products(12) });
    render(<Showcase kind="featured" />);
    const region = await screen.findByRole('region', { name: 'Produtos em Destaque da Home' });
    expect(cardNames(region)).toEqual(['Sofá Retrátil', 'Mesa de Jantar', 'Cadeira Eames', 'Luminária de Piso']);
    expect(within(region).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    // asked with the settings, before their quantity was known: the most, cut on screen
    expect(params(api.calls.find((c) => c.operation === 'showcase')!.params)).toEqual({ quantity: '12' });
  });

  it('asks for the products with the company settings, not after them, and shows them once both are in (issue 24)', async () => {
    let answerSettings!: () => void;
    const settingsHeld = new Promise<void>((resolve) => (answerSettings = resolve));
    const api = fakeApi({
      company: async () => {
        await settingsHeld;
        return { ...company, quantityProductsToShowAtShowcase: 4 };
      },
      showcase: () => products(12),
    });
    render(<Showcase kind="featured" />);
    await waitFor(() => expect(api.count('showcase')).toBe(1));
    expect(api.count('company')).toBe(1);
    // the products are in, the settings are not: the place is held, no card shows yet
    await waitFor(() => expect(query('showcase', { quantity: 12 }).value?.status).toBe('ready'));
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    answerSettings();
    const region = await screen.findByRole('region', { name: 'Produtos em Destaque da Home' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(4);
    expect(api.count('showcase')).toBe(1);
  });

  it("asks for the company's quantity when the settings are already in (a showcase further down the page)", async () => {
    const api = fakeApi({ company: () => ({ ...company, quantityProductsToShowAtShowcase: 4 }), showcase: () => products(4) });
    await $company.refresh();
    render(<Showcase kind="featured" />);
    await screen.findByRole('region', { name: 'Produtos em Destaque da Home' });
    expect(params(api.calls.find((c) => c.operation === 'showcase')!.params)).toEqual({ quantity: '4' });
  });

  it('caps the quantity at 12, also from the attribute, and shows no more than asked', async () => {
    const api = fakeApi({ company: () => ({ ...company, quantityProductsToShowAtShowcase: 30 }), mostSold: () => products(15) });
    render(<Showcase kind="most-sold" />);
    const region = await screen.findByRole('region', { name: 'Produtos mais vendidos' });
    expect(params(api.calls.find((c) => c.operation === 'mostSold')!.params)).toEqual({ quantity: '12' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(12);
    expect(showcaseQuantity(8, 3)).toBe(3);
    expect(showcaseQuantity(8, 40)).toBe(12);
    expect(showcaseQuantity(undefined, undefined)).toBe(12);
  });

  it('shows one carousel per group, titled by the group, with "Ver todos" to its page', async () => {
    fakeApi({ company: () => company, groupShowcase: () => [...groupShowcases, { ...groupShowcases[0]!, idGroup: 9, name: 'Vazio', products: [] }] });
    render(<Showcase kind="groups" />);
    const offers = await screen.findByRole('region', { name: 'Ofertas da Semana' });
    expect(within(offers).getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', '/ofertas-da-semana/g');
    const launches = screen.getByRole('region', { name: 'Lançamentos' });
    expect(within(launches).getAllByRole('listitem')).toHaveLength(3);
    // a group without products shows no empty carousel
    expect(screen.queryByRole('region', { name: 'Vazio' })).not.toBeInTheDocument();
  });

  it('puts a title above the group carousels, which move one heading level down', async () => {
    fakeApi({ company: () => company, groupShowcase: () => groupShowcases });
    render(<Showcase kind="groups" title="Nossas seleções" />);
    const all = await screen.findByRole('region', { name: 'Nossas seleções' });
    expect(await within(all).findByRole('heading', { level: 3, name: 'Ofertas da Semana' })).toBeInTheDocument();
  });

  it("titles new arrivals 'Recém chegados', or the title attribute", async () => {
    fakeApi({ company: () => company, newArrivals: () => products(5) });
    const { unmount } = render(<Showcase kind="new-arrivals" />);
    await screen.findByRole('region', { name: 'Recém chegados' });
    unmount();
    render(<Showcase kind="new-arrivals" title="Novidades" />);
    await screen.findByRole('region', { name: 'Novidades' });
  });

  it('shows the related products of the product-id attribute', async () => {
    const api = fakeApi({ company: () => company, relatedProducts: () => products(3) });
    render(<Showcase kind="related" productId={42} />);
    await screen.findByRole('region', { name: 'Produtos relacionados' });
    expect(params(api.calls.find((c) => c.operation === 'relatedProducts')!.params)).toEqual({ idProduct: '42' });
  });

  it('shows what buyers also bought for the product the page shows (jet:product-viewed)', async () => {
    const api = fakeApi({ company: () => company, alsoPurchased: () => products(2) });
    const { container } = render(<Showcase kind="also-purchased" />);
    await waitFor(() => expect(api.count('company')).toBe(1));
    expect(api.count('alsoPurchased')).toBe(0);
    // no product known yet: hidden, not a loading block
    expect(container.querySelector('.jet-showcase')).toHaveAttribute('data-state', 'empty');
    emit('jet:product-viewed', { idProduct: 7, name: 'Sofá', price: 10 });
    await screen.findByRole('region', { name: 'Quem comprou, comprou também' });
    expect(params(api.calls.find((c) => c.operation === 'alsoPurchased')!.params)).toEqual({ idProduct: '7' });
  });

  it('finds the product of a /produto/ page by its friendly URL', async () => {
    window.history.replaceState(null, '', '/produto/sofa-retratil');
    const api = fakeApi({ company: () => company, productDetail: () => productDetail(productCard({ idProduct: 31 })), relatedProducts: () => products(2) });
    render(<Showcase kind="related" />);
    await screen.findByRole('region', { name: 'Produtos relacionados' });
    expect(params(api.calls.find((c) => c.operation === 'productDetail')!.params)).toEqual({ textLink: 'sofa-retratil' });
    expect(params(api.calls.find((c) => c.operation === 'relatedProducts')!.params)).toEqual({ idProduct: '31' });
    window.history.replaceState(null, '', '/');
  });

  it('is hidden while empty, says the page failed to load when the request fails, and holds its place while loading', async () => {
    fakeApi({ company: () => company, showcase: () => [], mostSold: () => ({ fail: 'Erro interno.' }), newArrivals: () => new Promise(() => undefined) });
    const { container } = render(
      <>
        <Showcase kind="featured" />
        <Showcase kind="most-sold" />
        <Showcase kind="new-arrivals" />
      </>,
    );
    await waitFor(() => expect(container.querySelector('[data-kind="featured"]')).toHaveAttribute('data-state', 'empty'));
    await waitFor(() => expect(container.querySelector('[data-kind="most-sold"]')).toHaveAttribute('data-state', 'error'));
    expect(container.querySelector('[data-kind="new-arrivals"]')).toHaveAttribute('data-state', 'loading');
    // loading, it is a carousel of card skeletons of the real size, hidden from assistive tech
    const loading = container.querySelector('[data-kind="new-arrivals"]')!;
    expect(loading.querySelectorAll('.jet-card--skeleton')).toHaveLength(4);
    expect(loading.querySelector('.jet-carousel')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('[data-kind="featured"]')).not.toBeVisible();
    // a failed read is not hidden silently: the page's one message for failed blocks, with a retry (issue 14)
    expect(container.querySelector('[data-kind="most-sold"]')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar as vitrines da loja. Verifique sua conexão.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('works as the custom element', async () => {
    fakeApi({ company: () => company, newArrivals: () => products(2) });
    await import('../../widgets/showcase/showcase.element');
    const element = document.createElement('jet-showcase');
    element.setAttribute('kind', 'new-arrivals');
    element.setAttribute('heading', 'Chegou agora');
    document.body.append(element);
    await waitFor(() => expect(element.querySelector('h2')).toHaveTextContent('Chegou agora'));
    element.remove();
  });
});

describe('the showcase stories', () => {
  const { Featured, Groups, MostSold, NewArrivals, Related, AlsoPurchased, CustomTitle, Loading, Empty, Error } = composeStories(stories);
  const cases = [
    [Featured, 'Produtos em Destaque da Home', 8],
    [MostSold, 'Produtos mais vendidos', 8],
    [NewArrivals, 'Recém chegados', 6],
    [Related, 'Produtos relacionados', 5],
    [AlsoPurchased, 'Quem comprou, comprou também', 4],
    [CustomTitle, 'Escolhidos para você', 8],
    [Groups, 'Ofertas da Semana', 8],
  ] as const;

  it('each kind shows its carousel of cards', async () => {
    for (const [Story, title, count] of cases) {
      const { unmount } = await showStory(Story);
      const region = await screen.findByRole('region', { name: title });
      expect(within(region).getAllByRole('listitem')).toHaveLength(count);
      unmount();
      resetQueries(); // as Storybook does before each story
    }
  });

  it('Loading holds its place; Empty hides the showcase; Error says the page failed to load', async () => {
    const loading = await showStory(Loading);
    expect(loading.container.querySelector('.jet-showcase')).toHaveAttribute('data-state', 'loading');
    loading.unmount();
    for (const [Story, state] of [
      [Empty, 'empty'],
      [Error, 'error'],
    ] as const) {
      resetQueries();
      const { container, unmount } = await showStory(Story);
      await waitFor(() => expect(container.querySelector('.jet-showcase')).toHaveAttribute('data-state', state));
      if (state === 'empty') expect(container.querySelector('.jet-showcase')).not.toBeVisible();
      else expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar as vitrines da loja. Verifique sua conexão.');
      unmount();
    }
  });
});
