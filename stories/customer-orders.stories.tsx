import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../test/fixtures/mock-api';
import { orderAnswers, orderSummaries, unpaidSummary } from './order-fixtures';
import { tagMeta } from './harness/tag-story';

const meta = {
  title: 'Customer area/Orders/History',
  ...tagMeta('jet-customer-orders', {
    parameters: { msw: mockApi(orderAnswers({ history: orderSummaries(4) })) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

/** A few orders: one page, no pager. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Ver detalhes do pedido 1004' })).toHaveAttribute('href', '/customer/order/details/1004');
  },
};

/** An unpaid Pix and boleto in time: 'Pagar agora' leads to the order's payment block (#pagamento); pictures and '+N'. */
export const PayNow: Story = {
  parameters: { msw: mockApi(orderAnswers({ history: [unpaidSummary(1053, 'pix', 1), unpaidSummary(1052, 'boleto', 20), ...orderSummaries(3)] })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Pagar agora o pedido 1053' })).toHaveAttribute('href', '/customer/order/details/1053#pagamento');
    await expect(canvas.getAllByText('+2')[0]).toBeVisible();
  },
};

/** 75 orders: 8 pages; on page 4 the pager shows 2 pages either side. */
export const SeveralPages: Story = {
  parameters: { msw: mockApi(orderAnswers({ history: orderSummaries(75) })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Página 3' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Página 4' }));
    await expect(await canvas.findByRole('button', { name: 'Página 6' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página 4' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SearchHit: Story = {
  parameters: { msw: mockApi(orderAnswers({ history: orderSummaries(40) })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Buscar pelo número do pedido' }), '1017');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(await canvas.findByText('Pedido #1017 encontrado.')).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const SearchMiss: Story = {
  parameters: { msw: mockApi(orderAnswers({ history: orderSummaries(40) })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Buscar pelo número do pedido' }), '55');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(await canvas.findByText('Nenhum pedido encontrado!', { selector: 'p:not([role])' })).toBeVisible();
  },
};

/** No order yet. */
export const Empty: Story = {
  parameters: { msw: mockApi(orderAnswers({ history: [] })) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nenhum pedido encontrado!', { selector: 'p:not([role])' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: mockApi({ ...orderAnswers(), orders: 'loading' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Carregando os pedidos…')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: mockApi({ ...orderAnswers(), orders: { fail: 'Erro interno.' } }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Não foi possível carregar os seus pedidos.');
  },
};

/** A phone's width: each order is a stacked card of label and value lines. */
export const Phone: Story = {
  parameters: { msw: mockApi(orderAnswers({ history: orderSummaries(12) })), viewport: { defaultViewport: 'mobile1' } },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
};
