import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Reply, fakeApi } from '../../fixtures/mock-api';
import { company, signedIn } from '../../fixtures/api-data';
import { keptIdentifier } from '../../../src/customer/identifier-storage';
import { CustomerIdentification } from '../../../widgets/customer-identification/customer-identification';
import { formatIdentifierInput } from '../../../src/customer/sign-in/identifier-field';
import { offline, resetPage, spyNavigation } from './helpers';

afterEach(resetPage);

const field = () => screen.getByRole('textbox', { name: 'E-mail, CPF ou CNPJ' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'CONTINUAR' }));

describe('<jet-customer-identification>', () => {
  it('asks for an identifier and sends nothing when the field is empty', async () => {
    const api = fakeApi({ company });
    render(<CustomerIdentification />);
    expect(screen.getByRole('heading', { level: 1, name: 'Identificação' })).toBeInTheDocument();
    await submit();
    expect(await screen.findByText('Informe um E-mail, CPF ou CNPJ.')).toBeInTheDocument();
    expect(api.count('identification')).toBe(0);
  });

  it('refuses an invalid CPF without a request', async () => {
    const api = fakeApi({ company });
    render(<CustomerIdentification />);
    await userEvent.type(field(), '12345678900');
    expect(field()).toHaveValue('123.456.789-00');
    await submit();
    expect(await screen.findByText('Informe um E-mail, CPF ou CNPJ válido.')).toBeInTheDocument();
    expect(api.count('identification')).toBe(0);
  });

  it('masks a tax id as CPF, then CNPJ, and never an e-mail', () => {
    expect(formatIdentifierInput('52998224725')).toBe('529.982.247-25');
    expect(formatIdentifierInput('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatIdentifierInput('ana123@exemplo.com')).toBe('ana123@exemplo.com');
    expect(formatIdentifierInput('123')).toBe('123');
  });

  it('sends a known e-mail without a password to the access code page', async () => {
    const go = spyNavigation();
    const api = fakeApi({ company, identification: { next: 'code-sent', email: 'joao@example.com', automaticSecurePasswordGeneration: true } });
    render(<CustomerIdentification />);
    await userEvent.type(field(), 'joao@example.com');
    await submit();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer/checkaccesskey?email=joao%40example.com'));
    expect(api.calls.find((c) => c.operation === 'identification')?.json).toEqual({
      identifier: 'joao@example.com',
      type: 'email',
      tokenRecaptcha: 'offline:FirstAccess',
    });
  });

  it('sends a CPF as cpf_cnpj and follows the masked e-mail it answers', async () => {
    const go = spyNavigation();
    const api = fakeApi({ company, identification: { next: 'code-sent', email: 'jo***@example.com', automaticSecurePasswordGeneration: true } });
    render(<CustomerIdentification />);
    await userEvent.type(field(), '52998224725');
    await submit();
    await waitFor(() => expect(go).toHaveBeenCalledWith(expect.stringContaining('/customer/checkaccesskey?email=jo***%40example.com')));
    expect(api.calls.find((c) => c.operation === 'identification')?.json).toMatchObject({ identifier: '529.982.247-25', type: 'cpf_cnpj' });
  });

  it('opens the login modal with the identifier filled in and locked, which can be changed', async () => {
    spyNavigation();
    fakeApi({ company, identification: { next: 'login', email: 'maria@example.com', automaticSecurePasswordGeneration: false }, socialProviders: [] });
    render(<CustomerIdentification />);
    await userEvent.type(field(), 'maria@example.com');
    await submit();
    const dialog = await screen.findByRole('dialog', { name: 'Entre na sua conta' });
    const username = within(dialog).getByRole('textbox', { name: 'E-mail, CPF ou CNPJ' });
    expect(username).toHaveValue('maria@example.com');
    expect(username).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Senha')).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Alterar' }));
    expect(username).not.toHaveAttribute('readonly');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('signs in from the modal and goes to the return address', async () => {
    const go = spyNavigation();
    fakeApi({
      company,
      identification: { next: 'login', email: 'maria@example.com', automaticSecurePasswordGeneration: false },
      login: { data: signedIn },
      socialProviders: [],
    });
    render(<CustomerIdentification returnUrl="/checkout" />);
    await userEvent.type(field(), 'maria@example.com');
    await submit();
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Senha'), 'segredo123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/checkout'));
  });

  it('keeps an unknown identifier for the registration page', async () => {
    const go = spyNavigation();
    fakeApi({ company, identification: { next: 'unknown', email: null, automaticSecurePasswordGeneration: false } });
    render(<CustomerIdentification />);
    await userEvent.type(field(), 'nova@exemplo.com.br');
    await submit();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
    expect(keptIdentifier()).toEqual({ identifier: 'nova@exemplo.com.br', type: 'email' });
  });

  it('treats a failed lookup (404) and a nonsense answer as unknown', async () => {
    const go = spyNavigation();
    const api = fakeApi({ company, identification: { fail: 'Cliente não encontrado.', status: 404 } });
    render(<CustomerIdentification />);
    await userEvent.type(field(), '52998224725');
    await submit();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
    expect(keptIdentifier()).toEqual({ identifier: '529.982.247-25', type: 'cpf_cnpj' });

    go.mockClear();
    api.set('identification', new Reply(200, { ok: true }));
    await submit();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
  });

  it('stays with the message and the text typed when the store cannot be reached', async () => {
    const go = spyNavigation();
    const api = fakeApi({ company, identification: offline });
    render(<CustomerIdentification />);
    await userEvent.type(field(), 'maria@example.com');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível falar com a loja');
    expect(field()).toHaveValue('maria@example.com');
    expect(go).not.toHaveBeenCalled();

    api.set('identification', { fail: 'Muitas tentativas. Aguarde um minuto.', status: 429 });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas. Aguarde um minuto.');
    expect(go).not.toHaveBeenCalled();
  });

  it('shows the loading state on the button while it asks', async () => {
    fakeApi({ company, identification: 'loading' });
    render(<CustomerIdentification />);
    await userEvent.type(field(), 'maria@example.com');
    await submit();
    expect(await screen.findByRole('button', { name: 'Enviando…' })).toHaveAttribute('aria-busy', 'true');
  });

  it('submits on Enter, as CONTINUAR does', async () => {
    const go = spyNavigation();
    const api = fakeApi({ company, identification: { next: 'unknown', email: null, automaticSecurePasswordGeneration: false } });
    render(<CustomerIdentification />);
    await userEvent.type(field(), 'maria@example.com{Enter}');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
    expect(api.count('identification')).toBe(1);
  });

  it('checks the field on Enter and asks nothing while it is empty', async () => {
    const api = fakeApi({ company });
    render(<CustomerIdentification />);
    await userEvent.type(field(), '{Enter}');
    expect(await screen.findByText('Informe um E-mail, CPF ou CNPJ.')).toBeInTheDocument();
    expect(api.count('identification')).toBe(0);
  });

  it('takes only an e-mail or a CNPJ in a B2B store', async () => {
    const api = fakeApi({ company: { ...company, statusB2B: true } });
    render(<CustomerIdentification />);
    const b2bField = await screen.findByRole('textbox', { name: 'E-mail ou CNPJ' });
    await submit();
    expect(await screen.findByText('Informe um E-mail ou CNPJ.')).toBeInTheDocument();
    await userEvent.type(b2bField, '52998224725');
    await submit();
    expect(await screen.findByText('Informe um E-mail ou CNPJ válido.')).toBeInTheDocument();
    expect(api.count('identification')).toBe(0);
  });

  it('works as the custom element', async () => {
    fakeApi({ company });
    await import('../../../widgets/customer-identification/customer-identification.element');
    const element = document.createElement('jet-customer-identification');
    element.setAttribute('heading', 'Finalizar compra');
    document.body.append(element);
    expect(await screen.findByRole('heading', { name: 'Finalizar compra' })).toBeInTheDocument();
    element.remove();
  });
});

describe('<jet-customer-identification> and the limits (issue 22)', () => {
  it('follows an answer without an e-mail (no bot-check token) with the CPF typed', async () => {
    const go = spyNavigation();
    fakeApi({ company, identification: { next: 'code-sent', email: null, automaticSecurePasswordGeneration: true } });
    render(<CustomerIdentification />);
    await userEvent.type(field(), '52998224725');
    await submit();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer/checkaccesskey?email=529.982.247-25'));
  });

  it('sends again with a fresh token when the identifier asks for a bot check', async () => {
    const go = spyNavigation();
    let calls = 0;
    const api = fakeApi({
      company,
      identification: () =>
        ++calls === 1
          ? new Reply(400, { error: 'Por segurança, confirme que você não é um robô para continuar.', code: 'BOT_CHECK_REQUIRED' })
          : { next: 'code-sent', email: 'joao@example.com', automaticSecurePasswordGeneration: true },
    });
    render(<CustomerIdentification />);
    await userEvent.type(field(), 'joao@example.com');
    await submit();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer/checkaccesskey?email=joao%40example.com'));
    expect(api.count('identification')).toBe(2);
  });
});
