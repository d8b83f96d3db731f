import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockApi } from '../test/fixtures/mock-api';
import { FixedBar, FixedBarView } from '../widgets/fixed-bar/fixed-bar';

const meta = {
  title: 'Frame/Fixed bar',
  component: FixedBar,
  parameters: { viewport: { defaultViewport: 'mobile1' }, msw: mockApi({ cartCount: { quantity: 3, removedProducts: [] } }) },
} satisfies Meta<typeof FixedBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A phone's bar with three items in the cart (hidden from 48rem: view it at a phone's width). */
export const Ready: Story = {};
/** The cart not read yet: no count. */
export const CartLoading: Story = { parameters: { msw: mockApi({ cartCount: 'loading' }) } };
/** The cart could not be read: no count, never a '0'. */
export const CartError: Story = { parameters: { msw: mockApi({ cartCount: { fail: 'Erro interno.' } }) } };
/** The view from a fixed model. */
export const View: Story = {
  render: () => <FixedBarView cartCount={12} onTop={() => undefined} onSearch={() => undefined} searchUrl="/busca" customerUrl="/customer/login" cartUrl="/carrinho" />,
};
