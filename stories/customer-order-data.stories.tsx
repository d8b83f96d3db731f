import type { StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockApi } from '../test/fixtures/mock-api';
import {
  approvedPixOrder,
  boletoExpired,
  boletoOrder,
  cardInReviewOrder,
  cardOrder,
  gateway17Order,
  orderDataAnswers,
  pixCode06,
  pixExpired,
  pixOrder,
} from './payment-fixtures';
import { tagMeta } from './harness/tag-story';

/** The stories' clock: the page's real time, so a live Pix counts down and stays live. */
const now = Date.now();

const meta = {
  title: 'Customer area/Order data',
  ...tagMeta('jet-customer-order-data', {
    parameters: { msw: mockApi(orderDataAnswers(pixOrder(now))) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

const noCode = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(/O pagamento não pode mais ser realizado/)).toBeVisible();
  await expect(canvas.queryByRole('textbox')).toBeNull();
};

/** A Pix placed 2 hours ago: QR code, copia e cola, the deadline and the live countdown. */
export const PixLive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'QR Code Pix do pedido #1042' })).toBeVisible();
    await expect(canvas.getByRole('timer')).toBeVisible();
  },
};

/** A Pix placed 30 hours ago (1 day is the limit): the message, no code. */
export const PixExpired: Story = { parameters: { msw: mockApi(orderDataAnswers(pixExpired(now))) }, play: noCode };

/** A Pix whose history has a status code 06: the message, no code. */
export const Code06: Story = { parameters: { msw: mockApi(orderDataAnswers(pixCode06(now))) }, play: noCode };

/** A boleto placed 5 hours ago: the line, copy, barcode and 'Imprimir boleto'; carrier 'Jadlog (Frenet)'. */
export const BoletoPending: Story = {
  parameters: { msw: mockApi(orderDataAnswers(boletoOrder(now))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Linha digitável do boleto' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Imprimir boleto' })).toBeVisible();
  },
};

/** A boleto placed 50 hours ago (2 days is the limit). */
export const BoletoExpired: Story = { parameters: { msw: mockApi(orderDataAnswers(boletoExpired(now))) }, play: noCode };

/** A card in 3 installments, approved: 'Parcelas 3x de R$ 300,00', nothing to pay. */
export const Card3x: Story = {
  parameters: { msw: mockApi(orderDataAnswers(cardOrder(now))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('3x de R$ 300,00')).toBeVisible();
  },
};

/** A card in the issuer's review (Em aprovação): 'Pagamento em análise' and that an e-mail follows. */
export const CardInReview: Story = {
  parameters: { msw: mockApi(orderDataAnswers(cardInReviewOrder(now))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Pagamento em análise' })).toBeVisible();
  },
};

/** Gateway 17, Pix not yet paid: 'Realizar pagamento' opens the gateway's page in a new window. */
export const Gateway17PayButton: Story = {
  parameters: { msw: mockApi(orderDataAnswers(gateway17Order(now))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /Realizar pagamento/ })).toBeVisible();
  },
};

/** Gateway 17 but approved: 'Pagamento confirmado.', no code, no pay button. */
export const Approved: Story = {
  parameters: { msw: mockApi(orderDataAnswers(approvedPixOrder(now))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Pagamento confirmado.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Realizar pagamento/ })).toBeNull();
  },
};

/** A Pix order the shopper cancelled: it says so, no code, no expiry message. */
export const Cancelled: Story = {
  parameters: {
    msw: mockApi(
      orderDataAnswers(
        pixOrder(now, 2, {
          historyListOrderStatus: [
            { statusName: 'Novo', statusCode: '01', dateRegisterStatus: new Date(now - 2 * 3_600_000).toISOString() },
            { statusName: 'Cancelado', statusCode: '07', dateRegisterStatus: new Date(now - 3_600_000).toISOString() },
          ],
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Este pedido foi cancelado. Não há pagamento a fazer.')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Loading: Story = { parameters: { msw: mockApi(orderDataAnswers('loading')) } };

export const LoadError: Story = {
  parameters: { msw: mockApi(orderDataAnswers({ fail: 'Erro interno.', status: 500 })) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { 'order-id': 999 },
  parameters: { msw: mockApi(orderDataAnswers({ fail: 'Oops, o pedido #999 não foi localizado.', status: 404 })) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Oops, o pedido #999 não foi localizado.')).toBeVisible();
  },
};

/** The live Pix on a 320 px phone: one column, the code box wraps, nothing spills. */
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
