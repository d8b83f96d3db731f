import type { StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockApi } from '../test/fixtures/mock-api';
import { tagMeta } from './harness/tag-story';
import { orderAnswers, physicalOrder } from './order-fixtures';

const meta = {
  title: 'Customer area/Orders/Status',
  ...tagMeta('jet-customer-order-status', {
    parameters: { msw: mockApi(orderAnswers()) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Status do seu pedido' alone: the steps in date order, the current one marked. */
export const StatusSteps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Status do seu pedido' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(physicalOrder.historyListOrderStatus.length);
  },
};

/** The status of an order given by its id (`order-id`, the same value as on the details widget). */
export const ById: Story = {
  args: { 'order-id': 1043 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'Status do seu pedido' })).toBeVisible();
  },
};
