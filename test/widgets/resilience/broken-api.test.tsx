import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure } from '../../../src/api/config';
import { TIMEOUT_MS, timeoutMs } from '../../../src/api/client';
import type { ProductListAnswer } from '../../../src/api/operations';
import { isProductCard, isProductDetail, isProductList } from '../../../src/catalogue/answer-guards';
import { defineWidget } from '../../../src/elements/define';
import { navigation } from '../../../src/routes/navigation';
import { $breadcrumbTrail } from '../../../src/stores/page';
import { $listingFilter } from '../../../src/stores/listing-filter';
import { Breadcrumb } from '../../../widgets/breadcrumb/breadcrumb';
import { CartCounter } from '../../../widgets/cart-counter/cart-counter';
import { ProductDetailPage } from '../../../widgets/product-detail/product-detail';
import { ProductList } from '../../../widgets/product-list/product-list';
import { COMPANY_GRACE_MS } from '../../../widgets/product-list/use-product-list';
import { company } from '../../fixtures/api-data';
import { listAnswer, productCards } from '../../fixtures/catalogue-data';
import { fakeApi } from '../../fixtures/mock-api';

/** Issue 14: widgets under a broken API (500, offline, malformed JSON, a wrong shape, a slow store). */

const wrong = <T,>(value: unknown) => value as T;

describe('an error boundary per widget', () => {
  it('shows the widget’s pt-BR error state with a retry when its render throws, and the page goes on', async () => {
    let broken = true;
    function Fragile() {
      if (broken) throw new TypeError('products.map is not a function');
      return <p>Vitrine pronta</p>;
    }
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    defineWidget('jet-test-fragile', Fragile);
    const element = document.createElement('jet-test-fragile');
    const neighbour = document.createElement('p');
    neighbour.textContent = 'Resto da página';
    document.body.append(neighbour, element);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível mostrar esta parte da página.');
    expect(alert).toHaveAttribute('data-widget', 'jet-test-fragile');
    expect(screen.getByText('Resto da página')).toBeVisible();
    // React logs the caught error for the theme's developer; nothing is thrown out of the widget
    expect(logged).toHaveBeenCalled();

    broken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Vitrine pronta')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    element.remove();
    neighbour.remove();
    logged.mockRestore();
  });
});

describe('the cart badge', () => {
  it('claims no count it did not read: no number and the name "Carrinho" when the read fails', async () => {
    fakeApi({ cartCount: () => ({ fail: 'Erro interno.', status: 500 }) });
    const { container } = render(<CartCounter />);
    await waitFor(() => expect(container.querySelector('.jet-cart-counter')).toHaveAttribute('data-state', 'error'));
    expect(screen.getByRole('link', { name: 'Carrinho' })).toHaveAttribute('href', '/carrinho');
    expect(container.querySelector('.jet-cart-counter__count')).toBeNull();
    expect(container).not.toHaveTextContent('0');
  });

  it('shows no number for an answer without one', async () => {
    fakeApi({ cartCount: () => wrong({ data: 42 }) });
    const { container } = render(<CartCounter />);
    await waitFor(() => expect(container.querySelector('.jet-cart-counter')).toHaveAttribute('data-state', 'error'));
    expect(screen.getByRole('link', { name: 'Carrinho' })).toBeInTheDocument();
    expect(container.querySelector('.jet-cart-counter__count')).toBeNull();
  });

  it('shows no number while the count loads', () => {
    fakeApi({ cartCount: () => new Promise(() => undefined) });
    const { container } = render(<CartCounter />);
    expect(container.querySelector('.jet-cart-counter')).toHaveAttribute('data-state', 'loading');
    expect(container.querySelector('.jet-cart-counter__count')).toBeNull();
  });
});

describe('answer guards', () => {
  const [card] = productCards(1);
  it('accept the real answers and refuse other shapes', () => {
    expect(isProductCard(card)).toBe(true);
    expect(isProductList(listAnswer(productCards(3), 1, 3, 12))).toBe(true);
    for (const value of [null, 42, 'x', [], {}, { data: 42 }, { products: {}, settings: {} }, { products: [{}], settings: { pageNumber: 1, pageCount: 1, totalItemCount: 1 } }]) {
      expect(isProductList(value)).toBe(false);
    }
    expect(isProductCard({ ...card, skUs: 'x' })).toBe(false);
    expect(isProductDetail({ ...card, categories: [], images: [{ imageDefault: '/a.jpg', variacao_ids: [] }] })).toBe(true);
    expect(isProductDetail({ ...card, images: 42 })).toBe(false);
  });
});

describe('the listing', () => {
  beforeEach(() => {
    sessionStorage.clear();
    $listingFilter.set(null);
    window.history.replaceState(null, '', '/casa/sala/c');
    vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('treats a 200 of an unexpected shape as an error state with a retry, without a TypeError', async () => {
    fakeApi({ company: () => company, productsByCategory: () => wrong<ProductListAnswer>({ data: 42 }) });
    const { container } = render(<ProductList source="category" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os produtos.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(container.querySelector('.jet-product-list')).toHaveAttribute('data-state', 'error');
  });

  it('starts its read without waiting for company settings that do not come', async () => {
    const api = fakeApi({
      company: () => new Promise(() => undefined),
      productsByCategory: () => listAnswer(productCards(3), 1, 3, 12),
    });
    render(<ProductList source="category" />);
    expect(await screen.findAllByRole('article', undefined, { timeout: COMPANY_GRACE_MS + 3000 })).toHaveLength(3);
    expect(api.count('productsByCategory')).toBe(1);
  });
});

describe('the product page and its breadcrumb', () => {
  beforeEach(() => window.history.replaceState(null, '', '/produto/sofa-lisboa'));

  it('a product answer of an unexpected shape is an error state, and the breadcrumb stops loading', async () => {
    fakeApi({ company: () => company, productDetail: () => wrong({ data: 42 }) });
    const { container } = render(
      <>
        <Breadcrumb />
        <ProductDetailPage />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar o produto.');
    await waitFor(() => expect(container.querySelector('.jet-breadcrumb')).toHaveAttribute('data-state', 'empty'));
    expect($breadcrumbTrail.get()).toEqual([]);
  });

  it('a product that fails to load leaves no breadcrumb loading', async () => {
    fakeApi({ company: () => company, productDetail: () => ({ fail: 'Erro interno.', status: 500 }) });
    const { container } = render(
      <>
        <Breadcrumb />
        <ProductDetailPage />
      </>,
    );
    await screen.findByRole('alert');
    await waitFor(() => expect(container.querySelector('.jet-breadcrumb')).not.toHaveAttribute('data-state', 'loading'));
  });
});

describe('the client timeout', () => {
  it('is TIMEOUT_MS unless configure({ timeoutMs }) sets a positive number', () => {
    expect(timeoutMs()).toBe(TIMEOUT_MS);
    act(() => configure({ timeoutMs: 2000 }));
    expect(timeoutMs()).toBe(2000);
    act(() => configure({ timeoutMs: -1 }));
    expect(timeoutMs()).toBe(TIMEOUT_MS);
  });
});
