import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterInput } from '../../../src/api/operations';
import { keepIdentifier, keepSocialSignup, keptIdentifier } from '../../../src/customer/identifier-storage';
import { navigation } from '../../../src/routes/navigation';
import { $loginStatus } from '../../../src/stores/login-status';
import { CustomerRegister } from '../../../widgets/customer-register/customer-register';
import { fakeApi, type Answers } from '../../fixtures/mock-api';
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
} from './registration-data';

let go: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  go = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  sessionStorage.clear();
  window.history.replaceState(null, '', '/customer/register');
});
afterEach(() => {
  go.mockRestore();
});

const api = (answers: Answers = {}) =>
  fakeApi({
    company,
    loginStatus: { data: visitor },
    newsletterCategories: categories,
    postcodeAddress: paulista,
    register: { data: newCustomer },
    ...answers,
  });

const heading = (text: string) => screen.findByRole('heading', { level: 1, name: text });

async function fillPersonalFisica(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nome completo'), 'Maria Souza');
  await user.type(screen.getByLabelText('CPF'), '52998224725');
  await user.type(screen.getByLabelText('Data de nascimento'), '15031990');
  await user.type(screen.getByLabelText('Telefone ou Celular'), '11987654321');
}

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('CEP'), '01310100');
  await waitFor(() => expect(screen.getByLabelText('Endereço')).toHaveValue('Avenida Paulista'));
  await user.type(screen.getByLabelText('Número'), '1000');
}

async function fillAccount(user: ReturnType<typeof userEvent.setup>, email = 'maria@exemplo.com.br') {
  const field = screen.getByLabelText('E-mail');
  await user.clear(field);
  await user.type(field, email);
  await user.type(screen.getByLabelText('Senha'), 'segredo1');
}

/** Flushes promises and the fake fetch without letting fake time pass. */
async function settle(check: () => void) {
  for (let i = 0; i < 100; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
    });
    try {
      check();
      return;
    } catch {
      // not yet
    }
  }
  check();
}

describe('<jet-customer-register> new registration', () => {
  it('shows the step in the heading, the title and the step list, and goes forward only when the tab is valid', async () => {
    api({ company: plainCompany });
    const user = userEvent.setup();
    document.title = 'Cadastro — Jet Store';
    render(<CustomerRegister mode="register" />);
    await heading('Cadastro — Etapa 1 de 3: Informações Pessoais');
    expect(document.title).toBe('Cadastro — Etapa 1 de 3: Informações Pessoais — Jet Store');
    const steps = screen.getByRole('navigation', { name: 'Etapas do cadastro' });
    expect(within(steps).getByRole('button', { name: /Informações Pessoais/ })).toHaveAttribute('aria-current', 'step');
    expect(within(steps).getByRole('button', { name: /Crie sua conta/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'CANCELAR' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ANTERIOR' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'PRÓXIMO' }));
    expect(await screen.findByText('Informe seu nome')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome completo')).toHaveAccessibleDescription('Informe seu nome');
    await waitFor(() => expect(screen.getByLabelText('Nome completo')).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Etapa 1 de 3');

    await fillPersonalFisica(user);
    await user.click(screen.getByRole('button', { name: 'PRÓXIMO' }));
    const second = await heading('Cadastro — Etapa 2 de 3: Endereço');
    await waitFor(() => expect(second).toHaveFocus());
    expect(document.title).toBe('Cadastro — Etapa 2 de 3: Endereço — Jet Store');
    expect(within(steps).getByRole('button', { name: /Endereço/ })).toHaveAttribute('aria-current', 'step');
    // no error shows on a tab not yet tried
    expect(screen.getByLabelText('CEP')).not.toHaveAttribute('aria-invalid');

    // going back is always allowed, and nothing typed is lost
    await user.click(screen.getByRole('button', { name: 'ANTERIOR' }));
    await heading('Cadastro — Etapa 1 de 3: Informações Pessoais');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
  });

  it('checks every §5 rule of the personal tab with the spec messages', async () => {
    api({ company: plainCompany });
    const user = userEvent.setup();
    render(<CustomerRegister mode="register" />);
    await heading('Cadastro — Etapa 1 de 3: Informações Pessoais');
    await user.type(screen.getByLabelText('Nome completo'), 'Maria');
    await user.type(screen.getByLabelText('CPF'), '12345678909');
    await user.type(screen.getByLabelText('Data de nascimento'), '01012020');
    await user.type(screen.getByLabelText('Telefone ou Celular'), '1198765');
    await user.click(screen.getByRole('button', { name: 'PRÓXIMO' }));
    await waitFor(() => expect(screen.getByLabelText('Nome completo')).toHaveAccessibleDescription('Informe o nome corretamente'));
    expect(screen.getByLabelText('CPF')).toHaveAccessibleDescription('Informe um CPF Válido');
    expect(screen.getByLabelText('Data de nascimento')).toHaveAccessibleDescription('Data Inválida');
    expect(screen.getByLabelText('Telefone ou Celular')).toHaveAccessibleDescription('Informe um Número Válido');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Etapa 1 de 3');
  });

  it('blocks pasting into the phones', async () => {
    api({ company: plainCompany });
    render(<CustomerRegister mode="register" />);
    await heading('Cadastro — Etapa 1 de 3: Informações Pessoais');
    for (const label of ['Telefone ou Celular', 'Telefone adicional']) {
      const event = new Event('paste', { bubbles: true, cancelable: true });
      screen.getByLabelText(label).dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
    }
  });

  it('asks a company for razão social, nome fantasia, CNPJ and responsável, and takes an alphanumeric CNPJ in the mask', async () => {
    api({ company: plainCompany });
    const user = userEvent.setup();
    render(<CustomerRegister mode="register" />);
    await heading('Cadastro — Etapa 1 de 3: Informações Pessoais');
    await user.click(screen.getByRole('radio', { name: 'Pessoa Jurídica' }));
    expect(await screen.findByLabelText('Razão social')).toBeInTheDocument();
    expect(screen.queryByLabelText('Data de nascimento')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('CNPJ'), '12abc34501de35');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('12.ABC.345/01DE-35');
    await user.click(screen.getByRole('button', { name: 'PRÓXIMO' }));
    await waitFor(() => expect(screen.getByLabelText('Nome fantasia')).toHaveAccessibleDescription('Campo Obrigatório'));
    expect(screen.getByLabelText('Responsável')).toHaveAccessibleDescription('Campo Obrigatório');
  });

  it('takes a real company name, refuses punctuation alone and never cuts a long one', async () => {
    api({ company: plainCompany });
    const user = userEvent.setup();
    render(<CustomerRegister mode="register" />);
    await heading('Cadastro — Etapa 1 de 3: Informações Pessoais');
    await user.click(screen.getByRole('radio', { name: 'Pessoa Jurídica' }));
    const name = await screen.findByLabelText('Razão social');
    await user.type(name, '...');
    await user.click(screen.getByRole('button', { name: 'PRÓXIMO' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Informe nome válido'));

    // 151 characters: kept whole, the message at once
    await user.clear(name);
    await user.paste(`Comércio ${'a'.repeat(137)} Ltda.`);
    expect(name).toHaveValue(`Comércio ${'a'.repeat(137)} Ltda.`);
    await waitFor(() => expect(name).toHaveAccessibleDescription('Limite de caracteres excedido'));

    await user.clear(name);
    await user.paste('Silva & Filhos Comércio Ltda.');
    await user.type(screen.getByLabelText('Nome fantasia'), 'Silva & Filhos');
    await user.type(screen.getByLabelText('CNPJ'), '11222333000181');
    await user.type(screen.getByLabelText('Responsável'), 'João Silva');
    await user.type(screen.getByLabelText('Telefone ou Celular'), '1133334444');
    await user.click(screen.getByRole('button', { name: 'PRÓXIMO' }));
    await heading('Cadastro — Etapa 2 de 3: Endereço');
  }, 20_000);

  it('keeps a pasted name of 60 characters whole, says it is too long and stays on the tab', async () => {
    api({ company: plainCompany });
    const user = userEvent.setup();
    render(<CustomerRegister mode="register" />);
    await heading('Cadastro — Etapa 1 de 3: Informações Pessoais');
    const name = screen.getByLabelText('Nome completo');
    const long = `Maria ${'s'.repeat(54)}`;
    await user.click(name);
    await user.paste(long);
    expect(name).toHaveValue(long);
    await waitFor(() => expect(name).toHaveAccessibleDescription('Informe nome válido'));
    await user.type(screen.getByLabelText('CPF'), '52998224725');
    await user.type(screen.getByLabelText('Data de nascimento'), '15031990');
    await user.type(screen.getByLabelText('Telefone ou Celular'), '11987654321');
    await user.click(screen.getByRole('button', { name: 'PRÓXIMO' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Etapa 1 de 3');
    expect(name).toHaveValue(long);
  });

  it('takes Enter in a field as the tab\'s PRÓXIMO, and on the last tab as CADASTRAR', async () => {
    const mock = api({ company: plainCompany });
    const user = userEvent.setup();
    render(<CustomerRegister mode="register" />);
    await heading('Cadastro — Etapa 1 de 3: Informações Pessoais');
    // an invalid tab stays, its errors shown and the focus on the first
    await user.type(screen.getByLabelText('Nome completo'), 'Maria Souza{Enter}');
    await waitFor(() => expect(screen.getByLabelText('CPF')).toHaveFocus());
    expect(screen.getByLabelText('CPF')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Etapa 1 de 3');

    await user.type(screen.getByLabelText('CPF'), '52998224725');
    await user.type(screen.getByLabelText('Data de nascimento'), '15031990');
    await user.type(screen.getByLabelText('Telefone ou Celular'), '11987654321{Enter}');
    await heading('Cadastro — Etapa 2 de 3: Endereço');

    await fillAddress(user);
    await user.type(screen.getByLabelText('Número'), '{Enter}');
    await heading('Cadastro — Etapa 3 de 3: Crie sua conta');

    await fillAccount(user);
    expect(mock.count('register')).toBe(0);
    await user.type(screen.getByLabelText('Senha'), '{Enter}');
    expect(await screen.findByText('Cadastro realizado com sucesso!')).toBeInTheDocument();
    expect(mock.count('register')).toBe(1);
    expect((mock.calls.find((c) => c.operation === 'register')!.json as RegisterInput).name).toBe('Maria Souza');
  });

  it('offers only pessoa jurídica in a B2B store', async () => {
    api({ company: b2bCompany });
    render(<CustomerRegister mode="register" />);
    await heading('Cadastro — Etapa 1 de 3: Informações Pessoais');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'Pessoa Jurídica' })).toBeChecked();
    expect(screen.getByLabelText('CNPJ')).toBeInTheDocument();
  });

  it('fills street, neighbourhood, city and state from the CEP and clears them when the CEP is unknown', async () => {
    const mock = api({ company: plainCompany });
    const user = userEvent.setup();
    render(<CustomerRegister mode="register" />);
    await heading('Cadastro — Etapa 1 de 3: Informações Pessoais');
    await fillPersonalFisica(user);
    await user.click(screen.getByRole('button', { name: 'PRÓXIMO' }));
    await heading('Cadastro — Etapa 2 de 3: Endereço');
    await fillAddress(user);
    expect(screen.getByLabelText('Bairro')).toHaveValue('Bela Vista');
    expect(screen.getByLabelText('Cidade')).toHaveValue('São Paulo');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('SP');
    expect(mock.calls.find((c) => c.operation === 'postcodeAddress')?.params).toBe('cep=01310100');

    mock.set('postcodeAddress', null);
    const cep = screen.getByLabelText('CEP');
    await user.clear(cep);
    await user.type(cep, '99999999');
    await waitFor(() => expect(screen.getByLabelText('Endereço')).toHaveValue(''));
    expect(screen.getByLabelText('Bairro')).toHaveValue('');
    expect(screen.getByLabelText('Cidade')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('CEP não encontrado. Preencha o endereço.');
  });

  it('leaves the address editable when the lookup fails, and says it is looking meanwhile', async () => {
    const mock = api({ company: plainCompany, postcodeAddress: 'loading' });
    const user = userEvent.setup();
    render(<CustomerRegister mode="register" />);
    await heading('Cadastro — Etapa 1 de 3: Informações Pessoais');
    await fillPersonalFisica(user);
    await user.click(screen.getByRole('button', { name: 'PRÓXIMO' }));
    await heading('Cadastro — Etapa 2 de 3: Endereço');
    await user.type(screen.getByLabelText('Endereço'), 'Rua A');
    await user.type(screen.getByLabelText('CEP'), '01310100');
    expect(await screen.findByText('Buscando o endereço do CEP…')).toBeInTheDocument();

    mock.set('postcodeAddress', { fail: 'Serviço indisponível.', status: 503 });
    const cep = screen.getByLabelText('CEP');
    await user.clear(cep);
    await user.type(cep, '01310101');
    expect(await screen.findByText('Não foi possível buscar o CEP. Preencha o endereço.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Endereço')).toHaveValue('Rua A');
    expect(screen.getByLabelText('Endereço')).toBeEnabled();
  });

  it('registers a pessoa física, then goes to /customer after 3001 ms', async () => {
    const mock = api();
    const user = userEvent.setup();
    const onLogin = vi.fn();
    document.addEventListener('jet:login', onLogin);
    render(<CustomerRegister mode="register" />);
    await heading('Cadastro — Etapa 1 de 3: Informações Pessoais');
    await fillPersonalFisica(user);
    await user.click(screen.getByRole('button', { name: 'PRÓXIMO' }));
    await heading('Cadastro — Etapa 2 de 3: Endereço');
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'PRÓXIMO' }));
    await heading('Cadastro — Etapa 3 de 3: Crie sua conta');
    expect(screen.queryByRole('button', { name: 'PRÓXIMO' })).not.toBeInTheDocument();
    expect(screen.getByText('Selecione as categorias que deseja receber por e-mail')).toBeInTheDocument();
    expect(screen.getByText(company.termToAcceptText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'política de privacidade' })).toHaveAttribute('href', '/politica-de-privacidade');
    await fillAccount(user);
    await user.click(screen.getByRole('checkbox', { name: 'Lançamentos' }));

    // terms and privacy are required when the company asks for them
    await user.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText('É necessário ler e aceitar os termos.')).toBeInTheDocument();
    expect(screen.getByText('É necessário ler e aceitar a política de privacidade.')).toBeInTheDocument();
    expect(mock.count('register')).toBe(0);
    await user.click(screen.getByRole('checkbox', { name: 'Li e aceito os termos de uso' }));
    await user.click(screen.getByRole('checkbox', { name: /Li e aceito a/ }));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    await settle(() => expect(screen.getByText('Cadastro realizado com sucesso!')).toBeInTheDocument());
    const payload = mock.calls.find((c) => c.operation === 'register')!.json as RegisterInput;
    expect(payload).toEqual({
      typeCustomer: 0,
      name: 'Maria Souza',
      cpf_cnpj: '529.982.247-25',
      dateBirth: '15/03/1990',
      phone: { phone1: '(11) 98765-4321' },
      emailInfoCategory: [2],
      email: 'maria@exemplo.com.br',
      password: 'segredo1',
      address: {
        zipCode: '01310-100',
        streetAddress: 'Avenida Paulista',
        number: '1000',
        neighbourhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
      termAccepted: true,
      policyPrivacyVersion: '2',
      tokenRecaptcha: 'offline:Register',
    });
    expect($loginStatus.get().data).toEqual({ data: newCustomer });
    expect(onLogin).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'CADASTRAR' })).toBeDisabled();
    vi.advanceTimersByTime(3000);
    expect(go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(go).toHaveBeenCalledWith('/customer');
    document.removeEventListener('jet:login', onLogin);
  });

  it('shows the server error and keeps everything typed', async () => {
    const mock = api({ company: plainCompany, register: { fail: 'Já existe um cadastro com este e-mail.', status: 400 } });
    const user = userEvent.setup();
    render(<CustomerRegister mode="register" />);
    await heading('Cadastro — Etapa 1 de 3: Informações Pessoais');
    await fillPersonalFisica(user);
    await user.click(screen.getByRole('button', { name: 'PRÓXIMO' }));
    await heading('Cadastro — Etapa 2 de 3: Endereço');
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'PRÓXIMO' }));
    await heading('Cadastro — Etapa 3 de 3: Crie sua conta');
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Já existe um cadastro com este e-mail.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('maria@exemplo.com.br');
    expect(screen.getByRole('button', { name: 'CADASTRAR' })).toBeEnabled();

    // a network failure: the same, and a new try works
    mock.set('register', () => {
      throw new TypeError('Failed to fetch');
    });
    await user.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    await waitFor(() => expect(screen.getByRole('alert')).not.toHaveTextContent('Já existe'));
    await user.click(screen.getByRole('button', { name: 'ANTERIOR' }));
    expect(screen.getByLabelText('Número')).toHaveValue('1000');
    expect(go).not.toHaveBeenCalled();
  });

  it('starts from the e-mail or the CPF/CNPJ kept by the identification, and from a social sign-up', async () => {
    keepIdentifier({ identifier: '11222333000181', type: 'cpf_cnpj' });
    api({ company: plainCompany });
    const { unmount } = render(<CustomerRegister mode="register" />);
    await heading('Cadastro — Etapa 1 de 3: Informações Pessoais');
    expect(screen.getByRole('radio', { name: 'Pessoa Jurídica' })).toBeChecked();
    expect(screen.getByLabelText('CNPJ')).toHaveValue('11.222.333/0001-81');
    unmount();

    keepIdentifier({ identifier: 'ana@exemplo.com.br', type: 'email' });
    keepSocialSignup({ appName: 'Google', appId: 'offline-google', credential: 'cred-1', nameCustomer: 'Ana Lima', emailCustomer: 'ana.lima@gmail.com' });
    const mock = api({ company: plainCompany });
    const user = userEvent.setup();
    render(<CustomerRegister mode="register" />);
    await heading('Cadastro — Etapa 1 de 3: Informações Pessoais');
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Ana Lima');
    await user.type(screen.getByLabelText('CPF'), '52998224725');
    await user.type(screen.getByLabelText('Data de nascimento'), '15031990');
    await user.type(screen.getByLabelText('Telefone ou Celular'), '11987654321');
    await user.click(screen.getByRole('button', { name: 'PRÓXIMO' }));
    await heading('Cadastro — Etapa 2 de 3: Endereço');
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'PRÓXIMO' }));
    await heading('Cadastro — Etapa 3 de 3: Crie sua conta');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana.lima@gmail.com');
    await user.type(screen.getByLabelText('Senha'), 'sabia laranjeira');
    await user.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    await screen.findByText('Cadastro realizado com sucesso!');
    const payload = mock.calls.find((c) => c.operation === 'register')!.json as RegisterInput;
    expect(payload.social).toEqual({ appName: 'Google', appId: 'offline-google', credential: 'cred-1', nameCustomer: 'Ana Lima', emailCustomer: 'ana.lima@gmail.com' });
    expect(payload.termAccepted).toBe(false);
    expect(payload.policyPrivacyVersion).toBe('');
    // the hand-over is cleared after the registration
    expect(keptIdentifier()).toBeNull();
  });

  it('refuses a password shorter than 8 characters (the spec says 3: issue 22), then a common one, and hints its strength', async () => {
    const mock = api({ company: plainCompany });
    const user = userEvent.setup();
    render(<CustomerRegister mode="register" />);
    await heading('Cadastro — Etapa 1 de 3: Informações Pessoais');
    await fillPersonalFisica(user);
    await user.click(screen.getByRole('button', { name: 'PRÓXIMO' }));
    await heading('Cadastro — Etapa 2 de 3: Endereço');
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'PRÓXIMO' }));
    await heading('Cadastro — Etapa 3 de 3: Crie sua conta');
    await user.type(screen.getByLabelText('E-mail'), 'maria@exemplo');
    const password = screen.getByLabelText('Senha');
    expect(password).toHaveAccessibleDescription(/Use ao menos 8 caracteres/);
    await user.type(password, 'abc1234');
    await user.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(/A senha deve ter no mínimo 8 dígitos/));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Informe um email válido');

    // The list loads with the field's first focus: a common Brazilian password gets the server's message.
    await user.clear(password);
    await user.type(password, 'brasil123');
    await user.tab();
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Essa senha é muito comum ou já apareceu em vazamentos\. Escolha outra\./), { timeout: 10_000 });
    expect(screen.getByText('Senha fraca')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'sabia na laranjeira do quintal');
    await waitFor(() => expect(screen.getByText('Senha forte')).toBeInTheDocument());
    expect(password).not.toHaveAccessibleDescription(/Essa senha é muito comum/);
    expect(password).toHaveAccessibleDescription(/Senha forte/);
    expect(mock.calls.some((c) => c.operation === 'register')).toBe(false);
  }, 20_000);

  it('CANCELAR goes back to the page the shopper came from, or to /customer', async () => {
    api({ company: plainCompany });
    const user = userEvent.setup();
    render(<CustomerRegister mode="register" />);
    await heading('Cadastro — Etapa 1 de 3: Informações Pessoais');
    await user.click(screen.getByRole('button', { name: 'CANCELAR' }));
    expect(go).toHaveBeenCalledWith('/customer');
  });
});

describe('<jet-customer-register> finish-registration', () => {
  const finishApi = (answers: Answers = {}) =>
    api({
      company: plainCompany,
      loginStatus: { data: codeCustomer },
      customerData: guestCustomer,
      addresses: [homeAddress],
      finishRegistration: { data: passwordCustomer },
      ...answers,
    });

  it('starts from the customer signed in by access code, and finishes with a password; /customer after 200 ms', async () => {
    window.history.replaceState(null, '', '/customer/finishregistration/joao@exemplo.com.br');
    const mock = finishApi();
    const user = userEvent.setup();
    render(<CustomerRegister />);
    await heading('Finalize seu cadastro — Etapa 1 de 3: Informações Pessoais');
    expect(screen.getByLabelText('Nome completo')).toHaveValue('João Pereira');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('Telefone ou Celular')).toHaveValue('(11) 98765-4321');
    await user.click(screen.getByRole('button', { name: 'PRÓXIMO' }));
    await heading('Finalize seu cadastro — Etapa 2 de 3: Endereço');
    expect(screen.getByLabelText('Número')).toHaveValue('1000');
    await user.click(screen.getByRole('button', { name: 'PRÓXIMO' }));
    await heading('Finalize seu cadastro — Etapa 3 de 3: Crie sua conta');
    expect(screen.getByLabelText('E-mail')).toHaveValue('joao@exemplo.com.br');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(screen.getByRole('checkbox', { name: 'Ofertas' })).toBeChecked();
    await user.type(screen.getByLabelText('Senha'), 'segredo1');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    await settle(() => expect(mock.count('finishRegistration')).toBe(1));
    await settle(() => expect(screen.getByText('Cadastro realizado com sucesso!')).toBeInTheDocument());
    const payload = mock.calls.find((c) => c.operation === 'finishRegistration')!.json;
    expect(payload).not.toHaveProperty('email');
    expect(payload).toMatchObject({ typeCustomer: 0, password: 'segredo1', emailInfoCategory: [1], address: { zipCode: '01310-100', complement: 'ap 12' } });
    vi.advanceTimersByTime(199);
    expect(go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(go).toHaveBeenCalledWith('/customer');
  });

  it('clears an invalid CPF/CNPJ when the field is left, with its message', async () => {
    window.history.replaceState(null, '', '/customer/finishregistration/joao@exemplo.com.br');
    finishApi({ customerData: { ...guestCustomer, cpf_cnpj: '' } });
    const user = userEvent.setup();
    render(<CustomerRegister />);
    await heading('Finalize seu cadastro — Etapa 1 de 3: Informações Pessoais');
    await user.type(screen.getByLabelText('CPF'), '12345678900');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('CPF')).toHaveValue(''));
    await waitFor(() => expect(screen.getByLabelText('CPF')).toHaveAccessibleDescription('Informe um CPF ou CNPJ Válido'));
  });

  it.each([
    ['/customer/finishregistration', '/customer/login?v=1'],
    ['/customer/finishregistration/%20', '/customer/login?v=3'],
  ])('sends a bad link %s to %s', async (path, target) => {
    window.history.replaceState(null, '', path);
    finishApi();
    render(<CustomerRegister mode="finish" />);
    await waitFor(() => expect(go).toHaveBeenCalledWith(target));
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('sends to /customer/login?v=2 when the customer lookup fails or names another e-mail', async () => {
    window.history.replaceState(null, '', '/customer/finishregistration/joao@exemplo.com.br');
    finishApi({ customerData: { fail: 'Cliente não encontrado.', status: 404 } });
    const { unmount } = render(<CustomerRegister />);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer/login?v=2'));
    unmount();
    go.mockClear();
    window.history.replaceState(null, '', '/customer/finishregistration/outro@exemplo.com.br');
    finishApi();
    render(<CustomerRegister />);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer/login?v=2'));
  });

  it('sends a visitor, or a customer who already has a password, to /customer', async () => {
    window.history.replaceState(null, '', '/customer/finishregistration/joao@exemplo.com.br');
    finishApi({ loginStatus: { data: visitor } });
    const { unmount } = render(<CustomerRegister />);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    unmount();
    go.mockClear();
    finishApi({ loginStatus: { data: passwordCustomer } });
    render(<CustomerRegister />);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
  });
});

describe('the custom elements', () => {
  it('<jet-customer-register mode="register"> renders the wizard, and again when re-attached', async () => {
    api({ company: plainCompany });
    await import('../../../widgets/customer-register/customer-register.element');
    const element = document.createElement('jet-customer-register');
    element.setAttribute('mode', 'register');
    document.body.append(element);
    await waitFor(() => expect(element.querySelector('h1')).toHaveTextContent('Cadastro — Etapa 1 de 3: Informações Pessoais'));
    element.remove();
    await waitFor(() => expect(element.querySelector('h1')).toBeNull());
    document.body.append(element);
    await waitFor(() => expect(element.querySelector('h1')).toHaveTextContent('Etapa 1 de 3'));
    element.remove();
  });

  it('<jet-customer-data> sends a visitor to /customer', async () => {
    api({ loginStatus: { data: visitor } });
    await import('../../../widgets/customer-data/customer-data.element');
    const element = document.createElement('jet-customer-data');
    document.body.append(element);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
    element.remove();
  });
});
