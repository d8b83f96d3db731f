import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApi } from '../test/fixtures/mock-api';
import { addressBookAnswers, home, work } from '../test/widgets/customer-account/fixtures';
import { tagMeta } from './harness/tag-story';

const meta = {
  title: 'Customer area/Address book',
  ...tagMeta('jet-customer-addresses', {
    parameters: { msw: mockApi(addressBookAnswers([home, work])) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Two addresses: the delivery and the billing badges, the set buttons on the other one. */
export const Several: Story = {};

export const Empty: Story = {
  parameters: { msw: mockApi(addressBookAnswers([])) },
};

export const Loading: Story = {
  parameters: { msw: mockApi({ ...addressBookAnswers([]), addresses: 'loading' }) },
};

export const LoadError: Story = {
  parameters: { msw: mockApi({ ...addressBookAnswers([]), addresses: { fail: 'Erro interno.' } }) },
};

export const NewAddressForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Novo Endereço' }));
  },
};

export const CepFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Novo Endereço' }));
    await userEvent.type(await canvas.findByLabelText('CEP'), '01310100');
    await waitFor(() => expect(canvas.getByLabelText('Endereço')).toHaveValue('Avenida Paulista'));
  },
};

export const CepNotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Novo Endereço' }));
    await userEvent.type(await canvas.findByLabelText('CEP'), '99999999');
    await expect(await canvas.findByText('CEP não encontrado. Preencha o endereço.')).toBeVisible();
  },
};

/** A street pasted past 50 characters: kept whole, its message at once, nothing saved until it is shortened. */
export const StreetTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Novo Endereço' }));
    const street = await canvas.findByLabelText('Endereço');
    await userEvent.click(street);
    await userEvent.paste('Avenida Paulista, Conjunto Nacional, Torre Norte, Bloco B');
    await expect(street).toHaveValue('Avenida Paulista, Conjunto Nacional, Torre Norte, Bloco B');
    await expect(await canvas.findByText('Limite de caracteres excedido, use abreviações como Av. para Avenida')).toBeVisible();
  },
};

export const EditForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar o endereço Trabalho' }));
    await expect(await canvas.findByLabelText('Identificação do endereço')).toHaveValue('Trabalho');
  },
};

export const SaveError: Story = {
  parameters: { msw: mockApi({ ...addressBookAnswers([home]), saveAddress: { fail: 'Limite de endereços atingido.', status: 400 } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar o endereço Casa' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar endereço' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Limite de endereços atingido.');
  },
};

/** Its own book: the flag it moves stays out of the other stories. */
export const DeliveryChanged: Story = {
  parameters: { msw: mockApi(addressBookAnswers([home, work])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Usar para entrega: Trabalho' }));
    await expect(await canvas.findByText('Endereço de entrega alterado!')).toBeVisible();
  },
};

export const ConfirmDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir o endereço Trabalho' }));
    await expect(canvas.getByRole('alertdialog', { name: 'Excluir endereço' })).toBeVisible();
  },
};

export const FlagError: Story = {
  parameters: { msw: mockApi({ ...addressBookAnswers([home, work]), setAddressFlag: { fail: 'Endereço não encontrado.', status: 404 } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Usar para cobrança: Casa' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Endereço não encontrado.');
  },
};
