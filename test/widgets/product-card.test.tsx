import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cardSettingsFrom } from '../../src/catalogue/card-settings';
import { resetCrawlerCheck } from '../../src/catalogue/crawler';
import { ProductCard } from '../../src/catalogue/product-card';
import { listen } from '../../src/events';
import { company } from '../fixtures/api-data';
import { cartOf } from '../fixtures/cart-data';
import {
  longNameProduct,
  onRequestProduct,
  promotionProduct,
  regularProduct,
  soldOutProduct,
  variationProduct,
} from '../fixtures/catalogue-data';
import { fakeApi } from '../fixtures/mock-api';
import { showStory, type TestStory } from '../../stories/harness/story-test';
import { composeStories } from '@storybook/react-vite';
import * as stories from '../../stories/product-card.stories';
import { startPage } from '../../stories/harness/page';
import { ProductCardWidget } from '../../widgets/product-card/product-card-widget';
import '../../widgets/product-card/product-card.element';
import { productDetail } from '../fixtures/catalogue-data';

const settings = cardSettingsFrom(company);
const hiddenVariations = cardSettingsFrom({ ...company, usePurchaseFacilitator: 'N' });

function onEvent(name: Parameters<typeof listen>[0]) {
  const handler = vi.fn();
  const stop = listen(name, handler);
  return Object.assign(handler, { stop });
}

describe('ProductCard', () => {
  it('shows the name as a link to the product page, the price, stars and installments', () => {
    render(<ProductCard product={regularProduct} settings={settings} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Cadeira Eames Branca' })).toHaveAttribute('href', '/produto/produto-101');
    expect(within(card).getByRole('heading', { level: 3, name: 'Cadeira Eames Branca' })).toBeInTheDocument();
    expect(card).toHaveTextContent('R$ 299,90');
    expect(card).toHaveTextContent('ou 3x de R$ 99,97 sem juros');
    expect(within(card).getByRole('img', { name: 'Avaliação: 4,3 de 5 estrelas' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Adicionar ao Carrinho' })).toBeEnabled();
    expect(card.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it("shows the brand as a link to its page, the product's seal and the company's complement text under the price", () => {
    const withText = cardSettingsFrom({ ...company, complementText: ' Frete grátis nas compras acima de R$ 299,00 ' });
    const product = { ...promotionProduct, brand: regularProduct.brand, sealStatus: { name: 'Frete Grátis', image: '/assets/seals/frete-gratis.svg' } };
    render(<ProductCard product={product} settings={withText} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Aurora Casa' })).toHaveAttribute('href', '/aurora-casa/m');
    expect(within(card).getByRole('img', { name: 'Frete Grátis' })).toHaveAttribute('src', '/assets/seals/frete-gratis.svg');
    expect(within(card).getByText('15% OFF')).toBeInTheDocument();
    const complement = within(card).getByText('Frete grátis nas compras acima de R$ 299,00');
    // under the price, not inside it
    expect(within(card).getByText('Por R$ 170,00').compareDocumentPosition(complement) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows a seal without image by its name, and no complement text where the price is 'Sob Consulta'", () => {
    const withText = cardSettingsFrom({ ...company, complementText: 'Frete grátis nas compras acima de R$ 299,00' });
    render(<ProductCard product={{ ...onRequestProduct, brand: null, sealStatus: { name: 'Lançamento', image: '' } }} settings={withText} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Lançamento')).toBeInTheDocument();
    expect(within(card).getByText('Sob Consulta')).toBeInTheDocument();
    expect(within(card).queryByText('Frete grátis nas compras acima de R$ 299,00')).not.toBeInTheDocument();
    expect(within(card).getAllByRole('link').map((link) => link.textContent)).not.toContain('Aurora Casa');
  });

  it('shows no seal, brand or complement text when the product and the company have none', () => {
    render(<ProductCard product={{ ...regularProduct, brand: null, sealStatus: null }} settings={settings} />);
    const card = screen.getByRole('article');
    expect(within(card).getAllByRole('img').filter((img) => img.tagName === 'IMG' && img.getAttribute('alt'))).toEqual([]);
    expect(within(card).getAllByRole('link')).toHaveLength(1);
  });

  it('shows the discount badge, the old and new price on promotion', () => {
    render(<ProductCard product={promotionProduct} settings={settings} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('15% OFF')).toBeInTheDocument();
    expect(within(card).getByText('De R$ 200,00')).toBeInTheDocument();
    expect(within(card).getByText('Por R$ 170,00')).toBeInTheDocument();
    expect(card).toHaveTextContent('ou 10x de R$ 17,00 sem juros');
  });

  it('shows the Pix price under the price when the store gives a Pix discount: off the promotional price, half up to the cent', () => {
    const pix = cardSettingsFrom({ ...company, pixDiscountPercent: 5 });
    render(
      <>
        <ProductCard product={promotionProduct} settings={pix} />
        <ProductCard product={regularProduct} settings={pix} />
      </>,
    );
    const [promotion, regular] = screen.getAllByRole('article');
    // 5 % of R$ 170,00 (not of the R$ 200,00 struck out)
    expect(within(promotion!).getByText('R$ 161,50 no Pix')).toBeInTheDocument();
    // 5 % of R$ 299,90 is R$ 14,995: R$ 15,00 off
    expect(within(regular!).getByText('R$ 284,90 no Pix')).toBeInTheDocument();
  });

  it("shows no Pix price when the store's Pix discount is 0 % or not given, nor where the price is 'Sob Consulta'", () => {
    render(
      <>
        <ProductCard product={regularProduct} settings={cardSettingsFrom({ ...company, pixDiscountPercent: 0 })} />
        <ProductCard product={promotionProduct} settings={settings} />
        <ProductCard product={onRequestProduct} settings={cardSettingsFrom({ ...company, pixDiscountPercent: 5 })} />
      </>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByText(/no Pix/)).not.toBeInTheDocument();
  });

  it('shows the alternative image while the pointer is over the card', async () => {
    const user = userEvent.setup();
    render(<ProductCard product={promotionProduct} settings={settings} />);
    const link = screen.getByRole('link', { name: 'Luminária de Mesa Articulada' });
    const image = link.querySelector('img')!;
    expect(image).toHaveAttribute('src', promotionProduct.imageHome);
    await user.hover(link);
    expect(image).toHaveAttribute('src', promotionProduct.alternativeImage);
    await user.unhover(link);
    expect(image).toHaveAttribute('src', promotionProduct.imageHome);
  });

  it('hides stars and installments when the company does', () => {
    render(<ProductCard product={promotionProduct} settings={cardSettingsFrom({ ...company, showProductAvaliationStars: false, showInstallmentAtListsAndDetail: false })} />);
    expect(screen.queryByRole('img', { name: /Avaliação/ })).not.toBeInTheDocument();
    expect(screen.getByRole('article')).not.toHaveTextContent('10x');
  });

  it('shows a long name whole (CSS wraps it to two lines), never cut by characters', () => {
    render(<ProductCard product={longNameProduct} settings={settings} headingLevel={2} />);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent(longNameProduct.name);
    expect(heading).not.toHaveTextContent('...');
  });

  it('shows "Sob Consulta" and an "Orçar" button that opens the quote panel', async () => {
    const user = userEvent.setup();
    const budget = onEvent('jet:product-budget-show');
    render(<ProductCard product={onRequestProduct} settings={settings} />);
    expect(screen.getByRole('article')).toHaveTextContent('Sob Consulta');
    expect(screen.queryByRole('button', { name: 'Adicionar ao Carrinho' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Orçar' }));
    expect(budget).toHaveBeenCalledWith(expect.objectContaining({ idProduct: 105, idSku: 1050, hasVariations: false }), expect.anything());
    budget.stop();
  });

  it('a sold-out product shows "Esgotado", which opens the notify-me panel', async () => {
    const user = userEvent.setup();
    const alertMe = onEvent('jet:alert-me-open');
    render(<ProductCard product={soldOutProduct} settings={settings} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Esgotado' }));
    expect(alertMe).toHaveBeenCalledWith(expect.objectContaining({ idProduct: 104, name: 'Fone de Ouvido Bluetooth' }), expect.anything());
    alertMe.stop();
  });

  it('with variations hidden, a sold-out product links to its page', () => {
    render(<ProductCard product={soldOutProduct} settings={hiddenVariations} />);
    expect(screen.getByRole('link', { name: 'Esgotado' })).toHaveAttribute('href', soldOutProduct.url);
  });

  it('with variations hidden, a product with variations links to its page ("Visualizar")', () => {
    render(<ProductCard product={variationProduct} settings={hiddenVariations} />);
    expect(screen.queryByRole('group', { name: 'Cor' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visualizar' })).toHaveAttribute('href', variationProduct.url);
  });

  it('choosing variations that lead to a sold-out SKU shows "Esgotado"', async () => {
    const user = userEvent.setup();
    render(<ProductCard product={variationProduct} settings={settings} />);
    await user.click(within(screen.getByRole('group', { name: 'Cor' })).getByRole('button', { name: 'Preto' }));
    await user.click(within(screen.getByRole('group', { name: 'Tamanho' })).getByRole('button', { name: 'M' }));
    expect(screen.getByRole('button', { name: 'Preto' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Esgotado' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar ao Carrinho' })).not.toBeInTheDocument();
  });

  it('asks to choose the variations before buying, before the quantity and before notify-me', async () => {
    const user = userEvent.setup();
    const api = fakeApi({});
    render(<ProductCard product={variationProduct} settings={settings} />);
    await user.click(screen.getByRole('button', { name: 'Adicionar ao Carrinho' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Selecione as variações do produto para comprá-lo.');
    await user.type(screen.getByRole('spinbutton', { name: 'Quantidade' }), '3');
    expect(screen.getByRole('alert')).toHaveTextContent('Selecione primeiro as variações');
    expect(screen.getByRole('spinbutton', { name: 'Quantidade' })).toHaveValue('1');
    expect(api.calls).toHaveLength(0);
  });

  it('shows the SKU price and resets the quantity to 1 when a variation changes', async () => {
    const user = userEvent.setup();
    render(<ProductCard product={variationProduct} settings={settings} />);
    await user.click(screen.getByRole('button', { name: 'Azul' }));
    await user.click(screen.getByRole('button', { name: 'M' }));
    expect(screen.getByText('Por R$ 69,90')).toBeInTheDocument();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantidade' });
    await user.clear(quantity);
    await user.type(quantity, '4');
    expect(quantity).toHaveValue('4');
    await user.click(screen.getByRole('button', { name: 'P' }));
    expect(quantity).toHaveValue('1');
  });

  it('a quantity above the stock is capped to it with "Temos apenas {n} em estoque.", and that Add sends nothing', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ cartContents: () => cartOf([]), addToCart: () => ({ success: true, quantity: 2 }) });
    render(<ProductCard product={variationProduct} settings={settings} />);
    await user.click(screen.getByRole('button', { name: 'Azul' }));
    await user.click(screen.getByRole('button', { name: 'G' }));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantidade' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    // typing edits the text only; leaving the field (the click) caps it
    await user.click(screen.getByRole('button', { name: 'Adicionar ao Carrinho' }));
    expect(quantity).toHaveAccessibleDescription('Temos apenas 2 em estoque.');
    expect(quantity).toHaveValue('2');
    expect(api.calls).toHaveLength(0);
    // the next Add is the shopper's own, with the quantity now shown
    await user.click(screen.getByRole('button', { name: 'Adicionar ao Carrinho' }));
    await waitFor(() => expect(api.calls.find((c) => c.operation === 'addToCart')?.json).toMatchObject({ quantity: 2 }));
  });

  it('a quantity capped as the field is left elsewhere is added by the next Add', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ cartContents: () => cartOf([]), addToCart: () => ({ success: true, quantity: 2 }) });
    render(<ProductCard product={variationProduct} settings={settings} />);
    await user.click(screen.getByRole('button', { name: 'Azul' }));
    await user.click(screen.getByRole('button', { name: 'G' }));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantidade' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.tab();
    expect(quantity).toHaveValue('2');
    expect(quantity).toHaveAccessibleDescription('Temos apenas 2 em estoque.');
    // the shopper reads the notice, then adds: nothing holds this Add
    const now = performance.now();
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now + 5000);
    await user.click(screen.getByRole('button', { name: 'Adicionar ao Carrinho' }));
    clock.mockRestore();
    await waitFor(() => expect(api.calls.find((c) => c.operation === 'addToCart')?.json).toMatchObject({ quantity: 2 }));
  });

  it('a quantity of 0 adds nothing: says "entre 1 e 9999" and puts 1 back', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ cartContents: () => cartOf([]), addToCart: () => ({ success: true, quantity: 1 }) });
    render(<ProductCard product={regularProduct} settings={settings} />);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantidade' });
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(screen.getByRole('button', { name: 'Adicionar ao Carrinho' }));
    expect(quantity).toHaveAccessibleDescription('Por favor, digite um valor entre 1 e 9999');
    expect(quantity).toHaveValue('1');
    expect(api.calls).toHaveLength(0);
  });

  it('blocks e, comma, period, + and - in the quantity', async () => {
    const user = userEvent.setup();
    render(<ProductCard product={regularProduct} settings={settings} />);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantidade' });
    await user.clear(quantity);
    await user.type(quantity, '2e,.+-');
    expect(quantity).toHaveValue('2');
  });

  it('adds to the cart, says so and emits jet:product-added', async () => {
    const user = userEvent.setup();
    const added = onEvent('jet:product-added');
    const api = fakeApi({ cartContents: () => cartOf([]), addToCart: () => ({ success: true, quantity: 2 }) });
    render(<ProductCard product={variationProduct} settings={settings} />);
    await user.click(screen.getByRole('button', { name: 'Azul' }));
    await user.click(screen.getByRole('button', { name: 'M' }));
    await user.clear(screen.getByRole('spinbutton', { name: 'Quantidade' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Quantidade' }), '2');
    await user.click(screen.getByRole('button', { name: 'Adicionar ao Carrinho' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Adicionado ao Carrinho!');
    expect(status).toHaveTextContent('Produto adicionado no carrinho com sucesso!');
    expect(api.calls.find((c) => c.operation === 'addToCart')?.json).toEqual({ idProduct: 103, idSku: 1032, quantity: 2, isRecurrent: false });
    expect(added).toHaveBeenCalledWith({ idProduct: 103, idSku: 1032, quantity: 2, name: 'Camiseta Básica de Algodão', price: 69.9 }, expect.anything());
    added.stop();
  });

  it('shows the server text when the add fails', async () => {
    const user = userEvent.setup();
    fakeApi({ cartContents: () => cartOf([]), addToCart: () => ({ fail: 'Produto indisponível.', status: 409 }) });
    render(<ProductCard product={regularProduct} settings={settings} />);
    await user.click(screen.getByRole('button', { name: 'Adicionar ao Carrinho' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Produto indisponível.');
    expect(screen.getByRole('button', { name: 'Adicionar ao Carrinho' })).toBeEnabled();
  });

  /** The loading attribute of a card's image rendered for a browser that says it is `agent`. */
  function imageLoadingFor(agent: string): string | null {
    const spy = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(agent);
    resetCrawlerCheck();
    const { unmount } = render(<ProductCard product={regularProduct} settings={settings} />);
    const loading = screen.getByRole('article').querySelector('img')!.getAttribute('loading');
    unmount();
    spy.mockRestore();
    resetCrawlerCheck();
    return loading;
  }

  it('loads images eagerly for crawlers and when asked to', () => {
    expect(imageLoadingFor('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe('eager');
    render(<ProductCard product={promotionProduct} settings={settings} eager />);
    expect(screen.getByRole('article').querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('article').querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('is no crawler for an audit tool: Lighthouse measures the lazy images a shopper gets', () => {
    expect(imageLoadingFor('Mozilla/5.0 (Linux; Android 11) Chrome/156.0 Mobile Safari/537.36 Chrome-Lighthouse')).toBe('lazy');
  });
});

describe('<jet-product-card>', () => {
  it('loads the product by id and shows its card with the company settings', async () => {
    const api = fakeApi({ company: () => ({ ...company, showProductAvaliationStars: false }), productDetail: () => productDetail(promotionProduct) });
    render(<ProductCardWidget productId={102} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Luminária de Mesa Articulada' })).toBeInTheDocument();
    expect(screen.getByText('15% OFF')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Avaliação/ })).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.operation === 'productDetail')?.params).toBe('idProduct=102');
  });

  it('works as a custom element with the product-id attribute', async () => {
    fakeApi({ company: () => company, productDetail: () => productDetail(regularProduct) });
    const element = document.createElement('jet-product-card');
    element.setAttribute('product-id', '101');
    element.setAttribute('heading-level', '2');
    document.body.append(element);
    expect(await within(element).findByRole('heading', { level: 2, name: 'Cadeira Eames Branca' })).toBeInTheDocument();
    element.remove();
  });

  it('loads by friendly URL', async () => {
    const api = fakeApi({ company: () => company, productDetail: () => productDetail(regularProduct) });
    render(<ProductCardWidget urlFriendly="cadeira-eames" headingLevel={2} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Cadeira Eames Branca' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.operation === 'productDetail')?.params).toBe('textLink=cadeira-eames');
  });

  it('hides itself when the product does not exist', async () => {
    fakeApi({ company: () => company, productDetail: () => ({ fail: 'Produto não encontrado.', status: 404, code: 'NOT_FOUND' }) });
    const { container } = render(<ProductCardWidget productId={999} />);
    await waitFor(() => expect(container.querySelector('.jet-product-card')).toHaveAttribute('data-state', 'empty'));
    expect(container.querySelector('.jet-product-card')).not.toBeVisible();
  });
});

describe('the product card stories', () => {
  const { Regular, Promotion, WithVariations, VariationSoldOut, SoldOut, OnRequest, WithoutStarsOrInstallments, LongName, LoneCard } = composeStories(stories, {
    beforeEach: startPage,
  });
  /** Renders `<jet-product-card>` as the story does: its answers, its loaders (the tag's chunk), its beforeEach. */
  const show = (Story: typeof Regular) => showStory(Story as TestStory);

  it('Regular, Promotion and LongName show their price, badge and name', async () => {
    await show(Regular);
    expect(await screen.findByRole('button', { name: 'Adicionar ao Carrinho' })).toBeInTheDocument();
    cleanup();
    await show(Promotion);
    expect(await screen.findByText('15% OFF')).toBeInTheDocument();
    cleanup();
    await show(LongName);
    expect(await screen.findByRole('heading', { name: longNameProduct.name })).toBeInTheDocument();
  });

  it('WithVariations shows the swatches and sizes; VariationSoldOut ends on "Esgotado"', async () => {
    await show(WithVariations);
    expect(await screen.findByRole('group', { name: 'Cor' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tamanho' })).toBeInTheDocument();
    cleanup();
    const soldOut = await show(VariationSoldOut);
    await VariationSoldOut.play!({ canvasElement: soldOut.container });
    expect(within(soldOut.container).getByRole('button', { name: 'Esgotado' })).toBeInTheDocument();
  });

  it('SoldOut, OnRequest and WithoutStarsOrInstallments show their button and hide what they should', async () => {
    await show(SoldOut);
    expect(await screen.findByRole('button', { name: 'Esgotado' })).toBeInTheDocument();
    cleanup();
    await show(OnRequest);
    expect(await screen.findByText('Sob Consulta')).toBeInTheDocument();
    cleanup();
    const last = await show(WithoutStarsOrInstallments);
    expect(await within(last.container).findByText('15% OFF')).toBeInTheDocument();
    expect(within(last.container).queryByRole('img', { name: /Avaliação/ })).not.toBeInTheDocument();
    expect(last.container).not.toHaveTextContent('10x');
  });

  it('LoneCard loads its product by its friendly URL', async () => {
    await show(LoneCard);
    expect(await screen.findByRole('heading', { name: 'Luminária de Mesa Articulada' })).toBeInTheDocument();
  });
});
