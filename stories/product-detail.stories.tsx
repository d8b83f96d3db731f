import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ProductDetail } from '../src/api/operations';
import { company, signedIn, signedOut } from '../test/fixtures/api-data';
import { cartOf, freightOption } from '../test/fixtures/cart-data';
import {
  onRequestProduct,
  productDetail,
  promotionProduct,
  regularProduct,
  variationProduct,
} from '../test/fixtures/catalogue-data';
import { mockApi, type Answer, type Answers } from '../test/fixtures/mock-api';
import { navigations } from './harness/page';
import { tag, tagMeta } from './harness/tag-story';
import { placeholderImage } from './mocks/images';

const description =
  '<p>Estrutura em <strong>madeira maciça</strong> e assento estofado.</p><ul><li>Altura: 82 cm</li><li>Garantia: 12 meses</li></ul>';

const withGallery = (detail: ProductDetail, colours: string[]): ProductDetail => ({
  ...detail,
  description,
  images: colours.map((colour, i) => ({ imageDefault: placeholderImage(`${detail.name.split(' ')[0]} ${i + 1}`, 600, 600, colour), variacao_ids: [] })),
});

const regular = withGallery(productDetail(regularProduct), ['#0b5cad', '#1a7f37', '#8250df']);
const promotion = withGallery(productDetail(promotionProduct), ['#d9480f', '#b45309']);
const onRequest = withGallery(productDetail(onRequestProduct), ['#b42318']);
/** Azul and Preto have their own pictures; the label picture is shared. */
const shirt: ProductDetail = {
  ...productDetail(variationProduct),
  description,
  images: [
    { imageDefault: placeholderImage('Azul frente', 600, 600, '#1d4ed8'), variacao_ids: [11] },
    { imageDefault: placeholderImage('Azul costas', 600, 600, '#1e40af'), variacao_ids: [11] },
    { imageDefault: placeholderImage('Preto frente', 600, 600, '#111111'), variacao_ids: [12] },
    { imageDefault: placeholderImage('Etiqueta', 600, 600, '#57606a'), variacao_ids: [] },
  ],
};

const answers = (detail: Answer<'productDetail'>, more: Answers = {}) =>
  mockApi({
    company,
    loginStatus: { data: signedOut },
    productDetail: detail,
    productImages: [],
    cartContents: cartOf([]),
    addToCart: { success: true, quantity: 1 },
    rateProduct: { rate: 4, ratingCount: 13 },
    productReviews: { reviews: [], total: 0, page: 1, pages: 1 },
    productShipping: [freightOption(1, 'PAC', 5, 18.9), freightOption(2, 'Sedex', 2, 32), freightOption(3, 'Retirada na loja', 0, 0)],
    sendQuote: { ok: true },
    alertMe: { ok: true },
    ...more,
  });

// The page as a theme writes it: the product and, once per page, the panels its buttons open.
const meta = {
  title: 'Catalogue/Product detail',
  ...tagMeta('jet-product-detail', {
    with: ['jet-quote-panel', 'jet-alert-me'],
    args: { 'url-friendly': 'cadeira-eames-branca' },
    render: (args) => (
      <>
        {tag('jet-product-detail', args)}
        {tag('jet-quote-panel')}
        {tag('jet-alert-me')}
      </>
    ),
    parameters: { msw: answers(regular) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};

const reviews = [
  { author: 'Fernanda L.', rate: 5, comment: 'Produto excelente, chegou antes do prazo e muito bem embalado. Recomendo!', date: '2026-11-02' },
  { author: 'Rafael O.', rate: 4, comment: 'Muito bom, só achei a cor um pouco diferente da foto.', date: '2026-10-21' },
  { author: 'Juliana C.', rate: 5, comment: 'Superou minhas expectativas. Acabamento impecável e igual às fotos.', date: '2026-10-02' },
  { author: 'Bruno A.', rate: 3, comment: 'Atende ao que promete, mas o acabamento poderia ser melhor.', date: '2026-09-15' },
  { author: 'Patrícia R.', rate: 4, comment: '', date: '2026-08-30' },
];

/** 'Avaliações dos clientes': five of seven reviews, 'Mostrar mais avaliações' for the rest. */
export const WithReviews: Story = {
  parameters: {
    msw: answers(
      { ...regular, rate: 4.3, ratingCount: 7 },
      {
        productReviews: ({ params }) =>
          String(params).includes('page=2')
            ? { reviews: [{ author: 'Lucas M.', rate: 5, comment: 'Ótima qualidade pelo preço.', date: '2026-08-01' }, { author: 'Camila R.', rate: 4, comment: '', date: '2026-07-12' }], total: 7, page: 2, pages: 2 }
            : { reviews, total: 7, page: 1, pages: 2 },
      },
    ),
  },
};

/** 'Calcular frete' after a CEP: the options for this product, listed (nothing to choose on this page). */
export const ShippingEstimate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Calcular frete' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'CEP' }), '01310100');
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Opções de frete' })).toBeInTheDocument());
  },
};

/** A logged-in customer sees the rating form instead of the sign-in hint. */
export const RegularLoggedIn: Story = {
  parameters: { msw: answers(regular, { loginStatus: { data: signedIn } }) },
};

export const Promotion: Story = { parameters: { msw: answers(promotion) } };

/** The store's Pix discount (5 %): 'R$ … no Pix' under the price (issue 25). */
export const PixPrice: Story = { parameters: { msw: answers(promotion, { company: { ...company, pixDiscountPercent: 5 } }) } };

/** Colour swatches and size buttons; choosing a colour shows its pictures. */
export const Variations: Story = { parameters: { msw: answers(shirt) } };

/** Preto M has no stock: the button becomes 'Esgotado' and opens the notify-me panel. */
export const SoldOutSku: Story = {
  parameters: { msw: answers(shirt) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Preto' }));
    await userEvent.click(canvas.getByRole('button', { name: 'M' }));
    await expect(canvas.getByRole('button', { name: 'Esgotado' })).toBeEnabled();
  },
};

/** Sold on request: 'Sob Consulta' and 'Orçar', which opens the quote panel. */
export const OnRequest: Story = { parameters: { msw: answers(onRequest) } };

export const Loading: Story = { parameters: { msw: answers('loading') } };

/** The product cannot be loaded: a message and 'Tentar novamente'. */
export const Error: Story = { parameters: { msw: answers({ fail: 'Erro interno.' }) } };

/**
 * An unknown product: the page sends the shopper to /404 (kept here, so the story stays visible:
 * navigation is stubbed while it shows).
 */
export const NotFound: Story = {
  parameters: { msw: mockApi({ company, loginStatus: { data: signedOut }, productDetail: { fail: 'Página não encontrada.', status: 404 } }) },
  play: async () => {
    await waitFor(() => expect(navigations).toContain('/404'));
  },
};
