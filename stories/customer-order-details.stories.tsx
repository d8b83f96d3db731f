import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../test/fixtures/mock-api';
import { cancelledOrder, EXCHANGE_TEMPLATE, orderAnswers, unpaidOrder } from './order-fixtures';
import { deliveredTracking } from './tracking-fixtures';
import { tag, tagMeta } from './harness/tag-story';

const meta = {
  title: 'Customer area/Orders/Details',
  ...tagMeta('jet-customer-order-details', {
    with: ['jet-customer-order-status'],
    parameters: { msw: mockApi(orderAnswers()) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

const heading = async (canvasElement: HTMLElement, id: number) =>
  expect(await within(canvasElement).findByRole('heading', { level: 1, name: `Pedido #${id}` })).toBeVisible();

/** /customer/order/details: the latest order (two products, one with variations 'Cor: Azul', 'Tamanho: M'). */
export const Latest: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 1042);
    await expect(within(canvasElement).getByText('Cor: Azul')).toBeVisible();
  },
};

/** An unpaid Pix order: 'Cancelar pedido' asks for a confirmation, then the order shows Cancelado and a note takes the button's place. */
export const CancelUnpaid: Story = {
  parameters: { msw: mockApi({ ...orderAnswers(), orderDetails: unpaidOrder(), cancelOrder: cancelledOrder(unpaidOrder()) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar pedido' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Cancelar o pedido #1046?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, cancelar pedido' }));
    await expect(await canvas.findByText('Pedido #1046 cancelado.')).toBeVisible();
  },
};

/** The store refuses (the order was paid meanwhile): its message in the alert; the button stays. */
export const CancelRefused: Story = {
  parameters: {
    msw: mockApi({
      ...orderAnswers(),
      orderDetails: unpaidOrder(),
      cancelOrder: { fail: 'O pedido #1046 já foi pago e não pode mais ser cancelado. Para desistir da compra, solicite a troca ou devolução.', status: 409 },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar pedido' }));
    await userEvent.click(within(await canvas.findByRole('alertdialog')).getByRole('button', { name: 'Sim, cancelar pedido' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** /customer/order/details/{id} (here through the order-id attribute). */
export const ById: Story = { args: { 'order-id': 1042 }, play: async ({ canvasElement }) => heading(canvasElement, 1042) };

/** Discount, store credit (Vale Compra), interest and 3 installments. */
export const CreditDiscountInterestInstallments: Story = {
  args: { 'order-id': 1043 },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 1043);
    await expect(within(canvasElement).getByText('Vale Compra')).toBeVisible();
    await expect(within(canvasElement).getByText('Parcelamento')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { 'order-id': 77 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Oops, o pedido #77 não foi localizado.');
  },
};

export const Loading: Story = { parameters: { msw: mockApi({ ...orderAnswers(), orderDetails: 'loading' }) } };

export const LoadError: Story = {
  parameters: { msw: mockApi({ ...orderAnswers(), orderDetails: { fail: 'Erro interno.' } }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Não foi possível carregar o pedido.');
  },
};

/** An approved digital order: the files per product, each with its download button. */
export const DigitalApproved: Story = {
  args: { 'order-id': 1044 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Baixar o arquivo modulo-1.pdf' })).toBeVisible();
  },
};

/** A digital order still 'Em aprovação': the files appear after approval. */
export const DigitalNotApproved: Story = {
  args: { 'order-id': 1045 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Os arquivos dos produtos digitais aparecem aqui após a aprovação do pedido.')).toBeVisible();
  },
};

export const DownloadFails: Story = {
  args: { 'order-id': 1044 },
  parameters: { msw: mockApi({ ...orderAnswers(), downloadAttachment: { fail: 'Oops', status: 404 } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Baixar o arquivo modulo-1.pdf' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Oops, o anexo do pedido #1044 não foi localizado.');
  },
};

const reorder = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Comprar novamente' }));
  return canvas;
};

/** Every item went in: 'Adicionado ao Carrinho!', then /checkout after 3001 ms (the story's page stays). */
export const ReorderSuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await reorder(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Adicionado ao Carrinho!');
  },
};

/** One product refused: named with the server's reason, the others were added, and the customer still goes to /checkout. */
export const ReorderPartial: Story = {
  parameters: {
    msw: mockApi({ ...orderAnswers(), addToCart: ({ json }) => (json.idProduct === 502 ? { fail: 'Produto esgotado.', status: 400 } : { success: true, quantity: 2 }) }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await reorder(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('O produto “Caneca de Cerâmica 300 ml” não pôde ser adicionado no carrinho. Produto esgotado.');
    await expect(canvas.getByRole('status')).toHaveTextContent('Adicionado ao Carrinho!');
  },
};

/** Nothing went in: an error; the customer stays. */
export const ReorderFail: Story = {
  parameters: { msw: mockApi({ ...orderAnswers(), addToCart: { success: false, quantity: 0 } }) },
  play: async ({ canvasElement }) => {
    const canvas = await reorder(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Produtos não adicionados ao Carrinho!');
  },
};

/** The exchange/return link (exchange-url set, the service on). */
export const ExchangeLink: Story = {
  args: { 'exchange-url': EXCHANGE_TEMPLATE },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /Solicitar troca ou devolução/ })).toBeVisible();
  },
};

/** The details page's two order widgets side by side, reading one orderDetails answer. */
export const DetailsPage: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {tag('jet-customer-order-details', args)}
      {tag('jet-customer-order-status')}
    </div>
  ),
  play: async ({ canvasElement }) => heading(canvasElement, 1042),
};

const trackingRegion = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Rastreamento da entrega' });

/** Delivery tracking of a parcel in transit: carrier, the copyable code and the events, newest first. */
export const TrackingInTransit: Story = {
  args: { 'order-id': 1042 },
  play: async ({ canvasElement }) => {
    const region = within(await trackingRegion(canvasElement));
    await expect(await region.findByText('JT000001042BR')).toBeVisible();
    await expect(region.getByRole('button', { name: 'Copiar código de rastreamento JT000001042BR' })).toBeVisible();
  },
};

/** A delivered parcel: four steps, 'Entregue' the current one. */
export const TrackingDelivered: Story = {
  args: { 'order-id': 1042 },
  parameters: { msw: mockApi({ ...orderAnswers(), orderTracking: deliveredTracking }) },
  play: async ({ canvasElement }) => {
    await expect(await within(await trackingRegion(canvasElement)).findByText(/^Entregue/)).toBeVisible();
  },
};

/** Not dispatched yet: the tracking comes once the order is sent. */
export const TrackingNotDispatched: Story = {
  args: { 'order-id': 1043 },
  play: async ({ canvasElement }) => {
    await expect(await within(await trackingRegion(canvasElement)).findByText('O rastreamento aparece aqui quando o pedido for enviado.')).toBeVisible();
  },
};

export const TrackingLoading: Story = { args: { 'order-id': 1042 }, parameters: { msw: mockApi({ ...orderAnswers(), orderTracking: 'loading' }) } };

/** The tracking read failed: the rest of the order stays, with a retry for the tracking. */
export const TrackingUnavailable: Story = {
  args: { 'order-id': 1042 },
  parameters: { msw: mockApi({ ...orderAnswers(), orderTracking: { fail: 'Erro interno.' } }) },
  play: async ({ canvasElement }) => {
    await expect(await within(await trackingRegion(canvasElement)).findByText('Não foi possível carregar o rastreamento agora.')).toBeVisible();
  },
};
