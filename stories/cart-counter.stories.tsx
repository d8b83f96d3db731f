import type { StoryObj } from '@storybook/react-vite';
import { mockApi } from '../test/fixtures/mock-api';
import { tagMeta } from './harness/tag-story';

const meta = {
  title: 'Header/Cart counter',
  ...tagMeta('jet-cart-counter', {
    parameters: { msw: mockApi({ cartCount: { quantity: 3, removedProducts: [] } }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {};
export const EmptyCart: Story = { parameters: { msw: mockApi({ cartCount: { quantity: 0, removedProducts: [] } }) } };
export const Loading: Story = { parameters: { msw: mockApi({ cartCount: 'loading' }) } };
/** The count could not be read: no number, the link named 'Carrinho' (never '0'). */
export const Error: Story = { parameters: { msw: mockApi({ cartCount: { fail: 'Erro interno.' } }) } };
/** A 200 without a number (a broken API or proxy): no number either. */
export const UnexpectedAnswer: Story = { parameters: { msw: mockApi({ cartCount: { data: 42 } as never }) } };
export const ItemsExpired: Story = {
  parameters: {
    msw: mockApi({ cartCount: { quantity: 1, removedProducts: ['Sofá Retrátil Lisboa 3 Lugares'] } }),
  },
};
