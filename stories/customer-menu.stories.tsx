import type { StoryObj } from '@storybook/react-vite';
import { mockApi } from '../test/fixtures/mock-api';
import { customer, policyGate } from './customer-account-fixtures';
import { tagMeta } from './harness/tag-story';

// The side menu of every signed-in page, alone (the account home's stories show it beside the home).
const meta = {
  title: 'Customer area/Customer menu',
  ...tagMeta('jet-customer-menu', {
    args: { 'current-path': '/customer/address' },
    parameters: { msw: mockApi(customer()) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

/** On the address book: its item marked. */
export const MenuActiveAddresses: Story = {};

export const MenuActiveLastOrder: Story = {
  args: { 'current-path': '/customer/order/details' },
  parameters: { msw: mockApi(customer({ digitalOrders: { hasDigitalProducts: true } })) },
};

/** The menu on a phone: folded behind its disclosure button. */
export const MenuOnAPhone: Story = {
  args: { 'current-path': '/customer/edit' },
  globals: { viewport: { value: 'mobile1' } },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
};

/** On a page without the home, the menu itself shows the acceptance box. */
export const MenuPolicyGate: Story = { parameters: { msw: mockApi(policyGate()) } };
