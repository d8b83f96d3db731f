import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../../../src/routes/navigation';
import { CustomerData } from '../../../widgets/customer-data/customer-data';
import { fakeApi, type Answers } from '../../fixtures/mock-api';
import { categories, codeCustomer, companyCustomer, homeAddress, passwordCustomer, paulista, signedInCustomer, visitor } from './registration-data';

let go: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  go = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => go.mockRestore());

const api = (answers: Answers = {}) =>
  fakeApi({
    loginStatus: { data: passwordCustomer },
    customerData: signedInCustomer,
    addresses: [{ ...homeAddress, idAddress: 30, default: false, identification: 'Trabalho' }, homeAddress],
    newsletterCategories: categories,
    postcodeAddress: paulista,
    updateCustomer: { message: '' },
    saveAddress: { message: '', idAddress: 31 },
    setAddressFlag: { message: 'Endereço de entrega alterado!' },
    ...answers,
  });

describe('<jet-customer-data>', () => {
  it('shows the personal data with the e-mail read-only and saves a change', async () => {
    const mock = api();
    const user = userEvent.setup();
    render(<CustomerData />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dados Cadastrais' })).toBeInTheDocument();
    const personal = await screen.findByRole('tab', { name: 'Informações Pessoais' });
    expect(personal).toHaveAttribute('aria-selected', 'true');
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveValue('joao@exemplo.com.br');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(screen.getByText('Tipo de cadastro: Pessoa Física')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Ofertas' })).toBeChecked();

    const phone = screen.getByLabelText('Telefone ou Celular');
    await user.clear(phone);
    await user.type(phone, '1133334444');
    await user.click(screen.getByRole('checkbox', { name: 'Lançamentos' }));
    const panel = screen.getByRole('tabpanel', { name: 'Informações Pessoais' });
    await user.click(within(panel).getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Dados cadastrais alterados com sucesso.');
    expect(mock.calls.find((c) => c.operation === 'updateCustomer')?.json).toEqual({
      typeCustomer: 0,
      name: 'João Pereira',
      cpf_cnpj: '529.982.247-25',
      dateBirth: '15/03/1990',
      phone: { phone1: '(11) 3333-4444' },
      emailInfoCategory: [1, 2],
    });
  });

  it('shows the server message of a save, and its error text on failure, keeping what was typed', async () => {
    const mock = api({ updateCustomer: { message: 'Seus dados foram atualizados.' } });
    const user = userEvent.setup();
    render(<CustomerData />);
    const name = await screen.findByLabelText('Nome completo');
    await user.click(within(screen.getByRole('tabpanel', { name: 'Informações Pessoais' })).getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Seus dados foram atualizados.')).toBeInTheDocument();

    mock.set('updateCustomer', { fail: 'CPF já cadastrado em outra conta.', status: 400 });
    await user.clear(name);
    await user.type(name, 'João P Pereira');
    await user.click(within(screen.getByRole('tabpanel', { name: 'Informações Pessoais' })).getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('CPF já cadastrado em outra conta.');
    expect(name).toHaveValue('João P Pereira');
  });

  it('checks the fields with the §5 messages before sending', async () => {
    const mock = api({ customerData: companyCustomer });
    const user = userEvent.setup();
    render(<CustomerData />);
    const fantasy = await screen.findByLabelText('Nome fantasia');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('11.222.333/0001-81');
    await user.clear(fantasy);
    await user.clear(screen.getByLabelText('Razão social'));
    await user.click(within(screen.getByRole('tabpanel', { name: 'Informações Pessoais' })).getByRole('button', { name: 'SALVAR' }));
    await waitFor(() => expect(screen.getByLabelText('Razão social')).toHaveAccessibleDescription('Informe seu nome'));
    expect(fantasy).toHaveAccessibleDescription('Campo Obrigatório');
    expect(mock.count('updateCustomer')).toBe(0);
  });

  it('keeps a pasted name of 60 characters whole and sends nothing, with Enter or SALVAR', async () => {
    const mock = api();
    const user = userEvent.setup();
    render(<CustomerData />);
    const name = await screen.findByLabelText('Nome completo');
    const long = `João ${'p'.repeat(55)}`;
    await user.clear(name);
    await user.paste(long);
    expect(name).toHaveValue(long);
    await waitFor(() => expect(name).toHaveAccessibleDescription('Informe nome válido'));
    await user.keyboard('{Enter}');
    await user.click(within(screen.getByRole('tabpanel', { name: 'Informações Pessoais' })).getByRole('button', { name: 'SALVAR' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveValue(long);
    expect(mock.count('updateCustomer')).toBe(0);
  });

  it('saves the personal data on Enter in a field', async () => {
    const mock = api();
    const user = userEvent.setup();
    render(<CustomerData />);
    const phone = await screen.findByLabelText('Telefone ou Celular');
    await user.clear(phone);
    await user.type(phone, '1133334444{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Dados cadastrais alterados com sucesso.');
    expect(mock.calls.find((c) => c.operation === 'updateCustomer')?.json).toMatchObject({ phone: { phone1: '(11) 3333-4444' } });
  });

  it('edits the delivery address keeping its idAddress', async () => {
    const mock = api();
    const user = userEvent.setup();
    render(<CustomerData />);
    await user.click(await screen.findByRole('tab', { name: 'Endereço' }));
    expect(screen.getByRole('tab', { name: 'Endereço' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Endereço' });
    expect(within(panel).getByLabelText('Identificação do endereço')).toHaveValue('Casa');
    const number = within(panel).getByLabelText('Número');
    await user.clear(number);
    await user.type(number, '2000');
    await user.click(within(panel).getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Endereço alterado com sucesso!')).toBeInTheDocument();
    expect(mock.calls.find((c) => c.operation === 'saveAddress')?.json).toMatchObject({ idAddress: 31, number: '2000', addressType: 1, zipCode: '01310-100' });
    expect(mock.count('setAddressFlag')).toBe(0);
  });

  it('adds a delivery address by CEP when the customer has none', async () => {
    const mock = api({ addresses: [], saveAddress: { message: '', idAddress: 55 } });
    const user = userEvent.setup();
    render(<CustomerData />);
    await user.click(await screen.findByRole('tab', { name: 'Endereço' }));
    const panel = screen.getByRole('tabpanel', { name: 'Endereço' });
    expect(within(panel).getByText('Você ainda não tem um endereço de entrega. Cadastre um abaixo.')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Destinatário')).toHaveValue('João Pereira');
    await user.type(within(panel).getByLabelText('Identificação do endereço'), 'Casa');
    await user.type(within(panel).getByLabelText('CEP'), '01310100');
    await waitFor(() => expect(within(panel).getByLabelText('Cidade')).toHaveValue('São Paulo'));
    await user.type(within(panel).getByLabelText('Número'), '10');
    await user.click(within(panel).getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Endereço cadastrado com sucesso!')).toBeInTheDocument();
    const saved = mock.calls.find((c) => c.operation === 'saveAddress')?.json;
    expect(saved).not.toHaveProperty('idAddress');
    expect(saved).toMatchObject({ identification: 'Casa', streetAddress: 'Avenida Paulista', state: 'SP', addressType: 1 });
    expect(mock.calls.find((c) => c.operation === 'setAddressFlag')?.json).toEqual({ idAddress: 55, flag: 'default' });
  });

  it('CANCELAR returns to /customer', async () => {
    api();
    const user = userEvent.setup();
    render(<CustomerData />);
    await screen.findByLabelText('Nome completo');
    await user.click(within(screen.getByRole('tabpanel', { name: 'Informações Pessoais' })).getByRole('button', { name: 'CANCELAR' }));
    expect(go).toHaveBeenCalledWith('/customer');
  });

  it.each([
    ['a visitor', visitor],
    ['a customer without a password', codeCustomer],
  ])('sends %s to /customer, showing none of the data (asked with the login status)', async (_, status) => {
    api({ loginStatus: { data: status } });
    render(<CustomerData />);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
    expect(screen.queryByLabelText('Nome completo')).not.toBeInTheDocument();
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
  });

  it('says so when the data cannot be read, and tries again', async () => {
    const mock = api({ customerData: { fail: 'Erro interno.' } });
    const user = userEvent.setup();
    render(<CustomerData />);
    expect(await screen.findByText('Não foi possível carregar seus dados. Tente novamente.')).toBeInTheDocument();
    mock.set('customerData', signedInCustomer);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByLabelText('Nome completo')).toHaveValue('João Pereira');
  });
});

describe('the CEP lookup of the address tab', () => {
  it('is not asked on opening, nor again for the CEP it answered, so corrections stay', async () => {
    const mock = api({ addresses: [{ ...homeAddress, streetAddress: 'Rua Augusta' }], postcodeAddress: { ...paulista, streetAddress: 'Rua da Consolação' } });
    const user = userEvent.setup();
    render(<CustomerData />);
    await user.click(await screen.findByRole('tab', { name: 'Endereço' }));
    const panel = screen.getByRole('tabpanel', { name: 'Endereço' });
    const street = within(panel).getByRole('textbox', { name: 'Endereço' });
    expect(street).toHaveValue('Rua Augusta');
    expect(mock.count('postcodeAddress')).toBe(0);
    const cep = within(panel).getByLabelText('CEP');
    await user.clear(cep);
    await user.type(cep, '01310200');
    await waitFor(() => expect(street).toHaveValue('Rua da Consolação'));
    await user.clear(street);
    await user.type(street, 'Rua da Consolação, lado par');
    await user.clear(cep);
    await user.type(cep, '01310200');
    expect(mock.count('postcodeAddress')).toBe(1);
    expect(street).toHaveValue('Rua da Consolação, lado par');
  });
});
