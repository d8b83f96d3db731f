import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CustomerHome } from '../widgets/customer-home/customer-home';
import { CustomerMenu } from '../widgets/customer-menu/customer-menu';
import { company, signedIn, signedInWithoutPassword, signedOut } from '../test/fixtures/api-data';
import { mockApi, type Answers } from '../test/fixtures/mock-api';
import { ana, anaSignedIn, companyWithoutPolicy, joao, maria } from '../test/widgets/customer-account/fixtures';

/** The customer home beside its side menu, as demo/customer/home.html places them. */
function AccountPage({ currentPath = '/customer' }: { currentPath?: string }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), auto))', gap: '1.5rem', alignItems: 'start' }}>
      <CustomerMenu currentPath={currentPath} />
      <CustomerHome />
    </div>
  );
}

const customer = (extra: Answers = {}): Answers => ({
  loginStatus: { data: signedIn },
  company,
  customerData: maria,
  digitalOrders: { hasDigitalProducts: false },
  logout: { ok: true },
  acceptPrivacy: { ok: true },
  ...extra,
});

const meta = {
  title: 'Customer area/Account home and menu',
  component: AccountPage,
  parameters: { msw: mockApi(customer()) },
} satisfies Meta<typeof AccountPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Olá, Maria')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Meus produtos digitais' })).toBeNull();
  },
};

export const WithDigitalProducts: Story = {
  parameters: { msw: mockApi(customer({ digitalOrders: { hasDigitalProducts: true } })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('link', { name: 'Meus produtos digitais' })).length).toBe(2);
  },
};

export const Visitor: Story = {
  parameters: { msw: mockApi({ loginStatus: { data: signedOut }, company }) },
};

export const WithoutPassword: Story = {
  parameters: { msw: mockApi({ loginStatus: { data: signedInWithoutPassword }, company, customerData: joao }) },
};

export const Loading: Story = {
  parameters: { msw: mockApi({ loginStatus: 'loading', company }) },
};

/** Ana accepted version 1; the store's policy is at version 2: the box first, the menu waits. */
export const PolicyGate: Story = {
  parameters: { msw: mockApi(customer({ loginStatus: { data: anaSignedIn }, customerData: ana })) },
};

export const PolicyGateAccepted: Story = {
  parameters: PolicyGate.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Li e concordo com a nova política de privacidade' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    await expect(await canvas.findByRole('list', { name: 'Páginas da sua conta' })).toBeVisible();
  },
};

export const PolicyGateError: Story = {
  parameters: { msw: mockApi(customer({ loginStatus: { data: anaSignedIn }, customerData: ana, acceptPrivacy: { fail: 'Versão da política desatualizada.', status: 409 } })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Li e concordo com a nova política de privacidade' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Versão da política desatualizada.');
  },
};

/** The policy is inactive: nobody is asked, whatever version they accepted. */
export const PolicyInactive: Story = {
  parameters: { msw: mockApi(customer({ loginStatus: { data: anaSignedIn }, customerData: ana, company: companyWithoutPolicy })) },
};

export const LogoutError: Story = {
  parameters: { msw: mockApi(customer({ logout: { fail: 'Erro interno.' } })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '(sair)' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Erro ao realizar o logout');
  },
};

/** The side menu alone on the address book: its item marked. */
export const MenuActiveAddresses: Story = {
  render: () => <CustomerMenu currentPath="/customer/address" />,
};

export const MenuActiveLastOrder: Story = {
  parameters: { msw: mockApi(customer({ digitalOrders: { hasDigitalProducts: true } })) },
  render: () => <CustomerMenu currentPath="/customer/order/details" />,
};

/** The menu on a phone: folded behind its disclosure button. */
export const MenuOnAPhone: Story = {
  render: () => <CustomerMenu currentPath="/customer/edit" />,
  globals: { viewport: { value: 'mobile1' } },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
};

/** On a page without the home, the menu itself shows the acceptance box. */
export const MenuPolicyGate: Story = {
  parameters: PolicyGate.parameters,
  render: () => <CustomerMenu currentPath="/customer/address" />,
};
