import type { StoryObj } from '@storybook/react-vite';
import { openCart } from '../src/events/commands';
import { mockApi } from '../test/fixtures/mock-api';
import { cart, company, lamp, limits, mug, options, sofa } from './cart-fixtures';
import { tag, tagMeta, type TagArgs } from './harness/tag-story';

const count = (quantity: number) => ({ quantity, removedProducts: [] });
const api = (answers: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({ company, cartCount: count(3), cartContents: cart(), shippingOptions: options, ...answers });

// The header's counter and the drawer, as a theme places them; each story opens the drawer as theme code does (`openCart()`).
const meta = {
  title: 'Cart/Cart preview',
  ...tagMeta('jet-cart-preview', {
    with: ['jet-cart-counter'],
    args: { 'open-from-counter': true },
    render: (args: TagArgs) => (
      <>
        {tag('jet-cart-counter')}
        {tag('jet-cart-preview', args)}
      </>
    ),
    play: async () => openCart(),
    parameters: { layout: 'fullscreen', msw: api() },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLines: Story = {};
/** The store's Pix discount (5 % of the items after their discounts): 'R$ … no Pix' under the total (issue 25). */
export const PixPrice: Story = { parameters: { msw: api({ company: { ...company, pixDiscountPercent: 5 } }) } };
export const Empty: Story = { parameters: { msw: api({ cartCount: count(0), cartContents: cart([]) }) } };
export const Loading: Story = { parameters: { msw: api({ cartContents: 'loading' }) } };
export const LoadError: Story = { parameters: { msw: api({ cartContents: { fail: 'Erro interno. Tente novamente em instantes.' } }) } };
export const SoldOut: Story = { parameters: { msw: api({ cartContents: cart([sofa, lamp, { ...mug, stock: 0 }]) }) } };
export const LimitsMet: Story = { parameters: { msw: api({ cartContents: cart([sofa, mug], limits) }) } };
export const ShippingChosen: Story = {
  parameters: {
    msw: api({ cartContents: cart(undefined, { postcode: '01310100', shipping: { ...options[1]!, postcode: '01310100' }, totalShipping: 39.9, total: 2639.6 }) }),
  },
};
export const DiscountApplied: Story = {
  parameters: { msw: api({ cartContents: cart(undefined, { discountKey: 'BEMVINDO10', totalDiscount: 259.97, total: 2339.73 }) }) },
};
