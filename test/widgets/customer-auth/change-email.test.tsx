import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../fixtures/mock-api';
import { signedIn, signedInWithoutPassword, signedOut } from '../../fixtures/api-data';
import { CustomerChangeEmail } from '../../../widgets/customer-change-email/customer-change-email';
import { offline, resetPage, spyNavigation, visit } from './helpers';

afterEach(resetPage);

const email = () => screen.getByRole('textbox', { name: 'Novo e-mail' });
const confirm = () => screen.getByRole('textbox', { name: 'Confirme o e-mail' });
const password = () => screen.getByLabelText('Senha atual');
const change = () => userEvent.click(screen.getByRole('button', { name: 'ALTERAR E-MAIL' }));
const PENDING = 'Enviamos um link de confirmação para nova@exemplo.com.br. O e-mail da sua conta só muda depois que você abrir esse link, que vale por 24 horas.';

/** The new address twice and the current password, as a shopper fills them. */
async function fill(current = 'Senha@123') {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Novo e-mail' }), 'nova@exemplo.com.br');
  await userEvent.type(confirm(), 'nova@exemplo.com.br');
  if (current) await userEvent.type(password(), current);
}

describe('<jet-customer-change-email>', () => {
  it('sends visitors to /customer', async () => {
    const go = spyNavigation();
    fakeApi({ loginStatus: { data: signedOut } });
    render(<CustomerChangeEmail />);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('asks for both fields, valid and equal, before sending', async () => {
    const api = fakeApi({ loginStatus: { data: signedIn } });
    render(<CustomerChangeEmail />);
    await screen.findByRole('textbox', { name: 'Novo e-mail' });
    await change();
    expect(await screen.findAllByText('Favor preencher os campos corretamente.')).toHaveLength(2);
    await userEvent.type(email(), 'nova@exemplo.com.br');
    await userEvent.type(confirm(), 'outra@exemplo.com.br');
    await change();
    expect(await screen.findByText('Os endereços de e-mail não conferem.')).toBeInTheDocument();
    expect(api.count('changeEmail')).toBe(0);
  });

  it('asks for the current password', async () => {
    const api = fakeApi({ loginStatus: { data: signedIn } });
    render(<CustomerChangeEmail />);
    await fill('');
    await change();
    expect(await screen.findByText('Informe a senha atual')).toBeInTheDocument();
    expect(api.count('changeEmail')).toBe(0);
  });

  it('sends the request with the current password and says a link went to the new address (nothing changed yet)', async () => {
    const api = fakeApi({ loginStatus: { data: signedIn }, changeEmail: { message: 'ok' } });
    render(<CustomerChangeEmail />);
    await fill();
    await change();
    expect(await screen.findByRole('heading', { name: 'Confirme o novo e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(PENDING);
    expect(screen.queryByText('E-mail alterado com sucesso')).not.toBeInTheDocument();
    const call = api.calls.find((c) => c.operation === 'changeEmail');
    expect(call?.json).toEqual({ email: 'nova@exemplo.com.br', emailConfirm: 'nova@exemplo.com.br', currentPassword: 'Senha@123' });
    expect(call?.url).toMatch(/\/api\/customer\/email$/);
    // another address: the form again, empty
    await userEvent.click(screen.getByRole('button', { name: 'Usar outro e-mail' }));
    expect(await screen.findByRole('textbox', { name: 'Novo e-mail' })).toHaveValue('');
  });

  it('sends on Enter in the current password, as ALTERAR E-MAIL does', async () => {
    const api = fakeApi({ loginStatus: { data: signedIn }, changeEmail: { message: 'ok' } });
    render(<CustomerChangeEmail />);
    await fill('Senha@123{Enter}');
    expect(await screen.findByRole('heading', { name: 'Confirme o novo e-mail' })).toBeInTheDocument();
    expect(api.count('changeEmail')).toBe(1);
  });

  it('sends nothing on Enter before a code was sent (ALTERAR E-MAIL is disabled), and the code on Enter after', async () => {
    const api = fakeApi({ loginStatus: { data: signedInWithoutPassword }, sendEmailChangeCode: { retryAfter: 60 }, changeEmail: { message: 'ok' } });
    render(<CustomerChangeEmail />);
    await fill('');
    const submits = vi.fn();
    screen.getByRole('form', { name: 'Alterar e-mail' }).addEventListener('submit', submits);
    await userEvent.type(confirm(), '{Enter}');
    expect(submits).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Código recebido no e-mail atual' }), '123456{Enter}');
    expect(await screen.findByRole('heading', { name: 'Confirme o novo e-mail' })).toBeInTheDocument();
    expect(api.count('changeEmail')).toBe(1);
  });

  it("shows the server's text for a wrong current password and keeps what was typed", async () => {
    fakeApi({ loginStatus: { data: signedIn }, changeEmail: { fail: 'A senha atual está incorreta.', status: 400 } });
    render(<CustomerChangeEmail />);
    await fill('errada');
    await change();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao alterar o e-mail');
    expect(alert).toHaveTextContent('A senha atual está incorreta.');
    expect(email()).toHaveValue('nova@exemplo.com.br');
  });

  it('asks an account without a password for a code sent to its current address', async () => {
    const api = fakeApi({ loginStatus: { data: signedInWithoutPassword }, sendEmailChangeCode: { retryAfter: 60 }, changeEmail: { message: 'ok' } });
    render(<CustomerChangeEmail />);
    await fill('');
    expect(screen.queryByLabelText('Senha atual')).not.toBeInTheDocument();
    expect(screen.getByText('Para sua segurança, enviaremos um código para o e-mail atual da sua conta.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ALTERAR E-MAIL' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Enviamos um código para o e-mail atual da sua conta.');
    expect(screen.getByRole('button', { name: /Reenviar código em \d+ s/ })).toBeDisabled();
    expect(api.count('sendEmailChangeCode')).toBe(1);
    await change();
    expect(await screen.findByText('Informe uma chave de acesso')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Código recebido no e-mail atual' }), '123456');
    await change();
    expect(await screen.findByRole('heading', { name: 'Confirme o novo e-mail' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.operation === 'changeEmail')?.json).toEqual({ email: 'nova@exemplo.com.br', emailConfirm: 'nova@exemplo.com.br', code: '123456' });
  });

  it.each([
    ['a refusal', { fail: 'Este e-mail já está em uso.', status: 409 }, 'Este e-mail já está em uso.'],
    ['a network failure', offline, 'Não foi possível falar com a loja'],
  ] as const)('says it failed after %s and keeps what was typed', async (_case, answer, reason) => {
    fakeApi({ loginStatus: { data: signedIn }, changeEmail: answer as never });
    render(<CustomerChangeEmail />);
    await fill();
    await change();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao alterar o e-mail');
    expect(alert).toHaveTextContent(reason);
    expect(email()).toHaveValue('nova@exemplo.com.br');
  });

  it("says 'Erro ao alterar o e-mail' once when the server's reason is that same text (a taken address)", async () => {
    fakeApi({ loginStatus: { data: signedIn }, changeEmail: { fail: 'Erro ao alterar o e-mail', status: 400 } });
    render(<CustomerChangeEmail />);
    await fill();
    await change();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent?.match(/Erro ao alterar o e-mail/g)).toHaveLength(1);
  });
});

describe('<jet-customer-change-email> on the confirmation link (/customer/confirmar-email?token=…)', () => {
  it('confirms with one press, needs no sign-in, then leads to the login', async () => {
    const go = spyNavigation();
    const api = fakeApi({ loginStatus: { data: signedOut }, confirmEmailChange: { message: 'E-mail alterado com sucesso' } });
    visit('/customer/confirmar-email?token=abc_123-XYZ');
    render(<CustomerChangeEmail />);
    expect(screen.getByRole('heading', { name: 'Confirmar novo e-mail' })).toBeInTheDocument();
    expect(api.count('confirmEmailChange')).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'CONFIRMAR E-MAIL' }));
    expect(await screen.findByRole('status')).toHaveTextContent('E-mail alterado com sucesso');
    expect(screen.getByText(/Entre com o novo e-mail para continuar./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/customer/login');
    expect(api.calls.find((c) => c.operation === 'confirmEmailChange')?.json).toEqual({ token: 'abc_123-XYZ' });
    expect(screen.queryByRole('button', { name: 'CONFIRMAR E-MAIL' })).not.toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
  });

  it("shows the server's text for an expired or used link", async () => {
    const text = 'Este link de confirmação de e-mail é inválido ou expirou. Peça a alteração novamente.';
    fakeApi({ loginStatus: { data: signedOut }, confirmEmailChange: { fail: text, status: 400 } });
    render(<CustomerChangeEmail token="velho" />);
    await userEvent.click(screen.getByRole('button', { name: 'CONFIRMAR E-MAIL' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    // and the way out: ask for the change again
    expect(screen.getByRole('link', { name: 'Pedir a alteração do e-mail novamente' })).toHaveAttribute('href', '/customer/alterEmail');
  });

  it('says the link is broken when it has no token, and sends nothing', async () => {
    const api = fakeApi({ loginStatus: { data: signedOut } });
    visit('/customer/confirmar-email');
    render(<CustomerChangeEmail />);
    expect(screen.getByRole('alert')).toHaveTextContent('Este link de confirmação de e-mail é inválido. Abra o link do e-mail que enviamos.');
    expect(screen.queryByRole('button', { name: 'CONFIRMAR E-MAIL' })).not.toBeInTheDocument();
    // nothing to close that would leave an empty page; the way out is a link
    expect(screen.queryByRole('button', { name: /fechar/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir a alteração do e-mail novamente' })).toHaveAttribute('href', '/customer/alterEmail');
    expect(api.count('confirmEmailChange')).toBe(0);
  });
});
