import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockApi } from '../test/fixtures/mock-api';
import { paymentFlags } from '../test/fixtures/store-frame-data';
import { PaymentFlags } from '../widgets/payment-flags/payment-flags';

const meta = {
  title: 'Frame/Payment flags',
  component: PaymentFlags,
  parameters: { msw: mockApi({ paymentFlags }) },
} satisfies Meta<typeof PaymentFlags>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Card brands, then boleto (321), Pix (322) and bank transfer (323). */
export const Ready: Story = {};
export const Loading: Story = { parameters: { msw: mockApi({ paymentFlags: 'loading' }) } };
export const Empty: Story = { parameters: { msw: mockApi({ paymentFlags: [] }) } };
export const Error: Story = { parameters: { msw: mockApi({ paymentFlags: { fail: 'Erro interno.' } }) } };
