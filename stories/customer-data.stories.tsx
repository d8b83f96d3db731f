import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApi, type Answers } from '../test/fixtures/mock-api';
import {
  categories,
  companyCustomer,
  homeAddress,
  passwordCustomer,
  paulista,
  signedInCustomer,
} from '../test/widgets/customer-registration/registration-data';
import { tagMeta } from './harness/tag-story';

const answers = (extra: Answers = {}): Answers => ({
  loginStatus: { data: passwordCustomer },
  customerData: signedInCustomer,
  addresses: [homeAddress],
  newsletterCategories: categories,
  postcodeAddress: paulista,
  updateCustomer: { message: '' },
  saveAddress: { message: '', idAddress: homeAddress.idAddress },
  setAddressFlag: { message: 'Endereço de entrega alterado!' },
  ...extra,
});

const meta = {
  title: 'Customer/Personal data',
  ...tagMeta('jet-customer-data', {
    parameters: { msw: mockApi(answers()) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Informações Pessoais' of a pessoa física, the e-mail read-only. */
export const PersonalFisica: Story = {};

/** A pessoa jurídica: razão social, nome fantasia, CNPJ, responsável. */
export const PersonalJuridica: Story = { parameters: { msw: mockApi(answers({ customerData: companyCustomer })) } };

/** Invalid fields after SALVAR. */
export const InvalidFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await canvas.findByLabelText('Nome completo'));
    await userEvent.click(canvas.getAllByRole('button', { name: 'SALVAR' })[0]!);
    await expect(await canvas.findByText('Informe seu nome')).toBeVisible();
  },
};

/** Saved: 'Dados cadastrais alterados com sucesso.' */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('Nome completo');
    await userEvent.click(canvas.getAllByRole('button', { name: 'SALVAR' })[0]!);
    await expect(await canvas.findByText('Dados cadastrais alterados com sucesso.')).toBeVisible();
  },
};

/** SALVAR sent, the store has not answered yet. */
export const Saving: Story = {
  parameters: { msw: mockApi(answers({ updateCustomer: 'loading' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('Nome completo');
    await userEvent.click(canvas.getAllByRole('button', { name: 'SALVAR' })[0]!);
    await expect(await canvas.findByRole('button', { name: 'Salvando…' })).toBeDisabled();
  },
};

/** The server refuses the change: its text. */
export const ServerError: Story = {
  parameters: { msw: mockApi(answers({ updateCustomer: { fail: 'CPF já cadastrado em outra conta.', status: 400 } })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('Nome completo');
    await userEvent.click(canvas.getAllByRole('button', { name: 'SALVAR' })[0]!);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('CPF já cadastrado em outra conta.');
  },
};

/** 'Endereço': the delivery address. */
export const AddressTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Endereço' }));
  },
};

/** 'Endereço' of a customer without one: a new address, found by CEP. */
export const NoAddressCepFound: Story = {
  parameters: { msw: mockApi(answers({ addresses: [] })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Endereço' }));
    await userEvent.type(canvas.getByLabelText('CEP'), '01310100');
    await waitFor(() => expect(canvas.getByLabelText('Cidade')).toHaveValue('São Paulo'));
  },
};

/** The CEP not found: the fields cleared. */
export const CepNotFound: Story = {
  parameters: { msw: mockApi(answers({ postcodeAddress: null })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Endereço' }));
    const cep = canvas.getByLabelText('CEP');
    await userEvent.clear(cep);
    await userEvent.type(cep, '99999999');
    await expect(await canvas.findByText('CEP não encontrado. Preencha o endereço.')).toBeVisible();
  },
};

/** The data is still loading (or the session check runs). */
export const Loading: Story = { parameters: { msw: mockApi(answers({ customerData: 'loading' })) } };

/** The data cannot be read. */
export const LoadError: Story = { parameters: { msw: mockApi(answers({ customerData: { fail: 'Erro interno.' } })) } };
