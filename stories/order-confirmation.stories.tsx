import type { StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockApi } from '../test/fixtures/mock-api';
import { boletoOrder, cardInReviewOrder, cardOrder, orderDataAnswers, pixOrder } from './payment-fixtures';
import { tagMeta } from './harness/tag-story';

/** The stories' clock: the page's real time, so the order just placed stays payable. */
const now = Date.now();

const meta = {
  title: 'Checkout/Order confirmation',
  ...tagMeta('jet-order-confirmation', {
    args: { 'order-id': 1042 },
    parameters: { msw: mockApi(orderDataAnswers(pixOrder(now, 0))) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

/** A Pix just placed: 'Aguardando pagamento', the QR code and 'Copiar código' first, then next steps and items. */
export const Pix: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Pedido realizado com sucesso!' })).toBeVisible();
    await expect(canvas.getByText('Aguardando pagamento')).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'QR Code Pix do pedido #1042' })).toBeVisible();
  },
};

/** A boleto just placed: the line, 'Copiar código', the barcode and 'Imprimir boleto'. */
export const Boleto: Story = {
  args: { 'order-id': 1051 },
  parameters: { msw: mockApi(orderDataAnswers(boletoOrder(now, 0))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Linha digitável do boleto' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Imprimir boleto' })).toBeVisible();
  },
};

/** A card in 3 installments, approved at once: 'Aprovado', nothing to pay. */
export const CardApproved: Story = {
  args: { 'order-id': 1020 },
  parameters: { msw: mockApi(orderDataAnswers(cardOrder(now))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aprovado')).toBeVisible();
    await expect(canvas.getByText('Cartão de Crédito: 3x de R$ 300,00')).toBeVisible();
  },
};

/** A card in the issuer's review (sandbox 4000 0000 0000 9235): 'Pagamento em análise' and what happens. */
export const CardInReview: Story = {
  args: { 'order-id': 1020 },
  parameters: { msw: mockApi(orderDataAnswers(cardInReviewOrder(now))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Pagamento em análise' })).toBeVisible();
    await expect(canvas.getByText(/^A operadora do cartão está analisando o pagamento\./)).toBeVisible();
  },
};

export const Loading: Story = { parameters: { msw: mockApi(orderDataAnswers('loading')) } };

/** The order was placed but cannot be read now: it says so, with 'Tentar novamente' and 'Meus pedidos'. */
export const LoadError: Story = {
  parameters: { msw: mockApi(orderDataAnswers({ fail: 'Erro interno.', status: 500 })) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** The Pix on a 320 px phone: one column, the code box wraps, nothing spills. */
export const Phone320: Story = {
  globals: { viewport: { value: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
