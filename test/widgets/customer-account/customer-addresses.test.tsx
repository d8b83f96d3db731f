import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address, LoginStatus } from '../../../src/api/operations';
import { navigation } from '../../../src/routes/navigation';
import { CustomerAddresses } from '../../../widgets/customer-addresses/customer-addresses';
import { signedInWithoutPassword, signedOut } from '../../fixtures/api-data';
import { fakeApi } from '../../fixtures/mock-api';
import { addressBookAnswers, home, work } from './fixtures';

const status = (data: LoginStatus) => ({ data });

const book = (initial: Address[]) => fakeApi(addressBookAnswers(initial));

const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Identificação do endereço'), 'Escritório');
  await user.selectOptions(screen.getByLabelText('Tipo de endereço'), 'Comercial');
  await user.type(screen.getByLabelText('Destinatário'), 'Maria da Silva');
  await user.type(screen.getByLabelText('Telefone de contato'), '11987654321');
  // imask, fetched on the phone's first focus, formats what was typed (as the customer sees it)
  await waitFor(() => expect(screen.getByLabelText('Telefone de contato')).toHaveValue('(11) 98765-4321'));
}

describe('<jet-customer-addresses>', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends visitors and customers without a password to /customer', async () => {
    const go = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    fakeApi({ loginStatus: status(signedOut) });
    const { unmount } = render(<CustomerAddresses />);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
    unmount();
    go.mockClear();
    fakeApi({ loginStatus: status(signedInWithoutPassword) });
    render(<CustomerAddresses />);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
  });

  it('lists each address with its lines, badges for the current delivery and billing address and buttons for the others', async () => {
    book([home, work]);
    render(<CustomerAddresses />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Casa' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Lista de Endereços' })).toHaveAttribute('aria-selected', 'true');
    const casa = within(card('Casa'));
    expect(card('Casa')).toHaveTextContent('Destinatário: Maria da Silva');
    expect(card('Casa')).toHaveTextContent('Avenida Paulista, 1000 - Apto 12');
    expect(card('Casa')).toHaveTextContent('Bela Vista');
    expect(card('Casa')).toHaveTextContent('São Paulo - SP');
    expect(card('Casa')).toHaveTextContent('CEP 01310-100');
    expect(card('Casa')).toHaveTextContent('Telefone: (11) 98765-4321');
    expect(card('Casa')).toHaveTextContent('Endereço residencial');
    expect(card('Trabalho')).toHaveTextContent('Endereço comercial');
    expect(casa.getByText('Endereço de entrega')).toBeInTheDocument();
    expect(casa.queryByRole('button', { name: /para entrega/ })).not.toBeInTheDocument();
    expect(casa.getByRole('button', { name: 'Usar para cobrança: Casa' })).toBeInTheDocument();
    const trabalho = within(card('Trabalho'));
    expect(trabalho.getByText('Endereço de cobrança')).toBeInTheDocument();
    expect(trabalho.getByRole('button', { name: 'Usar para entrega: Trabalho' })).toBeInTheDocument();
  });

  it('shows the empty state with a way to the form', async () => {
    book([]);
    const user = userEvent.setup();
    render(<CustomerAddresses />);
    expect(await screen.findByText('Você ainda não tem endereços cadastrados.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cadastrar um endereço' }));
    expect(screen.getByRole('tab', { name: 'Novo Endereço' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('CEP')).toBeVisible();
  });

  it('moves the delivery flag and says so', async () => {
    const api = book([home, work]);
    const user = userEvent.setup();
    render(<CustomerAddresses />);
    await user.click(await screen.findByRole('button', { name: 'Usar para entrega: Trabalho' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Endereço de entrega alterado!');
    await waitFor(() => expect(within(card('Trabalho')).getByText('Endereço de entrega')).toBeInTheDocument());
    expect(within(card('Casa')).getByRole('button', { name: 'Usar para entrega: Casa' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.operation === 'setAddressFlag')?.json).toEqual({ idAddress: 12, flag: 'default' });
  });

  it('moves the billing flag and says so', async () => {
    book([home, work]);
    const user = userEvent.setup();
    render(<CustomerAddresses />);
    await user.click(await screen.findByRole('button', { name: 'Usar para cobrança: Casa' }));
    expect(await screen.findByText('Endereço de cobrança alterado!')).toBeInTheDocument();
    await waitFor(() => expect(within(card('Casa')).getByText('Endereço de cobrança')).toBeInTheDocument());
  });

  it('shows the server error of a flag change', async () => {
    const api = book([home, work]);
    api.set('setAddressFlag', { fail: 'Endereço não encontrado.', status: 404 });
    const user = userEvent.setup();
    render(<CustomerAddresses />);
    await user.click(await screen.findByRole('button', { name: 'Usar para entrega: Trabalho' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Endereço não encontrado.');
  });

  it('deletes an address after a confirmation', async () => {
    const api = book([home, work]);
    const user = userEvent.setup();
    render(<CustomerAddresses />);
    await user.click(await screen.findByRole('button', { name: 'Excluir o endereço Trabalho' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Excluir endereço' });
    expect(dialog).toHaveTextContent('Deseja excluir o endereço Trabalho?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.count('deleteAddress')).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Excluir o endereço Trabalho' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Endereço excluído!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Trabalho' })).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.operation === 'deleteAddress')?.json).toEqual({ idAddress: 12 });
  });

  it('adds an address by CEP: the lookup fills the street, neighbourhood, city and state', async () => {
    const api = book([home]);
    const user = userEvent.setup();
    render(<CustomerAddresses />);
    await user.click(await screen.findByRole('tab', { name: 'Novo Endereço' }));
    await screen.findByLabelText('CEP');
    await fillAddress(user);
    await user.type(screen.getByLabelText('CEP'), '01310100');
    await waitFor(() => expect(screen.getByLabelText('Endereço')).toHaveValue('Avenida Paulista'));
    expect(screen.getByLabelText('Bairro')).toHaveValue('Bela Vista');
    expect(screen.getByLabelText('Cidade')).toHaveValue('São Paulo');
    expect(screen.getByLabelText('Estado')).toHaveValue('SP');
    await user.type(screen.getByLabelText('Número'), '900');
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));

    expect(await screen.findByText('Endereço cadastrado com sucesso!')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Lista de Endereços' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Lista de Endereços' })).toHaveFocus();
    expect(await screen.findByRole('heading', { level: 2, name: 'Escritório' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.operation === 'saveAddress')?.json).toEqual({
      identification: 'Escritório',
      receiver: 'Maria da Silva',
      phoneContact: '(11) 98765-4321',
      zipCode: '01310-100',
      streetAddress: 'Avenida Paulista',
      number: '900',
      complement: '',
      neighbourhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      addressType: 0,
    });
    // the next new address starts empty
    await user.click(screen.getByRole('tab', { name: 'Novo Endereço' }));
    expect(screen.getByLabelText('Identificação do endereço')).toHaveValue('');
  });

  it('keeps a street typed past 50 characters whole, says to abbreviate and saves nothing until it is shortened', async () => {
    const api = book([home]);
    const user = userEvent.setup();
    render(<CustomerAddresses />);
    await user.click(await screen.findByRole('tab', { name: 'Novo Endereço' }));
    await screen.findByLabelText('CEP');
    await fillAddress(user);
    await user.type(screen.getByLabelText('CEP'), '01310100');
    const street = screen.getByLabelText('Endereço');
    await waitFor(() => expect(street).toHaveValue('Avenida Paulista'));
    await user.type(street, ' Conjunto Nacional Torre Norte Bloco');
    await user.type(screen.getByLabelText('Número'), '2073');

    const tooLong = 'Avenida Paulista Conjunto Nacional Torre Norte Bloco'; // 52 characters
    expect(street).toHaveValue(tooLong);
    expect(street).toHaveAccessibleDescription('Limite de caracteres excedido, use abreviações como Av. para Avenida');
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    await waitFor(() => expect(street).toHaveFocus());
    expect(street).toHaveValue(tooLong);
    expect(api.count('saveAddress')).toBe(0);

    // abbreviated as the message says, it saves (with Enter, as the button would)
    await user.clear(street);
    await user.paste('Av. Paulista Conjunto Nacional Torre Norte Bloco');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Endereço cadastrado com sucesso!')).toBeInTheDocument();
    expect(api.calls.find((c) => c.operation === 'saveAddress')?.json).toMatchObject({
      streetAddress: 'Av. Paulista Conjunto Nacional Torre Norte Bloco',
      number: '2073',
    });
  }, 20_000);

  it('clears the looked-up fields when the CEP is not found', async () => {
    book([home]);
    const user = userEvent.setup();
    render(<CustomerAddresses />);
    await user.click(await screen.findByRole('tab', { name: 'Novo Endereço' }));
    await user.type(await screen.findByLabelText('CEP'), '01310100');
    await waitFor(() => expect(screen.getByLabelText('Endereço')).toHaveValue('Avenida Paulista'));
    const cep = screen.getByLabelText('CEP');
    await user.clear(cep);
    await user.type(cep, '99999999');
    expect(await screen.findByText('CEP não encontrado. Preencha o endereço.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Endereço')).toHaveValue(''));
    expect(screen.getByLabelText('Bairro')).toHaveValue('');
    expect(screen.getByLabelText('Cidade')).toHaveValue('');
    expect(screen.getByLabelText('Estado')).toHaveValue('');
  });

  it('shows the server error of a save and keeps what was typed', async () => {
    const api = book([home]);
    api.set('saveAddress', { fail: 'Limite de endereços atingido.', status: 400 });
    const user = userEvent.setup();
    render(<CustomerAddresses />);
    await user.click(await screen.findByRole('tab', { name: 'Novo Endereço' }));
    await screen.findByLabelText('CEP');
    await fillAddress(user);
    await user.type(screen.getByLabelText('CEP'), '01310100');
    await waitFor(() => expect(screen.getByLabelText('Endereço')).toHaveValue('Avenida Paulista'));
    await user.type(screen.getByLabelText('Número'), '900');
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Limite de endereços atingido.');
    expect(screen.getByRole('tab', { name: 'Novo Endereço' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Identificação do endereço')).toHaveValue('Escritório');
    expect(screen.getByLabelText('Número')).toHaveValue('900');
  });

  it('edits an address in the form tab and saves it with its id', async () => {
    const api = book([home, work]);
    const user = userEvent.setup();
    render(<CustomerAddresses />);
    await user.click(await screen.findByRole('button', { name: 'Editar o endereço Trabalho' }));
    expect(screen.getByRole('tab', { name: 'Editar Endereço' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Identificação do endereço')).toHaveValue('Trabalho');
    expect(screen.getByLabelText('CEP')).toHaveValue('20040-002');
    expect(screen.getByLabelText('Tipo de endereço')).toHaveValue('0');
    const complement = screen.getByLabelText('Complemento');
    await user.type(complement, 'Sala 3');
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    expect(await screen.findByText('Endereço alterado com sucesso!')).toBeInTheDocument();
    expect(api.calls.find((c) => c.operation === 'saveAddress')?.json).toMatchObject({ idAddress: 12, complement: 'Sala 3', zipCode: '20040-002' });
    // the CEP of the address being edited is not looked up again
    expect(api.count('postcodeAddress')).toBe(0);
    await waitFor(() => expect(card('Trabalho')).toHaveTextContent('Avenida Rio Branco, 156 - Sala 3'));
  });

  it('keeps what was typed in the form while the shopper looks at the list', async () => {
    book([home]);
    const user = userEvent.setup();
    render(<CustomerAddresses />);
    await user.click(await screen.findByRole('tab', { name: 'Novo Endereço' }));
    await user.type(await screen.findByLabelText('Identificação do endereço'), 'Casa de praia');
    await user.click(screen.getByRole('tab', { name: 'Lista de Endereços' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Casa' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Novo Endereço' }));
    expect(screen.getByLabelText('Identificação do endereço')).toHaveValue('Casa de praia');
  });

  it('moves between the tabs with the arrow keys', async () => {
    book([home]);
    const user = userEvent.setup();
    render(<CustomerAddresses />);
    const list = await screen.findByRole('tab', { name: 'Lista de Endereços' });
    list.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Novo Endereço' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Novo Endereço' })).toHaveAttribute('aria-selected', 'true');
  });
});
