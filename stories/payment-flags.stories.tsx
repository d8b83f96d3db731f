import type { StoryObj } from '@storybook/react-vite';
import { mockApi } from '../test/fixtures/mock-api';
import { paymentFlags } from '../test/fixtures/store-frame-data';
import { tagMeta } from './harness/tag-story';

const meta = {
  title: 'Frame/Payment flags',
  ...tagMeta('jet-payment-flags', {
    parameters: { msw: mockApi({ paymentFlags }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Card brands, then boleto (321), Pix (322) and bank transfer (323). */
export const Ready: Story = {};
/** A theme's own title. */
export const CustomHeading: Story = { args: { heading: 'Pague como preferir' } };
export const Loading: Story = { parameters: { msw: mockApi({ paymentFlags: 'loading' }) } };
export const Empty: Story = { parameters: { msw: mockApi({ paymentFlags: [] }) } };
export const Error: Story = { parameters: { msw: mockApi({ paymentFlags: { fail: 'Erro interno.' } }) } };
