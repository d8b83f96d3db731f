import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Reply, fakeApi } from '../../fixtures/mock-api';
import { company, signedIn } from '../../fixtures/api-data';
import { emit, listen } from '../../../src/events';
import { $loginStatus } from '../../../src/stores/login-status';
import { Login } from '../../../widgets/login/login';
import LoginModal from '../../../widgets/login/login-modal';
import { offline, resetPage, spyNavigation, visit } from './helpers';

afterEach(resetPage);

const username = () => screen.getByRole('textbox', { name: 'E-mail, CPF ou CNPJ' });
const password = () => screen.getByLabelText('Senha');
const enter = () => userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

describe('<jet-login>', () => {
  it('shows the fields, the recover links and both links to the identification step', () => {
    fakeApi({ company, socialProviders: [] });
    render(<Login />);
    expect(screen.getByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    expect(username()).toBeInTheDocument();
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute('href', '/customer/forgot');
    expect(screen.getByRole('link', { name: 'Esqueci meu e-mail' })).toHaveAttribute('href', '/customer/recoverEmail');
    expect(screen.getByRole('link', { name: 'Primeiro Acesso? Cadastre-se' })).toHaveAttribute('href', '/customer/accesskey');
    expect(screen.getByRole('link', { name: 'Comprou e não possui senha? Cadastre-se' })).toHaveAttribute('href', '/customer/accesskey');
  });

  it('signs in: the shared status, jet:login and the account page', async () => {
    const go = spyNavigation();
    const api = fakeApi({ company, socialProviders: [], login: { data: signedIn } });
    const onLogin = vi.fn();
    const stop = listen('jet:login', onLogin);
    render(<Login />);
    await userEvent.type(username(), 'maria@example.com');
    await userEvent.type(password(), 'segredo123');
    await enter();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
    expect(api.calls.find((c) => c.operation === 'login')?.json).toEqual({ username: 'maria@example.com', password: 'segredo123', tokenRecaptcha: 'offline:Login' });
    expect($loginStatus.get().data).toEqual({ data: signedIn });
    expect(onLogin).toHaveBeenCalledWith(signedIn, expect.anything());
    stop();
  });

  it('goes to its return-url after signing in', async () => {
    const go = spyNavigation();
    fakeApi({ company, socialProviders: [], login: { data: signedIn } });
    render(<Login returnUrl="/checkout" />);
    await userEvent.type(username(), '52998224725');
    expect(username()).toHaveValue('529.982.247-25');
    await userEvent.type(password(), 'segredo123');
    await enter();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/checkout'));
  });

  it('shows the server text as it is and keeps what was typed', async () => {
    const go = spyNavigation();
    fakeApi({ company, socialProviders: [], login: { fail: 'E-mail ou senha inválidos.', status: 401 } });
    render(<Login />);
    await userEvent.type(username(), 'maria@example.com');
    await userEvent.type(password(), 'errada');
    await enter();
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha inválidos.');
    expect(username()).toHaveValue('maria@example.com');
    expect(password()).toHaveValue('errada');
    expect(go).not.toHaveBeenCalled();
  });

  it('survives a network failure, a page that is not JSON and an answer that signs nobody in', async () => {
    const go = spyNavigation();
    const api = fakeApi({ company, socialProviders: [], login: offline });
    render(<Login />);
    await userEvent.type(username(), 'maria@example.com');
    await userEvent.type(password(), 'segredo123');
    await enter();
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível falar com a loja');

    api.set('login', new Reply(200, '<html>oops</html>', 'text/html'));
    await enter();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado');

    api.set('login', { data: { authenticated: false } } as never);
    await enter();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado');
    expect(go).not.toHaveBeenCalled();
    expect(password()).toHaveValue('segredo123');
  });

  it('says so when the store does not answer in time, and the form can be sent again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = fakeApi({ company, socialProviders: [], login: 'loading' });
    render(<Login />);
    await user.type(username(), 'maria@example.com');
    await user.type(password(), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('button', { name: 'Enviando…' })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_001);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('A loja demorou para responder');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    expect(password()).toHaveValue('segredo123');
    expect(api.count('login')).toBe(1);
  });

  it('checks the fields before sending: username 3+ characters, password required', async () => {
    const api = fakeApi({ company, socialProviders: [] });
    render(<Login />);
    await userEvent.type(username(), 'ab');
    await enter();
    expect(await screen.findByText('Informe ao menos 3 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Informe a Senha')).toBeInTheDocument();
    expect(screen.getByText('Preencha os campos corretamente!')).toBeInTheDocument();
    expect(api.count('login')).toBe(0);
  });

  it('signs in on Enter in the password, as the button does', async () => {
    const go = spyNavigation();
    const api = fakeApi({ company, socialProviders: [], login: { data: signedIn } });
    render(<Login />);
    await userEvent.type(username(), 'maria@example.com');
    await userEvent.type(password(), 'segredo123{Enter}');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
    expect(api.calls.find((c) => c.operation === 'login')?.json).toEqual({ username: 'maria@example.com', password: 'segredo123', tokenRecaptcha: 'offline:Login' });
  });

  it('checks the fields on Enter and sends nothing while they are invalid', async () => {
    const api = fakeApi({ company, socialProviders: [], login: { data: signedIn } });
    render(<Login />);
    await userEvent.type(username(), 'maria@example.com{Enter}');
    expect(await screen.findByText('Informe a Senha')).toBeInTheDocument();
    expect(screen.getByText('Preencha os campos corretamente!')).toBeInTheDocument();
    await waitFor(() => expect(password()).toHaveFocus());
    expect(api.count('login')).toBe(0);
  });

  it.each([
    [1, 'O link para concluir o cadastro está incompleto'],
    [2, 'Não encontramos o cadastro deste link'],
    [3, 'não tem a chave de acesso'],
  ])('explains v=%i', (v, text) => {
    fakeApi({ company, socialProviders: [] });
    visit(`/customer/login?v=${v}`);
    render(<Login />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('shows no notice for another v', () => {
    fakeApi({ company, socialProviders: [] });
    visit('/customer/login?v=9');
    render(<Login />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the social buttons when the store has them', async () => {
    fakeApi({ company, socialProviders: [{ name: 'Google', appId: 'offline-google' }] });
    render(<Login />);
    expect(await screen.findByRole('button', { name: 'Entrar com Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuar com Facebook' })).not.toBeInTheDocument();
  });
});

describe('<jet-login-modal>', () => {
  it('opens on jet:login-open with the identifier locked, closes on Escape and gives focus back', async () => {
    fakeApi({ company, socialProviders: [] });
    render(
      <>
        <button type="button" onClick={() => emit('jet:login-open', { identifier: 'maria@example.com' })}>
          Abrir
        </button>
        <LoginModal />
      </>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Entre na sua conta' });
    expect(within(dialog).getByRole('textbox', { name: 'E-mail, CPF ou CNPJ' })).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Senha')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('opens empty without an identifier, says when it is invalid, and closes with Fechar', async () => {
    const api = fakeApi({ company, socialProviders: [] });
    render(<LoginModal />);
    act(() => emit('jet:login-open', {}));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: 'E-mail, CPF ou CNPJ' });
    expect(field).not.toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    expect(await within(dialog).findByText('Preencha os campos corretamente!')).toBeInTheDocument();
    expect(api.count('login')).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('works as the custom element: only a listener until theme code opens it', async () => {
    fakeApi({ company, socialProviders: [] });
    await import('../../../widgets/login/login-modal.element');
    const element = document.createElement('jet-login-modal');
    element.setAttribute('return-url', '/checkout');
    document.body.append(element);
    // the tag has rendered and whatever it loads at once has arrived: still no dialog
    await act(() => vi.dynamicImportSettled());
    expect(element.querySelector('dialog')).toBeNull();
    act(() => emit('jet:login-open', { identifier: '529.982.247-25' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail, CPF ou CNPJ' })).toHaveValue('529.982.247-25');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // opened again by the loaded modal's own listener
    act(() => emit('jet:login-open', {}));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail, CPF ou CNPJ' })).not.toHaveAttribute('readonly');
    element.remove();
  });
});

describe('<jet-login> when the account is under attack (limits without lockout)', () => {
  const askBotCheck = () => new Reply(400, { error: 'Por segurança, confirme que você não é um robô para continuar.', code: 'BOT_CHECK_REQUIRED' });

  it('gets a fresh bot-check token and sends again when the server asks for one', async () => {
    const go = spyNavigation();
    let calls = 0;
    const api = fakeApi({ company, socialProviders: [], login: () => (++calls === 1 ? askBotCheck() : { data: signedIn }) });
    render(<Login />);
    await userEvent.type(username(), 'maria@example.com');
    await userEvent.type(password(), 'segredo123');
    await enter();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
    expect(api.calls.filter((c) => c.operation === 'login').map((c) => (c.json as { tokenRecaptcha: string }).tokenRecaptcha)).toEqual(['offline:Login', 'offline:Login']);
  });

  it('shows the pt-BR text when the bot check is still asked for, keeping what was typed', async () => {
    const go = spyNavigation();
    fakeApi({ company, socialProviders: [], login: askBotCheck });
    render(<Login />);
    await userEvent.type(username(), 'maria@example.com');
    await userEvent.type(password(), 'segredo123');
    await enter();
    expect(await screen.findByRole('alert')).toHaveTextContent('Por segurança, confirme que você não é um robô para continuar.');
    expect(username()).toHaveValue('maria@example.com');
    expect(password()).toHaveValue('segredo123');
    expect(go).not.toHaveBeenCalled();
  });

  it('tells the wait of a growing delay and keeps what was typed', async () => {
    fakeApi({
      company,
      socialProviders: [],
      login: new Reply(429, { error: 'Muitas tentativas erradas nesta conta. Aguarde 4 segundos e tente novamente.', code: 'ACCOUNT_DELAY', retryAfter: 4 }),
    });
    render(<Login />);
    await userEvent.type(username(), 'maria@example.com');
    await userEvent.type(password(), 'segredo123');
    await enter();
    expect(await screen.findByRole('alert')).toHaveTextContent('Aguarde 4 segundos e tente novamente.');
    expect(password()).toHaveValue('segredo123');
  });
});
