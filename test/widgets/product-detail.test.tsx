// first: the rating section of the product page loads as it comes near the viewport
import '../fixtures/all-near';
import { composeStories } from '@storybook/react-vite';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
// happy-dom gaps that make DOMPurify keep what it should remove (real browsers behave)

import type { ProductDetail } from '../../src/api/operations';
import { listen, type JetEventName } from '../../src/events';
import { navigation } from '../../src/routes/navigation';
import * as stories from '../../stories/product-detail.stories';
import '../../widgets/breadcrumb/breadcrumb.element';
import { parseRoute } from '../../src/routes';
import { productJsonLd } from '../../src/seo/structured-data';
import { resetPostcode } from '../../src/stores/postcode';
import { Breadcrumb } from '../../widgets/breadcrumb/breadcrumb';
import { ProductDetailPage } from '../../widgets/product-detail/product-detail';
import { company, signedIn, signedOut } from '../fixtures/api-data';
import { cartLine, cartOf, freightOption } from '../fixtures/cart-data';
import {
  onRequestProduct,
  productDetail,
  promotionProduct,
  regularProduct,
  soldOutProduct,
  variationProduct,
} from '../fixtures/catalogue-data';
import { fakeApi, type Answer, type Answers } from '../fixtures/mock-api';
import { renderStory } from '../../stories/harness/story-test';

const img = (label: string) => `data:image/svg+xml,${label}`;

/** The shirt with a gallery: one image per colour and one for every colour. */
const shirt: ProductDetail = {
  ...productDetail(variationProduct),
  images: [
    { imageDefault: img('azul-frente'), variacao_ids: [11] },
    { imageDefault: img('preto-frente'), variacao_ids: [12] },
    { imageDefault: img('etiqueta'), variacao_ids: [] },
  ],
};

function api(detail: ProductDetail | Answer<'productDetail'> = productDetail(regularProduct), overrides: Answers = {}) {
  return fakeApi({
    company: () => company,
    loginStatus: () => ({ data: signedOut }),
    productDetail: typeof detail === 'function' ? detail : () => detail,
    productImages: () => [],
    cartContents: () => cartOf([]),
    addToCart: () => ({ success: true, quantity: 1 }),
    rateProduct: () => ({ rate: 4, ratingCount: 13 }),
    productReviews: () => ({ reviews: [], total: 0, page: 1, pages: 1 }),
    ...overrides,
  });
}

function onEvent<N extends JetEventName>(name: N) {
  const handler = vi.fn();
  stops.push(listen(name, handler));
  return handler;
}
const stops: Array<() => void> = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  window.history.replaceState(null, '', '/');
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('<jet-product-detail>', () => {
  it('shows the product: gallery, name, brand, stars and count, price, installments, availability and the buy button', async () => {
    const calls = api();
    render(<ProductDetailPage urlFriendly="produto-101" />);
    expect(document.querySelector('.jet-product-detail')).toHaveAttribute('data-state', 'loading');
    await heading('Cadeira Eames Branca');
    const page = screen.getByRole('article');
    expect(calls.calls.find((c) => c.operation === 'productDetail')!.params).toBe('textLink=produto-101');
    expect(within(page).getByRole('img', { name: 'Cadeira Eames Branca' })).toHaveAttribute('loading', 'eager');
    expect(within(page).getByRole('link', { name: 'Aurora Casa' })).toHaveAttribute('href', '/aurora-casa/m');
    expect(within(page).getByRole('img', { name: 'Avaliação: 4,3 de 5 estrelas' })).toBeInTheDocument();
    expect(page).toHaveTextContent('(12 avaliações)');
    expect(page).toHaveTextContent('R$ 299,90');
    expect(page).toHaveTextContent('ou 3x de R$ 99,97 sem juros');
    expect(within(page).getByText('Pronta entrega')).toBeInTheDocument();
    expect(within(page).getByRole('combobox', { name: 'Quantidade' })).toHaveDisplayValue('01');
    expect(within(page).getByRole('button', { name: 'Adicionar ao Carrinho' })).toBeEnabled();
    expect(document.querySelector('.jet-product-detail')).toHaveAttribute('data-state', 'ready');
  });

  it('renders the description sanitised', async () => {
    api({ ...productDetail(regularProduct), description: '<p>Madeira <strong>maciça</strong></p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">' });
    render(<ProductDetailPage urlFriendly="produto-101" />);
    const section = await screen.findByRole('region', { name: 'Descrição do produto' });
    await waitFor(() => expect(within(section).getByText('maciça')).toBeInTheDocument());
    expect(section.querySelector('script')).toBeNull();
    expect(section.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('reads the friendly URL from the address when no attribute names the product', async () => {
    window.history.replaceState(null, '', '/produto/luminaria-de-mesa');
    const calls = api(productDetail(promotionProduct));
    render(<ProductDetailPage />);
    await heading('Luminária de Mesa Articulada');
    expect(calls.calls.find((c) => c.operation === 'productDetail')!.params).toBe('textLink=luminaria-de-mesa');
  });

  it('loads by product-id', async () => {
    const calls = api();
    render(<ProductDetailPage productId={101} urlFriendly="ignored" />);
    await heading('Cadeira Eames Branca');
    expect(calls.calls.find((c) => c.operation === 'productDetail')!.params).toBe('idProduct=101');
  });

  it('sends the shopper to /404 for an unknown product', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    api(() => ({ fail: 'Página não encontrada.', status: 404, code: 'NOT_FOUND' }));
    render(<ProductDetailPage urlFriendly="nao-existe" />);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/404'));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    assign.mockRestore();
  });

  it('sends the shopper to /404 when the address is not a product page and no attribute is set', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const calls = api();
    render(<ProductDetailPage />);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/404'));
    expect(calls.count('productDetail')).toBe(0);
    assign.mockRestore();
  });

  it('shows an error with a retry when the product cannot be loaded', async () => {
    const user = userEvent.setup();
    const calls = api(() => ({ fail: 'Erro interno.' }));
    render(<ProductDetailPage urlFriendly="produto-101" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar o produto.');
    calls.set('productDetail', () => productDetail(regularProduct));
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await heading('Cadeira Eames Branca');
  });

  it('asks for the images when the detail carries none', async () => {
    const calls = api({ ...productDetail(regularProduct), images: [] }, { productImages: () => [{ imageDefault: img('lado'), variacao_ids: [] }, { imageDefault: img('frente'), variacao_ids: [] }] });
    render(<ProductDetailPage urlFriendly="produto-101" />);
    await heading('Cadeira Eames Branca');
    expect(calls.calls.find((c) => c.operation === 'productImages')!.params).toBe('idProduct=101');
    expect(screen.getByRole('img', { name: 'Cadeira Eames Branca' })).toHaveAttribute('src', img('lado'));
  });

  it('shows the promotion: old and new price and the discount badge', async () => {
    api(productDetail(promotionProduct));
    render(<ProductDetailPage urlFriendly="luminaria" />);
    await heading('Luminária de Mesa Articulada');
    expect(screen.getByText('De R$ 200,00')).toBeInTheDocument();
    expect(screen.getByText('Por R$ 170,00')).toBeInTheDocument();
    expect(screen.getByText('15% OFF')).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('ou 10x de R$ 17,00 sem juros');
  });

  it("shows the Pix price under the price when the store gives a Pix discount, and none at 0 %", async () => {
    api(productDetail(promotionProduct), { company: () => ({ ...company, pixDiscountPercent: 5 }) });
    const { unmount } = render(<ProductDetailPage urlFriendly="luminaria" />);
    await heading('Luminária de Mesa Articulada');
    expect(within(screen.getByRole('article')).getByText('R$ 161,50 no Pix')).toBeInTheDocument();
    unmount();

    api(productDetail(promotionProduct), { company: () => ({ ...company, pixDiscountPercent: 0 }) });
    render(<ProductDetailPage urlFriendly="luminaria" />);
    await heading('Luminária de Mesa Articulada');
    expect(screen.getByText('Por R$ 170,00')).toBeInTheDocument();
    expect(screen.queryByText(/no Pix/)).not.toBeInTheDocument();
  });

  it('hides stars and installments when the company says so', async () => {
    api(productDetail(promotionProduct), { company: () => ({ ...company, showProductAvaliationStars: false, showInstallmentAtListsAndDetail: false }) });
    render(<ProductDetailPage urlFriendly="luminaria" />);
    await heading('Luminária de Mesa Articulada');
    expect(screen.queryByRole('img', { name: /Avaliação/ })).not.toBeInTheDocument();
    expect(screen.getByRole('article')).not.toHaveTextContent('10x');
  });

  it('emits jet:product-viewed once per product, with the price as sold now', async () => {
    const viewed = onEvent('jet:product-viewed');
    api(productDetail(promotionProduct));
    const { rerender } = render(<ProductDetailPage urlFriendly="luminaria" />);
    await heading('Luminária de Mesa Articulada');
    rerender(<ProductDetailPage urlFriendly="luminaria" />);
    expect(viewed).toHaveBeenCalledTimes(1);
    expect(viewed.mock.calls[0]![0]).toEqual({ idProduct: 102, name: 'Luminária de Mesa Articulada', price: 170 });
  });

  it('gives every breadcrumb on the page the category chain and the product name; a theme\'s own trail stays', async () => {
    const breadcrumb = document.createElement('jet-breadcrumb');
    const themed = document.createElement('jet-breadcrumb');
    themed.setAttribute('trail', '[{"name":"Ofertas","url":"/ofertas"}]');
    document.body.append(breadcrumb, themed);
    api({
      ...productDetail(regularProduct),
      categories: [
        { idCategory: 2, name: 'Sala', levelCode: '0101', path: 'casa/sala' },
        { idCategory: 1, name: 'Casa', levelCode: '01', path: 'casa' },
      ],
    });
    render(<ProductDetailPage urlFriendly="produto-101" />);
    await heading('Cadeira Eames Branca');
    const trail = within(breadcrumb);
    expect(await trail.findByRole('link', { name: 'Sala' })).toHaveAttribute('href', '/casa/sala/c');
    expect(trail.getByRole('link', { name: 'Casa' })).toHaveAttribute('href', '/casa/c');
    expect(trail.getByText('Cadeira Eames Branca')).toHaveAttribute('aria-current', 'page');
    expect(within(themed).getByText('Ofertas')).toBeInTheDocument();
    expect(within(themed).queryByText('Sala')).not.toBeInTheDocument();
    breadcrumb.remove();
    themed.remove();
  });

  it('links a level-4 category of the breadcrumb by its id, an address the listing accepts', async () => {
    window.history.replaceState(null, '', '/produto/tenis-casual-branco');
    api({
      ...productDetail(regularProduct),
      name: 'Tênis Casual Branco',
      url: '/produto/tenis-casual-branco',
      categories: [
        { idCategory: 1, name: 'Moda', levelCode: '01', path: 'moda' },
        { idCategory: 5, name: 'Calçados', levelCode: '0101', path: 'moda/calcados' },
        { idCategory: 9, name: 'Tênis', levelCode: '010101', path: 'moda/calcados/tenis' },
        { idCategory: 41, name: 'Tênis Casuais', levelCode: '01010101', path: 'moda/calcados/tenis/tenis-casuais' },
      ],
    });
    render(
      <>
        <Breadcrumb />
        <ProductDetailPage />
      </>,
    );
    const trail = await screen.findByRole('navigation', { name: 'Trilha de navegação' });
    const deepest = await within(trail).findByRole('link', { name: 'Tênis Casuais' });
    expect(deepest).toHaveAttribute('href', '/41/c');
    expect(parseRoute(deepest.getAttribute('href')!)).toEqual({ page: 'category', id: 41 });
    expect(within(trail).getByRole('link', { name: 'Tênis' })).toHaveAttribute('href', '/moda/calcados/tenis/c');
    expect(within(trail).getByText('Tênis Casual Branco')).toHaveAttribute('aria-current', 'page');
  });

  it('switches between the gallery images with the thumbnails', async () => {
    const user = userEvent.setup();
    api(shirt);
    render(<ProductDetailPage urlFriendly="camiseta" />);
    await heading('Camiseta Básica de Algodão');
    const gallery = screen.getByRole('region', { name: 'Imagens do produto' });
    const main = () => within(gallery).getByRole('img', { name: 'Camiseta Básica de Algodão' });
    expect(main()).toHaveAttribute('src', img('azul-frente'));
    expect(within(gallery).getAllByRole('button', { name: /^Ver imagem/ })).toHaveLength(3);
    await user.click(within(gallery).getByRole('button', { name: 'Ver imagem 3 de 3' }));
    expect(main()).toHaveAttribute('src', img('etiqueta'));
    expect(within(gallery).getByRole('button', { name: 'Ver imagem 3 de 3' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('moves between the thumbnails with the arrow keys, Home and End (one tab stop)', async () => {
    const user = userEvent.setup();
    api(shirt);
    render(<ProductDetailPage urlFriendly="camiseta" />);
    await heading('Camiseta Básica de Algodão');
    const gallery = screen.getByRole('region', { name: 'Imagens do produto' });
    const thumb = (n: number) => within(gallery).getByRole('button', { name: `Ver imagem ${n} de 3` });
    expect(thumb(1)).toHaveAttribute('tabindex', '0');
    expect(thumb(2)).toHaveAttribute('tabindex', '-1');
    thumb(1).focus();
    await user.keyboard('{ArrowRight}');
    expect(thumb(2)).toHaveFocus();
    expect(thumb(2)).toHaveAttribute('aria-pressed', 'true');
    expect(within(gallery).getByRole('img', { name: 'Camiseta Básica de Algodão' })).toHaveAttribute('src', img('preto-frente'));
    await user.keyboard('{End}');
    expect(thumb(3)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(thumb(1)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(thumb(3)).toHaveAttribute('aria-pressed', 'true');
  });

  it("enlarges the image in a dialog with 'Ampliar imagem', steps through the images and closes with 'Fechar'", async () => {
    const user = userEvent.setup();
    api(shirt);
    render(<ProductDetailPage urlFriendly="camiseta" />);
    await heading('Camiseta Básica de Algodão');
    const zoom = screen.getByRole('button', { name: 'Ampliar imagem' });
    await user.click(zoom);
    const dialog = await screen.findByRole('dialog', { name: 'Imagem ampliada' });
    expect(within(dialog).getByRole('img', { name: 'Camiseta Básica de Algodão' })).toHaveAttribute('src', img('azul-frente'));
    await user.click(within(dialog).getByRole('button', { name: 'Próxima imagem' }));
    expect(within(dialog).getByRole('img', { name: 'Camiseta Básica de Algodão' })).toHaveAttribute('src', img('preto-frente'));
    expect(screen.getByRole('button', { name: 'Ver imagem 2 de 3' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the chosen colour's images", async () => {
    const user = userEvent.setup();
    api(shirt);
    render(<ProductDetailPage urlFriendly="camiseta" />);
    await heading('Camiseta Básica de Algodão');
    await user.click(screen.getByRole('button', { name: 'Preto' }));
    const gallery = screen.getByRole('region', { name: 'Imagens do produto' });
    expect(within(gallery).getByRole('img', { name: 'Camiseta Básica de Algodão' })).toHaveAttribute('src', img('preto-frente'));
    expect(within(gallery).getAllByRole('button', { name: /^Ver imagem/ })).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Cor: Preto' })).toBeInTheDocument();
  });

  it("estimates the shipping by CEP for the product and quantity, loading the cart's calculator on the field's first focus", async () => {
    const user = userEvent.setup();
    const calls = api(shirt, { productShipping: () => [freightOption(1, 'PAC', 5, 18.9), freightOption(2, 'Sedex', 2, 32)] });
    render(<ProductDetailPage urlFriendly="camiseta" />);
    await heading('Camiseta Básica de Algodão');
    await user.click(screen.getByRole('button', { name: 'Preto' }));
    const section = screen.getByRole('region', { name: 'Calcular frete' });
    await user.click(within(section).getByRole('textbox', { name: 'Calcular frete' }));
    const cep = await within(section).findByRole('textbox', { name: 'CEP' });
    await waitFor(() => expect(cep).toHaveFocus());
    await user.type(cep, '01310100');
    const list = await within(section).findByRole('list', { name: 'Opções de frete' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringMatching(/^PAC\(5 dias úteis\)R\$\s18,90$/), expect.stringMatching(/^Sedex\(2 dias úteis\)R\$\s32,00$/)]);
    expect(within(section).queryByRole('radio')).not.toBeInTheDocument();
    const sent = calls.calls.find((c) => c.operation === 'productShipping')!.json as { postcode: string; idProduct: number; idSku: number | null; quantity: number };
    expect(sent).toMatchObject({ postcode: '01310100', idProduct: shirt.idProduct, quantity: 1 });
    // the size is not chosen yet: no SKU, the server estimates the product's standard one
    expect(sent.idSku).toBeNull();
    expect(calls.count('shippingOptions')).toBe(0);
  });

  it('shows the CEP the shopper saved on another page and its estimate without a click, leaving the focus alone', async () => {
    resetPostcode();
    document.cookie = 'jet_postcode=01310100; path=/';
    try {
      const calls = api(shirt, { productShipping: () => [freightOption(1, 'PAC', 5, 18.9)] });
      render(<ProductDetailPage urlFriendly="camiseta" />);
      await heading('Camiseta Básica de Algodão');
      const section = screen.getByRole('region', { name: 'Calcular frete' });
      // the saved CEP, not an empty '00000-000' (the placeholder field, or the calculator once its code is there)
      await waitFor(() => expect(within(section).getByRole('textbox')).toHaveValue('01310-100'));
      const list = await within(section).findByRole('list', { name: 'Opções de frete' });
      expect(list).toHaveTextContent('PAC');
      expect(within(section).getByRole('textbox', { name: 'CEP' })).toHaveValue('01310-100');
      expect(within(section).getByRole('textbox', { name: 'CEP' })).not.toHaveFocus();
      expect(calls.calls.find((c) => c.operation === 'productShipping')!.json).toMatchObject({ postcode: '01310100', idProduct: shirt.idProduct });
    } finally {
      document.cookie = 'jet_postcode=; path=/; max-age=0';
      resetPostcode();
    }
  });

  it("shows the reviews' average beside stars filled to the half, the same figure the Product JSON-LD gives", async () => {
    // two reviews, 4 and 3 stars: the page once drew four stars (rounded) while the JSON-LD said 3.5
    const detail = { ...productDetail(regularProduct), rate: 3.5, ratingCount: 2 };
    api(detail);
    render(<ProductDetailPage urlFriendly="produto-101" />);
    await heading('Cadeira Eames Branca');
    const page = screen.getByRole('article');
    const stars = within(page).getByRole('img', { name: 'Avaliação: 3,5 de 5 estrelas' });
    expect(stars).toHaveAttribute('data-rate', '3.5');
    expect(stars.parentElement).toHaveTextContent(/^3,5 ★★★★★ \(2 avaliações\)$/);
    const rating = productJsonLd({ product: detail, origin: 'https://loja.example' })!.aggregateRating as { ratingValue: number };
    expect(String(rating.ratingValue).replace('.', ',')).toBe('3,5');
    // the reviews below have loaded (their read does not spill into the next test)
    expect(await screen.findByText('Este produto ainda não tem avaliações.')).toBeInTheDocument();
  });

  it('lists the reviews five at a time with their stars, and counts what can be read', async () => {
    const user = userEvent.setup();
    const review = (n: number) => ({ author: `Cliente ${n}.`, rate: n % 2 ? 5 : 4, comment: n === 6 ? '' : `Texto ${n}`, date: '2026-10-0' + (n % 9 || 1) });
    const calls = api(shirt, {
      productReviews: (request) =>
        String(request.params).includes('page=2') ? { reviews: [review(6)], total: 6, page: 2, pages: 2 } : { reviews: [1, 2, 3, 4, 5].map(review), total: 6, page: 1, pages: 2 },
    });
    render(<ProductDetailPage urlFriendly="camiseta" />);
    await heading('Camiseta Básica de Algodão');
    const section = await screen.findByRole('region', { name: 'Avaliações dos clientes' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(items[0]!).getByRole('img', { name: 'Avaliação: 5 de 5 estrelas' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Texto 1');
    expect(items[0]).toHaveTextContent('Cliente 1.');
    expect(within(section).getByText('5 de 6 avaliações')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Mostrar mais avaliações' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(6));
    expect(within(section).getByText('6 de 6 avaliações')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Mostrar mais avaliações' })).not.toBeInTheDocument();
    expect(calls.calls.filter((c) => c.operation === 'productReviews').map((c) => c.params)).toEqual([`idProduct=${shirt.idProduct}&page=1`, `idProduct=${shirt.idProduct}&page=2`]);
  });

  it('says when a product has no review yet', async () => {
    api(shirt);
    render(<ProductDetailPage urlFriendly="camiseta" />);
    const section = await screen.findByRole('region', { name: 'Avaliações dos clientes' });
    expect(await within(section).findByText('Este produto ainda não tem avaliações.')).toBeInTheDocument();
  });

  it('asks for the variations before buying, then uses the SKU price and stock', async () => {
    const user = userEvent.setup();
    const calls = api(shirt);
    render(<ProductDetailPage urlFriendly="camiseta" />);
    await heading('Camiseta Básica de Algodão');
    await user.click(screen.getByRole('button', { name: 'Adicionar ao Carrinho' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Selecione as variações do produto para comprá-lo.');
    expect(calls.count('addToCart')).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Azul' }));
    await user.click(within(screen.getByRole('group', { name: 'Tamanho' })).getByRole('button', { name: 'M' }));
    expect(screen.getByText('Por R$ 69,90')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('adds the chosen SKU to the cart and tells the shopper', async () => {
    const user = userEvent.setup();
    const added = onEvent('jet:product-added');
    const calls = api(shirt);
    render(<ProductDetailPage urlFriendly="camiseta" />);
    await heading('Camiseta Básica de Algodão');
    await user.click(screen.getByRole('button', { name: 'Azul' }));
    await user.click(screen.getByRole('button', { name: 'M' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantidade' }), '02');
    await user.click(screen.getByRole('button', { name: 'Adicionar ao Carrinho' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Produto adicionado no carrinho com sucesso!');
    expect(screen.getByRole('status')).toHaveTextContent('Adicionado ao Carrinho!');
    expect(calls.calls.find((c) => c.operation === 'addToCart')!.json).toEqual({ idProduct: 103, idSku: 1032, quantity: 2, isRecurrent: false });
    expect(added).toHaveBeenCalledWith({ idProduct: 103, idSku: 1032, quantity: 2, name: 'Camiseta Básica de Algodão', price: 69.9 }, expect.anything());
  });

  it("lists the quantities from '01' up to the chosen SKU's stock, two digits, and starts again at 01 on a new choice", async () => {
    const user = userEvent.setup();
    api(shirt);
    render(<ProductDetailPage urlFriendly="camiseta" />);
    await heading('Camiseta Básica de Algodão');
    await user.click(screen.getByRole('button', { name: 'Azul' }));
    await user.click(screen.getByRole('button', { name: 'P' }));
    const quantity = screen.getByRole('combobox', { name: 'Quantidade' });
    expect(within(quantity).getAllByRole('option').map((option) => option.textContent)).toEqual(['01', '02', '03']);
    await user.selectOptions(quantity, '03');
    expect(quantity).toHaveDisplayValue('03');
    await user.click(screen.getByRole('button', { name: 'M' }));
    expect(screen.getByRole('combobox', { name: 'Quantidade' })).toHaveDisplayValue('01');
  });

  it('lists at most 99 quantities, and asks for the variations before one is picked', async () => {
    const user = userEvent.setup();
    api(productDetail({ ...regularProduct, stock: 500, skUs: regularProduct.skUs.map((sku) => ({ ...sku, stock: 500 })) }));
    render(<ProductDetailPage urlFriendly="produto-101" />);
    await heading('Cadeira Eames Branca');
    const options = within(screen.getByRole('combobox', { name: 'Quantidade' })).getAllByRole('option');
    expect(options).toHaveLength(99);
    expect(options.at(-1)).toHaveTextContent('99');
    cleanup();
    api(shirt);
    render(<ProductDetailPage urlFriendly="camiseta" />);
    await heading('Camiseta Básica de Algodão');
    const quantity = screen.getByRole('combobox', { name: 'Quantidade' });
    await user.selectOptions(quantity, '02');
    expect(await screen.findByRole('alert')).toHaveTextContent('Selecione primeiro as variações');
    expect(quantity).toHaveDisplayValue('01');
  });

  it('counts what the cart already holds before adding', async () => {
    const user = userEvent.setup();
    const calls = api(productDetail(regularProduct), { cartContents: () => cartOf([cartLine({ idCartItem: 1, idProduct: 101, idSku: 1010, quantity: 9 })]) });
    render(<ProductDetailPage urlFriendly="produto-101" />);
    await heading('Cadeira Eames Branca');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantidade' }), '02');
    await user.click(screen.getByRole('button', { name: 'Adicionar ao Carrinho' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Temos apenas 10 itens em estoque, e já existe(m) 9 unidade(s) deste produto no carrinho.',
    );
    expect(calls.count('addToCart')).toBe(0);
  });

  it('shows the server error when the add fails', async () => {
    const user = userEvent.setup();
    api(productDetail(regularProduct), { addToCart: () => ({ fail: 'Temos apenas 10 em estoque.', status: 409 }) });
    render(<ProductDetailPage urlFriendly="produto-101" />);
    await heading('Cadeira Eames Branca');
    await user.click(screen.getByRole('button', { name: 'Adicionar ao Carrinho' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Temos apenas 10 em estoque.');
  });

  it('offers the notify-me panel for a sold-out SKU', async () => {
    const user = userEvent.setup();
    const opened = onEvent('jet:alert-me-open');
    api(shirt);
    render(<ProductDetailPage urlFriendly="camiseta" />);
    await heading('Camiseta Básica de Algodão');
    await user.click(screen.getByRole('button', { name: 'Preto' }));
    await user.click(screen.getByRole('button', { name: 'M' }));
    const button = screen.getByRole('button', { name: 'Esgotado' });
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    await user.click(button);
    expect(opened).toHaveBeenCalledWith(
      { idProduct: 103, name: 'Camiseta Básica de Algodão', image: variationProduct.imageHome, idSku: 1035, hasVariations: true },
      expect.anything(),
    );
  });

  it('offers the notify-me panel for a sold-out product', async () => {
    const user = userEvent.setup();
    const opened = onEvent('jet:alert-me-open');
    api(productDetail(soldOutProduct));
    render(<ProductDetailPage urlFriendly="fone" />);
    await heading('Fone de Ouvido Bluetooth');
    expect(screen.queryByText('Pronta entrega')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Esgotado' }));
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ idProduct: 104, idSku: 1040, hasVariations: false }), expect.anything());
  });

  it("shows 'Sob Consulta' and 'Orçar' for a product on request, which asks for a quote", async () => {
    const user = userEvent.setup();
    const quote = onEvent('jet:product-budget-show');
    api(productDetail(onRequestProduct));
    render(<ProductDetailPage urlFriendly="sofa" />);
    await heading('Sofá Retrátil Sob Medida');
    expect(screen.getByText('Sob Consulta')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Orçar' }));
    expect(quote).toHaveBeenCalledWith(expect.objectContaining({ idProduct: 105, idSku: 1050, hasVariations: false }), expect.anything());
  });

  it('shows visitors a sign-in hint instead of the rating form', async () => {
    api();
    render(<ProductDetailPage urlFriendly="produto-101" loginUrl="/entrar" />);
    const section = await screen.findByRole('region', { name: 'Avaliar produto' });
    await waitFor(() => expect(section).toHaveTextContent('Entre na sua conta para avaliar este produto.'));
    expect(within(section).getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/entrar');
    expect(within(section).queryByRole('radio')).not.toBeInTheDocument();
  });

  it('lets a logged-in customer rate the product and shows the new count', async () => {
    const user = userEvent.setup();
    const calls = api(productDetail(regularProduct), { loginStatus: () => ({ data: signedIn }) });
    render(<ProductDetailPage urlFriendly="produto-101" />);
    const section = await screen.findByRole('region', { name: 'Avaliar produto' });
    const send = await within(section).findByRole('button', { name: 'Enviar avaliação' });
    expect(send).toBeDisabled();
    await user.click(within(section).getByRole('radio', { name: '5 estrelas' }));
    await user.click(send);
    expect(await within(section).findByRole('status')).toHaveTextContent('Obrigado! Sua avaliação foi registrada.');
    expect(calls.calls.find((c) => c.operation === 'rateProduct')!.json).toEqual({ idProduct: 101, rate: 5 });
    expect(screen.getByRole('article')).toHaveTextContent('(13 avaliações)');
  });

  it("shows the server's text when the rating is refused", async () => {
    const user = userEvent.setup();
    api(productDetail(regularProduct), {
      loginStatus: () => ({ data: signedIn }),
      rateProduct: () => ({ fail: 'Entre na sua conta para avaliar este produto.', status: 401, code: 'LOGIN_REQUIRED' }),
    });
    render(<ProductDetailPage urlFriendly="produto-101" />);
    const section = await screen.findByRole('region', { name: 'Avaliar produto' });
    await user.click(await within(section).findByRole('radio', { name: '1 estrela' }));
    await user.click(within(section).getByRole('button', { name: 'Enviar avaliação' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Entre na sua conta para avaliar este produto.');
  });
});

describe('the jet-product-detail element', () => {
  it('renders the product named by its url-friendly attribute', async () => {
    api();
    await import('../../widgets/product-detail/product-detail.element');
    const element = document.createElement('jet-product-detail');
    element.setAttribute('url-friendly', 'produto-101');
    act(() => document.body.append(element));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cadeira Eames Branca' })).toBeInTheDocument();
    element.remove();
  });
});

describe('the product detail stories', () => {
  const { Regular, RegularLoggedIn, Promotion, Variations, SoldOutSku, OnRequest, Loading, Error, NotFound } = composeStories(stories);
  const answer = (detail: ProductDetail, login = signedOut) => api(detail, { loginStatus: () => ({ data: login }) });

  it('Regular shows the product with its buy button and sign-in hint', async () => {
    answer(productDetail(regularProduct));
    await renderStory(Regular);
    await heading('Cadeira Eames Branca');
    expect(screen.getByRole('button', { name: 'Adicionar ao Carrinho' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('RegularLoggedIn shows the rating form', async () => {
    answer(productDetail(regularProduct), signedIn);
    await renderStory(RegularLoggedIn);
    expect(await screen.findByRole('radio', { name: '4 estrelas' })).toBeInTheDocument();
  });

  it('Promotion shows the badge', async () => {
    answer(productDetail(promotionProduct));
    await renderStory(Promotion);
    expect(await screen.findByText('15% OFF')).toBeInTheDocument();
  });

  it('Variations shows the swatches and sizes', async () => {
    answer(shirt);
    await renderStory(Variations);
    expect(await screen.findByRole('group', { name: 'Cor' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tamanho' })).toBeInTheDocument();
  });

  it('SoldOutSku ends on the sold-out button', async () => {
    answer(shirt);
    const { container } = await renderStory(SoldOutSku);
    await SoldOutSku.play!({ canvasElement: container });
    expect(screen.getByRole('group', { name: 'Tamanho: M' })).toBeInTheDocument();
  });

  it("OnRequest shows 'Sob Consulta' and 'Orçar'", async () => {
    answer(productDetail(onRequestProduct));
    await renderStory(OnRequest);
    expect(await screen.findByRole('button', { name: 'Orçar' })).toBeInTheDocument();
    expect(screen.getByText('Sob Consulta')).toBeInTheDocument();
  });

  it('Loading keeps the place busy', async () => {
    api(() => new Promise(() => undefined));
    const { container } = await renderStory(Loading);
    expect(container.querySelector('.jet-product-detail')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
  });

  it('Error offers a retry', async () => {
    api(() => ({ fail: 'Erro interno.' }));
    await renderStory(Error);
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('NotFound goes to /404', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    api(() => ({ fail: 'Página não encontrada.', status: 404, code: 'NOT_FOUND' }));
    const { container } = await renderStory(NotFound);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/404'));
    expect(container.querySelector('.jet-product-detail')).toHaveAttribute('data-state', 'empty');
    assign.mockRestore();
  });
});
