import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { CompanySettings, ProductCardData } from '../src/api/operations';
import { company } from '../test/fixtures/api-data';
import { cartOf } from '../test/fixtures/cart-data';
import {
  longNameProduct,
  onRequestProduct,
  productDetail,
  promotionProduct,
  regularProduct,
  soldOutProduct,
  variationProduct,
} from '../test/fixtures/catalogue-data';
import { mockApi } from '../test/fixtures/mock-api';
import { tagMeta } from './harness/tag-story';

/** `<jet-product-card product-id>` of `product`, with the answers of the card's calls (the store's settings may differ). */
const card = (product: ProductCardData, settings: CompanySettings = company): Story => ({
  args: { 'product-id': product.idProduct },
  parameters: {
    msw: mockApi({ company: settings, cartContents: cartOf([]), addToCart: { success: true, quantity: 1 }, productDetail: productDetail(product) }),
  },
});

const meta = {
  title: 'Catalogue/Product card',
  ...tagMeta('jet-product-card', {
    decorators: [
      (Story) => (
        <div style={{ maxWidth: '18rem' }}>
          <Story />
        </div>
      ),
    ],
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = card(regularProduct);

/** 200 → 170: '15% OFF', the old price struck, 10 installments; the pointer shows the second picture. */
export const Promotion: Story = card(promotionProduct);

/** The store's Pix discount (5 %): 'R$ 161,50 no Pix' under the promotional price (issue 25). */
export const PixPrice: Story = card(promotionProduct, { ...company, pixDiscountPercent: 5 });

/** Colour swatches and sizes (company usePurchaseFacilitator 'S'), with the quantity. */
export const WithVariations: Story = card(variationProduct);

/** Preto M has no stock: choosing it turns the button into 'Esgotado' (notify me). */
export const VariationSoldOut: Story = {
  ...card(variationProduct),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Preto' }));
    await userEvent.click(canvas.getByRole('button', { name: 'M' }));
    await expect(canvas.getByRole('button', { name: 'Esgotado' })).toBeInTheDocument();
  },
};

export const SoldOut: Story = card(soldOutProduct);

/** idTypeProduct 3: 'Sob Consulta' and 'Orçar'. */
export const OnRequest: Story = card(onRequestProduct);

/** The company hides stars and installments. */
export const WithoutStarsOrInstallments: Story = card(promotionProduct, { ...company, showProductAvaliationStars: false, showInstallmentAtListsAndDetail: false });

/** The product's seal over the picture (under the badge), its brand as a link, and the company's complementText under the price. */
export const WithSealBrandAndComplement: Story = card(
  { ...promotionProduct, brand: regularProduct.brand, sealStatus: { name: 'Frete Grátis', image: '/assets/seals/frete-gratis.svg' } },
  { ...company, complementText: 'Frete grátis nas compras acima de R$ 299,00' },
);

/** A seal without image shows its name as a chip. */
export const SealWithoutImage: Story = card({ ...regularProduct, sealStatus: { name: 'Lançamento', image: '' } });

/** 62 characters: the whole name, clamped to two lines by CSS (no '...' cut by characters). */
export const LongName: Story = card(longNameProduct);

/** `<jet-product-card product-id="102">` while its product loads. */
export const Loading: Story = {
  args: { 'product-id': 102 },
  parameters: { msw: mockApi({ company, productDetail: 'loading' }) },
};

/** An unknown product: the card stays empty (and hidden), not an error. */
export const NotFound: Story = {
  args: { 'product-id': 999 },
  parameters: { msw: mockApi({ company, productDetail: { fail: 'Produto não encontrado.', status: 404, code: 'NOT_FOUND' } }) },
};

/** `<jet-product-card url-friendly="…">`: one card on its own, loaded by its friendly URL. */
export const LoneCard: Story = {
  ...card(promotionProduct),
  args: { 'url-friendly': promotionProduct.urlFriendly },
};
