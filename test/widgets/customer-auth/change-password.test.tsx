import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../fixtures/mock-api';
import { signedIn, signedInWithoutPassword, signedOut } from '../../fixtures/api-data';
import { CustomerChangePassword } from '../../../widgets/customer-change-password/customer-change-password';
import { offline, resetPage, spyNavigation, visit } from './helpers';

afterEach(resetPage);

const newPassword = () => screen.getByLabelText('Nova senha');
const confirm = () => screen.getByLabelText('Confirme a nova senha');
const change = () => userEvent.click(screen.getByRole('button', { name: 'ALTERAR SENHA' }));

describe('<jet-customer-change-password> with a reset token', () => {
  it('reads the token from the address, checks it, and changes the password without the current one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const go = spyNavigation();
    const api = fakeApi({ validateResetToken: { email: 'maria@example.com', idCustomer: 1 }, changePassword: { message: '' } });
    visit('/customer/changepassword/ChangePasswordToken/tok-123');
    render(<CustomerChangePassword />);
    expect(screen.getByRole('status')).toHaveTextContent('Verificando o link…');
    expect(await screen.findByText('Nova senha para maria@example.com.')).toBeInTheDocument();
    expect(api.calls[0]!.json).toEqual({ token: 'tok-123' });
    expect(screen.queryByLabelText('Senha atual')).not.toBeInTheDocument();
    await user.type(newPassword(), 'Tucano-Verde-42');
    await user.type(confirm(), 'Tucano-Verde-42');
    await user.click(screen.getByRole('button', { name: 'ALTERAR SENHA' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Senha alterada com sucesso!');
    expect(api.calls.find((c) => c.operation === 'changePassword')?.json).toEqual({
      token: 'tok-123',
      password: 'Tucano-Verde-42',
      passwordConfirm: 'Tucano-Verde-42',
      location: 'changepassword',
    });
    expect(go).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(3000));
    expect(go).toHaveBeenCalledWith('/customer/login');
  });

  it.each([
    ['the server text', { fail: 'Link expirado ou já utilizado.', status: 400 }, 'Link expirado ou já utilizado.'],
    ['the default text', { fail: '', status: 500 }, 'Erro ao realizar a solicitação'],
  ] as const)('an invalid token shows %s, then /customer/forgot after 3000 ms', async (_case, answer, text) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const go = spyNavigation();
    fakeApi({ validateResetToken: answer });
    render(<CustomerChangePassword token="velho" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByLabelText('Nova senha')).not.toBeInTheDocument();
    // (the fake clock also follows real time a little: shouldAdvanceTime)
    act(() => vi.advanceTimersByTime(2500));
    expect(go).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));
    expect(go).toHaveBeenCalledWith('/customer/forgot');
  });

  it('an offline check counts as an invalid token', async () => {
    fakeApi({ validateResetToken: offline });
    render(<CustomerChangePassword token="t" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao realizar a solicitação');
  });

  it('an answer without an e-mail goes to /customer', async () => {
    const go = spyNavigation();
    fakeApi({ validateResetToken: { idCustomer: 1 } as never });
    render(<CustomerChangePassword token="t" />);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
  });

  it('changes the password on Enter in the confirmation, and checks the fields first', async () => {
    const api = fakeApi({ validateResetToken: { email: 'maria@example.com', idCustomer: 1 }, changePassword: { message: '' } });
    const user = userEvent.setup();
    render(<CustomerChangePassword token="t" />);
    await user.type(await screen.findByLabelText('Nova senha'), 'Tucano-Verde-42');
    await user.type(confirm(), 'Tucano-Verde-4{Enter}');
    await waitFor(() => expect(confirm()).toHaveAccessibleDescription('As senhas digitadas são diferentes!'));
    expect(api.count('changePassword')).toBe(0);
    await user.type(confirm(), '2{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Senha alterada com sucesso!');
    expect(api.count('changePassword')).toBe(1);
  });

  it('shows the server message on success when it sends one', async () => {
    fakeApi({ validateResetToken: { email: 'maria@example.com', idCustomer: 1 }, changePassword: { message: 'Sua senha foi trocada.' } });
    render(<CustomerChangePassword token="t" />);
    await userEvent.type(await screen.findByLabelText('Nova senha'), 'Tucano-Verde-42');
    await userEvent.type(confirm(), 'Tucano-Verde-42');
    await change();
    expect(await screen.findByRole('status')).toHaveTextContent('Sua senha foi trocada.');
  });
});

describe('<jet-customer-change-password>: the password policy (issue 22, ASVS 5.0 V6.2)', () => {
  it('refuses a common or breached password before any request, hints the strength, and sends a good one', async () => {
    const api = fakeApi({ validateResetToken: { email: 'maria@example.com', idCustomer: 1 }, changePassword: { message: '' } });
    const user = userEvent.setup();
    render(<CustomerChangePassword token="t" />);
    const field = await screen.findByLabelText('Nova senha');
    expect(field).toHaveAttribute('autocomplete', 'new-password');
    expect(field).toHaveAccessibleDescription(/Use ao menos 8 caracteres/);

    await user.type(field, 'Senha@123');
    await user.type(confirm(), 'Senha@123');
    await waitFor(() => expect(screen.getByText('Senha fraca')).toBeInTheDocument(), { timeout: 10_000 });
    await change();
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Essa senha é muito comum ou já apareceu em vazamentos\. Escolha outra\./));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.operation === 'changePassword')).toBe(false);

    await user.clear(field);
    await user.type(field, 'sabia laranjeira');
    await waitFor(() => expect(screen.getByText(/^Senha (média|forte)$/)).toBeInTheDocument());
    expect(field).toHaveAccessibleDescription(/Senha (média|forte)/);
    await user.clear(confirm());
    await user.type(confirm(), 'sabia laranjeira');
    await change();
    expect(await screen.findByRole('status')).toHaveTextContent('Senha alterada com sucesso!');
    expect(api.calls.find((c) => c.operation === 'changePassword')?.json).toMatchObject({ password: 'sabia laranjeira' });
  }, 20_000);

  it('refuses fewer than 8 characters at once (no list needed)', async () => {
    fakeApi({ validateResetToken: { email: 'maria@example.com', idCustomer: 1 } });
    const user = userEvent.setup();
    render(<CustomerChangePassword token="t" />);
    const field = await screen.findByLabelText('Nova senha');
    await user.type(field, 'abc');
    await user.tab();
    await waitFor(() => expect(field).toHaveAccessibleDescription(/A senha deve ter no mínimo 8 dígitos/));
  });
});

describe('<jet-customer-change-password> signed in', () => {
  it('sends visitors and customers without a password to /customer', async () => {
    const go = spyNavigation();
    fakeApi({ loginStatus: { data: signedOut } });
    const { unmount } = render(<CustomerChangePassword />);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
    expect(screen.queryByLabelText('Nova senha')).not.toBeInTheDocument();
    unmount();
    go.mockClear();
    fakeApi({ loginStatus: { data: signedInWithoutPassword } });
    render(<CustomerChangePassword />);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
  });

  it('asks for the current password and applies the rules before sending', async () => {
    const api = fakeApi({ loginStatus: { data: signedIn } });
    render(<CustomerChangePassword />);
    expect(await screen.findByRole('heading', { name: 'Alterar senha' })).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText('Senha atual'), 'antiga');
    await userEvent.type(newPassword(), 'curta');
    await userEvent.type(confirm(), 'outraSenha1');
    await change();
    expect(await screen.findByText('A senha deve ter no mínimo 8 dígitos')).toBeInTheDocument();
    expect(screen.getByText('As senhas digitadas são diferentes!')).toBeInTheDocument();
    expect(api.count('changePassword')).toBe(0);
  });

  it('sends the current password and shows the server failure, keeping what was typed', async () => {
    const api = fakeApi({ loginStatus: { data: signedIn }, changePassword: { fail: 'Senha atual incorreta.', status: 400 } });
    render(<CustomerChangePassword />);
    await userEvent.type(await screen.findByLabelText('Senha atual'), 'antiga123');
    await userEvent.type(newPassword(), 'Tucano-Verde-42');
    await userEvent.type(confirm(), 'Tucano-Verde-42');
    await change();
    expect(await screen.findByRole('alert')).toHaveTextContent('Senha atual incorreta.');
    expect(api.calls.find((c) => c.operation === 'changePassword')?.json).toEqual({
      passwordOld: 'antiga123',
      password: 'Tucano-Verde-42',
      passwordConfirm: 'Tucano-Verde-42',
      location: 'changepassword',
    });
    expect(newPassword()).toHaveValue('Tucano-Verde-42');
  });
});
