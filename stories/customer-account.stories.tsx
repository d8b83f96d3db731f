import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { company, signedInWithoutPassword, signedOut } from '../test/fixtures/api-data';
import { mockApi } from '../test/fixtures/mock-api';
import { ana, anaSignedIn, companyWithoutPolicy, joao } from '../test/widgets/customer-account/fixtures';
import { customer } from './customer-account-fixtures';
import { tag, tagMeta } from './harness/tag-story';


// The customer home beside its side menu, as demo/customer/home.html places them.
const meta = {
  title: 'Customer area/Account home and menu',
  ...tagMeta('jet-customer-home', {
    with: ['jet-customer-menu'],
    render: (args) => (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), auto))', gap: '1.5rem', alignItems: 'start' }}>
        {tag('jet-customer-menu', { 'current-path': '/customer' })}
        {tag('jet-customer-home', args)}
      </div>
    ),
    parameters: { msw: mockApi(customer()) },
  }),
};
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

/** A visitor on /customer: the registration wizard (customer-area §2), under 'Já tem cadastro? Entrar'. */
export const Visitor: Story = {
  parameters: { msw: mockApi({ loginStatus: { data: signedOut }, company, newsletterCategories: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cadastro — Etapa 1 de 3: Informações Pessoais' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Entrar' })).toBeVisible();
  },
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
