import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { keepIdentifier, keepSocialSignup } from '../src/customer/identifier-storage';
import { mockApi, type Answers } from '../test/fixtures/mock-api';
import {
  b2bCompany,
  categories,
  codeCustomer,
  company,
  guestCustomer,
  homeAddress,
  newCustomer,
  passwordCustomer,
  paulista,
  plainCompany,
  visitor,
} from '../test/widgets/customer-registration/registration-data';
import { at, navigations } from './harness/page';
import { tagMeta } from './harness/tag-story';

const answers = (extra: Answers = {}): Answers => ({
  company,
  loginStatus: { data: visitor },
  newsletterCategories: categories,
  postcodeAddress: paulista,
  register: { data: newCustomer },
  ...extra,
});

const finishAnswers = (extra: Answers = {}): Answers =>
  answers({
    loginStatus: { data: codeCustomer },
    customerData: guestCustomer,
    addresses: [homeAddress],
    finishRegistration: { data: passwordCustomer },
    ...extra,
  });

type Canvas = ReturnType<typeof within>;

async function fillPersonal(canvas: Canvas) {
  await userEvent.type(await canvas.findByLabelText('Nome completo'), 'Maria Souza');
  await userEvent.type(canvas.getByLabelText('CPF'), '52998224725');
  await userEvent.type(canvas.getByLabelText('Data de nascimento'), '15031990');
  await userEvent.type(canvas.getByLabelText('Telefone ou Celular'), '11987654321');
  await userEvent.click(canvas.getByRole('button', { name: 'PRÓXIMO' }));
  await canvas.findByRole('heading', { name: 'Cadastro — Etapa 2 de 3: Endereço' });
}

async function fillPersonalJuridica(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('radio', { name: 'Pessoa Jurídica' }));
  await userEvent.type(await canvas.findByLabelText('Razão social'), 'Silva & Filhos Comércio Ltda.');
  await userEvent.type(canvas.getByLabelText('Nome fantasia'), 'Silva & Filhos');
  await userEvent.type(canvas.getByLabelText('CNPJ'), '12abc34501de35');
  await userEvent.type(canvas.getByLabelText('Responsável'), 'Ana Lima');
  await userEvent.type(canvas.getByLabelText('Telefone ou Celular'), '1133334444');
  await userEvent.click(canvas.getByRole('button', { name: 'PRÓXIMO' }));
  await canvas.findByRole('heading', { name: 'Cadastro — Etapa 2 de 3: Endereço' });
}

async function fillAddress(canvas: Canvas) {
  await userEvent.type(canvas.getByLabelText('CEP'), '01310100');
  await waitFor(() => expect(canvas.getByLabelText('Endereço')).toHaveValue('Avenida Paulista'));
  await userEvent.type(canvas.getByLabelText('Número'), '1000');
  await userEvent.click(canvas.getByRole('button', { name: 'PRÓXIMO' }));
  await canvas.findByRole('heading', { name: 'Cadastro — Etapa 3 de 3: Crie sua conta' });
}

async function fillAccount(canvas: Canvas, accept = true) {
  await userEvent.type(canvas.getByLabelText('E-mail'), 'maria@exemplo.com.br');
  await userEvent.type(canvas.getByLabelText('Senha'), 'segredo1');
  if (!accept) return;
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Li e aceito os termos de uso' }));
  await userEvent.click(canvas.getByRole('checkbox', { name: /Li e aceito a/ }));
}

const meta = {
  title: 'Customer/Registration wizard',
  ...tagMeta('jet-customer-register', {
    args: { mode: 'register' },
    beforeEach: at('/customer/register'),
    parameters: { msw: mockApi(answers()) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Tab 1 of a pessoa física, empty. */
export const PersonalFisica: Story = {};

/** Tab 1 of a pessoa jurídica: razão social, nome fantasia, CNPJ (alphanumeric accepted), responsável. */
export const PersonalJuridica: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Pessoa Jurídica' }));
    await userEvent.type(canvas.getByLabelText('CNPJ'), '12abc34501de35');
    await expect(canvas.getByLabelText('CNPJ')).toHaveValue('12.ABC.345/01DE-35');
  },
};

/** A B2B store registers companies only. */
export const B2bStore: Story = { parameters: { msw: mockApi(answers({ company: b2bCompany })) } };

/** PRÓXIMO on an invalid tab: every message under its field, focus on the first. */
export const InvalidFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Nome completo'), 'Maria');
    await userEvent.type(canvas.getByLabelText('CPF'), '12345678909');
    await userEvent.type(canvas.getByLabelText('Data de nascimento'), '01012020');
    await userEvent.click(canvas.getByRole('button', { name: 'PRÓXIMO' }));
    await expect(await canvas.findByText('Informe o nome corretamente')).toBeVisible();
    await expect(canvas.getByText('Informe um CPF Válido')).toBeVisible();
    await expect(canvas.getByText('Data Inválida')).toBeVisible();
  },
};

/** Tab 2 'Endereço', empty. */
export const AddressTab: Story = {
  play: async ({ canvasElement }) => fillPersonal(within(canvasElement)),
};

/** Tab 2 'Endereço' of a pessoa jurídica (an alphanumeric CNPJ on tab 1). */
export const AddressTabJuridica: Story = {
  play: async ({ canvasElement }) => fillPersonalJuridica(within(canvasElement)),
};

/** The CEP found: street, neighbourhood, city and state filled. */
export const CepFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPersonal(canvas);
    await userEvent.type(canvas.getByLabelText('CEP'), '01310100');
    await waitFor(() => expect(canvas.getByLabelText('Cidade')).toHaveValue('São Paulo'));
  },
};

/** The CEP not found: the four fields cleared, the shopper types them. */
export const CepNotFound: Story = {
  parameters: { msw: mockApi(answers({ postcodeAddress: null })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPersonal(canvas);
    await userEvent.type(canvas.getByLabelText('CEP'), '99999999');
    await expect(await canvas.findByText('CEP não encontrado. Preencha o endereço.')).toBeVisible();
  },
};

/** The CEP lookup running. */
export const CepLoading: Story = {
  parameters: { msw: mockApi(answers({ postcodeAddress: 'loading' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPersonal(canvas);
    await userEvent.type(canvas.getByLabelText('CEP'), '01310100');
    await expect(await canvas.findByText('Buscando o endereço do CEP…')).toBeVisible();
  },
};

/** The CEP lookup failed: the fields stay editable. */
export const CepFailed: Story = {
  parameters: { msw: mockApi(answers({ postcodeAddress: { fail: 'Serviço indisponível.', status: 500 } })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPersonal(canvas);
    await userEvent.type(canvas.getByLabelText('CEP'), '01310100');
    await expect(await canvas.findByText('Não foi possível buscar o CEP. Preencha o endereço.', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Tab 3 'Crie sua conta' with newsletter categories, the store's terms and the privacy policy. */
export const AccountTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPersonal(canvas);
    await fillAddress(canvas);
  },
};

/** Tab 3 'Crie sua conta' of a pessoa jurídica. */
export const AccountTabJuridica: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPersonalJuridica(canvas);
    await fillAddress(canvas);
  },
};

/** Tab 3 of a store that asks for neither terms nor privacy. */
export const AccountTabWithoutTerms: Story = {
  parameters: { msw: mockApi(answers({ company: plainCompany, newsletterCategories: [] })) },
  play: AccountTab.play,
};

/** CADASTRAR without ticking the terms and the privacy policy. */
export const TermsAndPrivacyRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPersonal(canvas);
    await fillAddress(canvas);
    await fillAccount(canvas, false);
    await userEvent.click(canvas.getByRole('button', { name: 'CADASTRAR' }));
    await expect(await canvas.findByText('É necessário ler e aceitar os termos.')).toBeVisible();
    await expect(canvas.getByText('É necessário ler e aceitar a política de privacidade.')).toBeVisible();
  },
};

/** CADASTRAR sent, the store has not answered yet. */
export const Submitting: Story = {
  parameters: { msw: mockApi(answers({ register: 'loading' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPersonal(canvas);
    await fillAddress(canvas);
    await fillAccount(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'CADASTRAR' }));
    await expect(await canvas.findByRole('button', { name: 'Cadastrando…' })).toBeDisabled();
  },
};

/** The server refuses: its text, nothing typed lost. */
export const ServerError: Story = {
  parameters: { msw: mockApi(answers({ register: { fail: 'Já existe um cadastro com este e-mail.', status: 400 } })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPersonal(canvas);
    await fillAddress(canvas);
    await fillAccount(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'CADASTRAR' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Já existe um cadastro com este e-mail.');
  },
};

/** Registered: 'Cadastro realizado com sucesso!', then /customer after 3001 ms. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPersonal(canvas);
    await fillAddress(canvas);
    await fillAccount(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'CADASTRAR' }));
    await expect(await canvas.findByText('Cadastro realizado com sucesso!')).toBeVisible();
  },
};

/** Came from the identification with a CNPJ: jurídica, the CNPJ filled in. */
export const FromIdentificationCnpj: Story = {
  beforeEach: at('/customer/register', () => keepIdentifier({ identifier: '11222333000181', type: 'cpf_cnpj' })),
};

/** Came from a social sign-in without an account: name and e-mail filled in. */
export const FromSocialSignup: Story = {
  beforeEach: at('/customer/register', () =>
    keepSocialSignup({ appName: 'Google', appId: 'offline-google', credential: 'offline-credential', nameCustomer: 'Ana Lima', emailCustomer: 'ana.lima@gmail.com' }),
  ),
};

/** The company settings still loading. */
export const Loading: Story = { parameters: { msw: mockApi(answers({ company: 'loading' })) } };

/** Finish-registration: the guest buyer's data and delivery address filled in, the e-mail locked on tab 3. */
export const FinishRegistrationPrefilled: Story = {
  args: { mode: undefined },
  beforeEach: at('/customer/finishregistration/joao@exemplo.com.br'),
  parameters: { msw: mockApi(finishAnswers()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Nome completo')).toHaveValue('João Pereira');
  },
};

/** Finish-registration on tab 3: the account's e-mail read-only, a password to create. */
export const FinishRegistrationAccount: Story = {
  ...FinishRegistrationPrefilled,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('Nome completo');
    await userEvent.click(canvas.getByRole('button', { name: 'PRÓXIMO' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'PRÓXIMO' }));
    await expect(await canvas.findByLabelText('E-mail')).toHaveAttribute('readonly');
  },
};

/** A bad finish-registration link (no e-mail): sent to /customer/login?v=1. */
export const BadLink: Story = {
  args: { mode: undefined },
  beforeEach: at('/customer/finishregistration'),
  parameters: { msw: mockApi(finishAnswers()) },
  play: async () => {
    await waitFor(() => expect(navigations).toContain('/customer/login?v=1'));
  },
};

/** The customer lookup failed: sent to /customer/login?v=2. */
export const LookupFailed: Story = {
  args: { mode: undefined },
  beforeEach: at('/customer/finishregistration/joao@exemplo.com.br'),
  parameters: { msw: mockApi(finishAnswers({ customerData: { fail: 'Cliente não encontrado.', status: 404 } })) },
  play: async () => {
    await waitFor(() => expect(navigations).toContain('/customer/login?v=2'));
  },
};
