import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../fixtures/mock-api';
import { signedIn, signedOut } from '../../fixtures/api-data';
import { CustomerChangeEmail } from '../../../widgets/customer-change-email/customer-change-email';
import { offline, resetPage, spyNavigation } from './helpers';

afterEach(resetPage);

const email = () => screen.getByRole('textbox', { name: 'Novo e-mail' });
const confirm = () => screen.getByRole('textbox', { name: 'Confirme o e-mail' });
const change = () => userEvent.click(screen.getByRole('button', { name: 'ALTERAR E-MAIL' }));

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

  it('changes the e-mail with a PUT', async () => {
    const api = fakeApi({ loginStatus: { data: signedIn }, changeEmail: { message: 'ok' } });
    render(<CustomerChangeEmail />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Novo e-mail' }), 'nova@exemplo.com.br');
    await userEvent.type(confirm(), 'nova@exemplo.com.br');
    await change();
    expect(await screen.findByRole('status')).toHaveTextContent('E-mail alterado com sucesso');
    const call = api.calls.find((c) => c.operation === 'changeEmail');
    expect(call?.json).toEqual({ email: 'nova@exemplo.com.br', emailConfirm: 'nova@exemplo.com.br' });
    expect(call?.url).toMatch(/\/api\/customer\/email$/);
  });

  it.each([
    ['a refusal', { fail: 'Este e-mail já está em uso.', status: 409 }, 'Este e-mail já está em uso.'],
    ['a network failure', offline, 'Não foi possível falar com a loja'],
  ] as const)('says it failed after %s and keeps what was typed', async (_case, answer, reason) => {
    fakeApi({ loginStatus: { data: signedIn }, changeEmail: answer as never });
    render(<CustomerChangeEmail />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Novo e-mail' }), 'nova@exemplo.com.br');
    await userEvent.type(confirm(), 'nova@exemplo.com.br');
    await change();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao alterar o e-mail');
    expect(alert).toHaveTextContent(reason);
    expect(email()).toHaveValue('nova@exemplo.com.br');
  });

  it("says 'Erro ao alterar o e-mail' once when the server's reason is that same text (a taken address)", async () => {
    fakeApi({ loginStatus: { data: signedIn }, changeEmail: { fail: 'Erro ao alterar o e-mail', status: 400 } });
    render(<CustomerChangeEmail />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Novo e-mail' }), 'nova@exemplo.com.br');
    await userEvent.type(confirm(), 'nova@exemplo.com.br');
    await change();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent?.match(/Erro ao alterar o e-mail/g)).toHaveLength(1);
  });
});
