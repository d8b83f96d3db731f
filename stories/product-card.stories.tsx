import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { cardSettingsFrom } from '../src/catalogue/card-settings';
import { ProductCard } from '../src/catalogue/product-card';
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
import { ProductCardWidget } from '../widgets/product-card/product-card-widget';
import { mockApi } from '../test/fixtures/mock-api';

/** Answers of the card's calls; the tests fake the same ones (parameters.msw.answers). */
const api = mockApi({
  company,
  cartContents: cartOf([]),
  addToCart: { success: true, quantity: 1 },
  productDetail: productDetail(promotionProduct),
});
const settings = cardSettingsFrom(company);

const meta = {
  title: 'Catalogue/Product card',
  component: ProductCard,
  args: { product: regularProduct, settings },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '18rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { msw: api },
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};

/** 200 → 170: '15% OFF', the old price struck, 10 installments; the pointer shows the second picture. */
export const Promotion: Story = { args: { product: promotionProduct } };

/** Colour swatches and sizes (company usePurchaseFacilitator 'S'), with the quantity. */
export const WithVariations: Story = { args: { product: variationProduct } };

/** Preto M has no stock: choosing it turns the button into 'Esgotado' (notify me). */
export const VariationSoldOut: Story = {
  args: { product: variationProduct },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Preto' }));
    await userEvent.click(canvas.getByRole('button', { name: 'M' }));
    await expect(canvas.getByRole('button', { name: 'Esgotado' })).toBeInTheDocument();
  },
};

export const SoldOut: Story = { args: { product: soldOutProduct } };

/** idTypeProduct 3: 'Sob Consulta' and 'Orçar'. */
export const OnRequest: Story = { args: { product: onRequestProduct } };

/** The company hides stars and installments. */
export const WithoutStarsOrInstallments: Story = {
  args: { product: promotionProduct, settings: cardSettingsFrom({ ...company, showProductAvaliationStars: false, showInstallmentAtListsAndDetail: false }) },
};

/** 62 characters: the first 45 and '...'; the full name is the heading's title. */
export const LongName: Story = { args: { product: longNameProduct } };

/** `<jet-product-card product-id="102">`: one card on its own, loaded by id. */
export const LoneCard: StoryObj<typeof ProductCardWidget> = {
  render: () => <ProductCardWidget productId={102} />,
};
