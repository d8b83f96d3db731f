import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Reply, fakeApi } from '../../fixtures/mock-api';
import { CustomerForgotPassword } from '../../../widgets/customer-forgot-password/customer-forgot-password';
import { CustomerRecoverEmail } from '../../../widgets/customer-recover-email/customer-recover-email';
import { offline, resetPage } from './helpers';

afterEach(resetPage);

const NEUTRAL = 'Se houver uma conta com este e-mail, enviaremos as instruções para criar uma nova senha.';

describe('<jet-customer-forgot-password>', () => {
  const email = () => screen.getByRole('textbox', { name: 'E-mail' });
  const send = () => userEvent.click(screen.getByRole('button', { name: 'RECUPERAR SENHA' }));

  it('checks the e-mail before sending', async () => {
    const api = fakeApi({});
    render(<CustomerForgotPassword />);
    await userEvent.type(email(), 'maria@');
    await send();
    expect(await screen.findByText('Informe um email válido')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    ['sent', { message: 'ok' }],
    ['refused', { fail: 'Muitas tentativas.', status: 429 }],
    ['failed', { fail: 'Erro interno.', status: 500 }],
    ['offline', offline],
  ] as const)('shows the same neutral message when the request is %s and keeps the e-mail', async (_case, answer) => {
    const api = fakeApi({ forgotPassword: answer as never });
    render(<CustomerForgotPassword />);
    await userEvent.type(email(), 'maria@example.com');
    await send();
    expect(await screen.findByRole('status')).toHaveTextContent(NEUTRAL);
    expect(screen.queryByText('Muitas tentativas.')).not.toBeInTheDocument();
    expect(email()).toHaveValue('maria@example.com');
    expect(api.calls[0]!.json).toEqual({ email: 'maria@example.com', tokenRecaptcha: 'offline:ForgetPassword' });
  });
});

describe('<jet-customer-recover-email>', () => {
  const cpf = () => screen.getByRole('textbox', { name: 'CPF ou CNPJ' });
  const password = () => screen.getByLabelText('Senha');
  const send = () => userEvent.click(screen.getByRole('button', { name: 'RECUPERAR E-MAIL' }));

  it('refuses an invalid CPF or CNPJ and a missing password without a request', async () => {
    const api = fakeApi({});
    render(<CustomerRecoverEmail />);
    await userEvent.type(cpf(), '12345678900');
    await send();
    expect(await screen.findByText('CPF ou CNPJ inválido')).toBeInTheDocument();
    expect(screen.getByText('Informe a Senha')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the registered e-mail, sending the CPF as digits', async () => {
    const api = fakeApi({ recoverEmail: { email: 'maria@example.com' } });
    render(<CustomerRecoverEmail />);
    await userEvent.type(cpf(), '52998224725');
    // imask, fetched on the field's first focus, formats what was typed
    await waitFor(() => expect(cpf()).toHaveValue('529.982.247-25'));
    await userEvent.type(password(), 'segredo123');
    await send();
    expect(await screen.findByRole('status')).toHaveTextContent('O e-mail do seu cadastro é maria@example.com');
    expect(api.calls[0]!.json).toEqual({ cpfCnpj: '52998224725', password: 'segredo123' });
    expect(screen.getByRole('link', { name: 'Entrar com este e-mail' })).toHaveAttribute('href', '/customer/login');
  });

  it.each([
    ['a failure', { fail: 'CPF ou senha incorretos.', status: 404 }],
    ['an empty answer', { email: '' }],
    ['a nonsense answer', new Reply(200, [1, 2])],
  ] as const)('says it could not find the e-mail after %s and keeps what was typed', async (_case, answer) => {
    fakeApi({ recoverEmail: answer as never });
    render(<CustomerRecoverEmail />);
    await userEvent.type(cpf(), '52998224725');
    await userEvent.type(password(), 'segredo123');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível encontrar o seu e-mail.');
    expect(cpf()).toHaveValue('529.982.247-25');
    expect(password()).toHaveValue('segredo123');
  });

  it('says when the store cannot be reached', async () => {
    fakeApi({ recoverEmail: offline });
    render(<CustomerRecoverEmail />);
    await userEvent.type(cpf(), '52998224725');
    await userEvent.type(password(), 'segredo123');
    await send();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível falar com a loja'));
  });
});
