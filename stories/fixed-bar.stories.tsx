import type { StoryObj } from '@storybook/react-vite';
import { mockApi } from '../test/fixtures/mock-api';
import { tagMeta } from './harness/tag-story';

const meta = {
  title: 'Frame/Fixed bar',
  ...tagMeta('jet-fixed-bar', {
    parameters: { viewport: { defaultViewport: 'mobile1' }, msw: mockApi({ cartCount: { quantity: 3, removedProducts: [] } }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

/** A phone's bar with three items in the cart (hidden from 48rem: view it at a phone's width). */
export const Ready: Story = {};
/** The cart not read yet: no count. */
export const CartLoading: Story = { parameters: { msw: mockApi({ cartCount: 'loading' }) } };
/** The cart could not be read: no count, never a '0'. */
export const CartError: Story = { parameters: { msw: mockApi({ cartCount: { fail: 'Erro interno.' } }) } };
/** Twelve items, and a theme's own addresses. */
export const View: Story = {
  args: { 'search-url': '/busca', 'customer-url': '/customer/login', 'cart-url': '/carrinho' },
  parameters: { msw: mockApi({ cartCount: { quantity: 12, removedProducts: [] } }) },
};
