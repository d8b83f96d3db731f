import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCrawlerCheck } from '../../src/catalogue/crawler';
import type { ProductDetail } from '../../src/api/operations';
import { resetPageStores } from '../../src/stores/page';
import { Breadcrumb } from '../../widgets/breadcrumb/breadcrumb';
import { InstitutionalPage } from '../../widgets/institutional-page/institutional-page';
import { ProductDetailPage } from '../../widgets/product-detail/product-detail';
import { ProductList } from '../../widgets/product-list/product-list';
import { brands, company, signedOut } from '../fixtures/api-data';
import { listAnswer, listingFilters, productCards, productDetail, variationProduct } from '../fixtures/catalogue-data';
import { categoryTree } from '../fixtures/discovery-data';
import { fakeApi } from '../fixtures/mock-api';

/** The page's JSON-LD blocks of one @type, parsed. */
const jsonLd = (type: string) =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>)
    .filter((data) => data['@type'] === type);
const meta = (key: string) => document.head.querySelector<HTMLMetaElement>(`meta[property="${key}"], meta[name="${key}"]`)?.content;

const shirt: ProductDetail = {
  ...productDetail(variationProduct),
  imageHome: '/img/camiseta.svg',
  images: [
    { imageDefault: '/img/camiseta-azul.svg', variacao_ids: [11] },
    { imageDefault: '/img/camiseta-preta.svg', variacao_ids: [12] },
  ],
};

afterEach(() => {
  document.head.querySelectorAll('script[type="application/ld+json"], meta').forEach((node) => node.remove());
  resetPageStores();
  window.history.replaceState(null, '', '/');
});

// first, while nothing on this page has been interacted with yet (the module remembers the first interaction)
describe("a shopper's product page", () => {
  it('puts one Product JSON-LD in the head from the first interaction on, and follows the chosen variation', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/produto/camiseta-basica-de-algodao');
    fakeApi({ company: () => company, loginStatus: () => ({ data: signedOut }), productDetail: () => shirt, productImages: () => [] });
    render(<ProductDetailPage />);
    await screen.findByRole('heading', { level: 1, name: 'Camiseta Básica de Algodão' });
    // the first paint fetches no metadata module: the shopper's screen needs none of it
    await vi.dynamicImportSettled();
    expect(jsonLd('Product')).toHaveLength(0);
    await user.keyboard('{Tab}');
    await waitFor(() => expect(jsonLd('Product')).toHaveLength(1));
    const origin = location.origin;
    expect(jsonLd('Product')[0]).toMatchObject({
      name: 'Camiseta Básica de Algodão',
      url: `${origin}/produto/camiseta-basica-de-algodao`,
      offers: { price: '79.90', priceCurrency: 'BRL', availability: 'https://schema.org/InStock' },
    });
    expect(meta('og:type')).toBe('product');
    expect(meta('og:title')).toBe('Camiseta Básica de Algodão');
    expect(meta('description')).toBe('Descrição do produto.');

    await user.click(screen.getByRole('button', { name: 'Azul' }));
    await user.click(within(screen.getByRole('group', { name: 'Tamanho' })).getByRole('button', { name: 'M' }));
    await waitFor(() => expect(jsonLd('Product')[0]).toMatchObject({ sku: '1032', offers: { price: '69.90' }, image: [`${origin}/img/camiseta-azul.svg`, `${origin}/img/camiseta.svg`] }));
    expect(meta('product:price:amount')).toBe('69.90');

    await user.click(screen.getByRole('button', { name: 'Preto' }));
    await waitFor(() => expect(jsonLd('Product')[0]).toMatchObject({ sku: '1035', offers: { availability: 'https://schema.org/OutOfStock' } }));
    expect(jsonLd('Product')).toHaveLength(1);
  });

});

describe('what a crawler reads once the widgets have their data', () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    resetCrawlerCheck();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    resetCrawlerCheck();
  });

  it("replaces the server's block instead of adding a second one", async () => {
    const server = document.createElement('script');
    server.type = 'application/ld+json';
    server.dataset.jetSeo = 'product';
    server.textContent = JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name: 'Do servidor' });
    document.head.append(server);
    window.history.replaceState(null, '', '/produto/camiseta-basica-de-algodao');
    fakeApi({ company: () => company, loginStatus: () => ({ data: signedOut }), productDetail: () => shirt, productImages: () => [] });
    render(<ProductDetailPage />);
    await waitFor(() => expect(jsonLd('Product')).toEqual([expect.objectContaining({ name: 'Camiseta Básica de Algodão' })]));
  });

  it("gives a brand page its BreadcrumbList and the brand's metaDescription", async () => {
    window.history.replaceState(null, '', '/bossa-moda/m');
    const described = brands.map((brand) => (brand.urlFriendly === 'bossa-moda' ? { ...brand, metaDescription: 'Moda brasileira com <b>bossa</b>.' } : brand));
    fakeApi({ company: () => company, brands: () => described });
    render(<Breadcrumb />);
    await waitFor(() => expect(jsonLd('BreadcrumbList')).toHaveLength(1));
    expect(jsonLd('BreadcrumbList')[0]!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${location.origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Bossa Moda', item: `${location.origin}/bossa-moda/m` },
    ]);
    await waitFor(() => expect(meta('description')).toBe('Moda brasileira com bossa.'));
    expect(meta('og:description')).toBe('Moda brasileira com bossa.');
    expect(meta('og:type')).toBe('website');
  });

  it('describes a category page by its name', async () => {
    window.history.replaceState(null, '', '/casa/sala/sofas/c');
    fakeApi({ company: () => company, categoryTree: () => categoryTree });
    render(<Breadcrumb />);
    await waitFor(() => expect(meta('description')).toBe('Compre Sofás na Jet Store: veja preços, promoções e formas de pagamento.'));
    expect(jsonLd('BreadcrumbList')[0]!.itemListElement).toHaveLength(4);
  });

  it('lists the products a listing shows, by position', async () => {
    window.history.replaceState(null, '', '/casa/c');
    const cards = productCards(3);
    fakeApi({ company: () => company, productsByCategory: () => listAnswer(cards, 1, 3, 12), filtersByCategory: () => listingFilters });
    render(<ProductList source="category" />);
    await waitFor(() => expect(jsonLd('ItemList')).toHaveLength(1));
    expect(jsonLd('ItemList')[0]!.itemListElement).toEqual(cards.map((card, index) => ({ '@type': 'ListItem', position: index + 1, url: `${location.origin}${card.url}` })));
  });

  it("titles an institutional page with its titlePage and describes it with its metatag", async () => {
    window.history.replaceState(null, '', '/institucional/1/2');
    fakeApi({
      company: () => company,
      customPage: () => ({ idCustomPage: 1, name: 'Institucional', content: { idCustomPageContent: 2, name: 'Quem somos', content: '<p>História</p>', titlePage: 'Quem somos: 20 anos de loja', keywords: '', metatag: 'A loja desde 2006.' } }),
    });
    render(
      <>
        <Breadcrumb />
        <InstitutionalPage />
      </>,
    );
    await waitFor(() => expect(document.title).toBe('Quem somos: 20 anos de loja | Jet Store'));
    await waitFor(() => expect(meta('og:title')).toBe('Quem somos: 20 anos de loja'));
    expect(meta('og:description')).toBe('A loja desde 2006.');
  });
});
