import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../fixtures/mock-api';
import { signedIn } from '../../fixtures/api-data';
import type { SocialCredential } from '../../../src/api/operations';
import { keptIdentifier, keptSocialSignup } from '../../../src/customer/identifier-storage';
import { offlineCredential, socialAdapters, SocialError, type SocialErrorCode } from '../../../src/customer/social';
import { fakeSocialProviders } from '../../fixtures/social-adapter';
import { company } from '../../fixtures/api-data';
import { listen } from '../../../src/events';
import { SocialLogin } from '../../../src/customer/sign-in/social-login';
import { clampSocialWidth, configuredProviders } from '../../../src/customer/sign-in/use-social-login';
import { resetPage, spyNavigation } from './helpers';

afterEach(() => {
  socialAdapters.override = undefined;
  resetPage();
});

const offlineGoogle = [{ name: 'Google' as const, appId: 'offline-google', enabled: true }];
const visitor = { authenticated: false, hasPassword: false, idCustomer: null, name: null };

/** Decodes the offline credential's payload, as the server does. */
function payloadOf(credential: string) {
  const [part] = credential.split('.');
  const binary = atob(part!.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))) as Record<string, string>;
}

async function fillOfflineDialog(name: string, email: string, provider = 'Google') {
  const dialog = await screen.findByRole('dialog', { name: `Entrar com ${provider} (demonstração)` });
  await userEvent.type(within(dialog).getByLabelText('Nome'), name);
  if (email) await userEvent.type(within(dialog).getByLabelText('E-mail'), email);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
}

describe('<jet-social-login>', () => {
  it('renders nothing when the store has no provider', async () => {
    const api = fakeApi({ socialProviders: [] });
    const { container } = render(<SocialLogin />);
    await waitFor(() => expect(api.count('socialProviders')).toBe(1));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a button per configured provider, Google first, and ignores entries without an app id', async () => {
    fakeApi({ socialProviders: [{ name: 'Facebook', appId: '123' }, { name: 'Google', appId: '' }, { name: 'Google', appId: 'g-1' }] });
    render(<SocialLogin />);
    const buttons = await screen.findAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Entrar com Google', 'Continuar com Facebook']);
    expect(configuredProviders(null)).toEqual([]);
  });

  it("shows each provider's mark beside its name, hidden from screen readers (no letters standing for a logo)", async () => {
    fakeApi({ socialProviders: [{ name: 'Google', appId: 'g-1' }, { name: 'Facebook', appId: '123' }] });
    render(<SocialLogin />);
    for (const [name, provider] of [['Entrar com Google', 'google'], ['Continuar com Facebook', 'facebook']] as const) {
      const button = await screen.findByRole('button', { name });
      expect(button).toHaveTextContent(new RegExp(`^${name}$`));
      expect(button).toHaveClass(`jet-social-login__button--${provider}`);
      expect(button.querySelector('.jet-social-login__icon')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it("shows no button for a provider the store's status check disabled", async () => {
    fakeApi({ socialProviders: [{ name: 'Google', appId: 'g-1', enabled: true }, { name: 'Facebook', appId: '4242', enabled: false }] });
    render(<SocialLogin />);
    expect(await screen.findByRole('button', { name: 'Entrar com Google' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Continuar com Facebook' })).not.toBeInTheDocument();
  });

  it('renders nothing when every provider is disabled', async () => {
    const api = fakeApi({ socialProviders: [{ name: 'Google', appId: 'offline-google', enabled: false }, { name: 'Facebook', appId: '', enabled: false }] });
    const { container } = render(<SocialLogin />);
    await waitFor(() => expect(api.count('socialProviders')).toBe(1));
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the width within 200–400 px', async () => {
    expect(clampSocialWidth(100)).toBe(200);
    expect(clampSocialWidth('500')).toBe(400);
    expect(clampSocialWidth(250)).toBe(250);
    expect(clampSocialWidth(undefined)).toBe(300);
    expect(clampSocialWidth('largo')).toBe(300);
    fakeApi({ socialProviders: offlineGoogle });
    const { container } = render(<SocialLogin width={1000} />);
    await screen.findByRole('button', { name: 'Entrar com Google' });
    expect((container.firstChild as HTMLElement).style.getPropertyValue('--jet-social-width')).toBe('400px');
  });

  it('signs in through the offline provider with the server format and goes to /customer', async () => {
    const go = spyNavigation();
    const api = fakeApi({ socialProviders: offlineGoogle, loginSocial: { next: 'signed-in', social: true, data: signedIn, email: 'maria@example.com', name: 'Maria da Silva' } });
    const onLogin = vi.fn();
    const stop = listen('jet:login', onLogin);
    render(<SocialLogin />);
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar com Google' }));
    await fillOfflineDialog('Maria da Silva', 'Maria@Example.com');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
    const sent = api.calls.find((c) => c.operation === 'loginSocial')?.json as SocialCredential;
    expect(sent).toMatchObject({ appName: 'Google', appId: 'offline-google', nameCustomer: 'Maria da Silva', emailCustomer: 'maria@example.com' });
    expect(sent.credential).toMatch(/^[A-Za-z0-9_-]+\.offline$/);
    expect(payloadOf(sent.credential)).toEqual({ sub: 'offline-google|maria@example.com', email: 'maria@example.com', name: 'Maria da Silva', aud: 'offline-google' });
    expect(onLogin).toHaveBeenCalledOnce();
    stop();
  });

  it('keeps the social sign-up and goes to the registration when no account has the e-mail', async () => {
    const go = spyNavigation();
    fakeApi({ socialProviders: offlineGoogle, loginSocial: { next: 'register', social: true, data: { ...signedIn, authenticated: false }, email: 'ana@exemplo.com.br', name: 'Ana Lúcia' } });
    render(<SocialLogin />);
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar com Google' }));
    await fillOfflineDialog('Ana Lúcia', 'ana@exemplo.com.br');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
    expect(keptSocialSignup()).toMatchObject({ appName: 'Google', nameCustomer: 'Ana Lúcia', emailCustomer: 'ana@exemplo.com.br' });
    expect(payloadOf(keptSocialSignup()!.credential).name).toBe('Ana Lúcia');
  });

  it('checks the offline dialog and treats Cancelar as a cancelled login', async () => {
    const api = fakeApi({ socialProviders: offlineGoogle });
    render(<SocialLogin />);
    const google = await screen.findByRole('button', { name: 'Entrar com Google' });
    await userEvent.click(google);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'sem-arroba');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(within(dialog).getByText('Informe seu nome')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe um email válido')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Login cancelado ou não autorizado por completo.');
    expect(api.count('loginSocial')).toBe(0);
    expect(google).toBeEnabled();
  });

  it.each<[SocialErrorCode, string]>([
    ['blocked', 'O navegador bloqueou a janela de login do Facebook'],
    ['sdk-failed', 'Não foi possível carregar o login do Facebook'],
    ['not-signed-in', 'Você não entrou na sua conta do Facebook'],
    ['provider-not-found', 'Este login social não está disponível nesta loja.'],
    ['not-ready', 'O login do Facebook ainda não está pronto. Aguarde um instante e tente novamente.'],
    ['refresh-unsupported', 'O login do Facebook expirou e não pode ser renovado. Clique no botão do Facebook para entrar novamente.'],
    ['access-token-unsupported', 'O login do Facebook não fornece um token de acesso. Entre com o seu e-mail e senha.'],
  ])('says in Portuguese when the provider fails: %s', async (code, text) => {
    fakeSocialProviders(() => ({ signIn: () => Promise.reject(new SocialError(code)) }));
    fakeApi({ socialProviders: [{ name: 'Facebook', appId: '123' }] });
    render(<SocialLogin />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar com Facebook' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('shows the server text when it refuses the credential, and a failure for a nonsense answer', async () => {
    const credential = offlineCredential('Google', 'g-1', { name: 'Ana', email: 'ana@exemplo.com.br' });
    fakeSocialProviders(() => ({ signIn: () => Promise.resolve(credential) }));
    const go = spyNavigation();
    const api = fakeApi({ socialProviders: [{ name: 'Google', appId: 'g-1' }], loginSocial: { fail: 'Não foi possível confirmar o login social.', status: 401 } });
    render(<SocialLogin />);
    const google = await screen.findByRole('button', { name: 'Entrar com Google' });
    await userEvent.click(google);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível confirmar o login social.');
    api.set('loginSocial', { ok: true } as never);
    await userEvent.click(google);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível entrar com o Google. Tente novamente.'));
    expect(go).not.toHaveBeenCalled();
  });

  it('disables the buttons while a sign-in runs', async () => {
    fakeSocialProviders(() => ({ signIn: () => new Promise(() => undefined) }));
    fakeApi({ socialProviders: [{ name: 'Google', appId: 'g-1' }, { name: 'Facebook', appId: 'f-1' }] });
    render(<SocialLogin />);
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar com Google' }));
    expect(screen.getByRole('button', { name: 'Entrando…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continuar com Facebook' })).toBeDisabled();
  });

  describe('a sign-in the store finds expired', () => {
    const expired = { fail: 'O seu login com o Google expirou. Entre novamente.', status: 401, code: 'SOCIAL_EXPIRED' } as const;

    it('asks the provider for a fresh credential once and signs in with it', async () => {
      const go = spyNavigation();
      const first = offlineCredential('Google', 'g-1', { name: 'Ana', email: 'ana@exemplo.com.br' });
      const fresh = { ...first, credential: 'renovada' };
      const refreshToken = vi.fn(() => Promise.resolve(fresh));
      fakeSocialProviders(() => ({ signIn: () => Promise.resolve(first), refreshToken }));
      const api = fakeApi({
        socialProviders: [{ name: 'Google', appId: 'g-1', enabled: true }],
        loginSocial: (request) => (request.json as SocialCredential).credential === 'renovada' ? { next: 'signed-in', social: true, data: signedIn, email: 'ana@exemplo.com.br', name: 'Ana' } : expired,
      });
      render(<SocialLogin />);
      await userEvent.click(await screen.findByRole('button', { name: 'Entrar com Google' }));
      await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
      expect(refreshToken).toHaveBeenCalledOnce();
      expect(api.count('loginSocial')).toBe(2);
    });

    it("says so when the provider cannot renew it, and a second expiry is the server's text", async () => {
      const credential = offlineCredential('Facebook', '4242', { name: 'Ana', email: 'ana@exemplo.com.br' });
      fakeSocialProviders(() => ({ signIn: () => Promise.resolve(credential) }));
      const api = fakeApi({ socialProviders: [{ name: 'Facebook', appId: '4242', enabled: true }], loginSocial: expired });
      render(<SocialLogin />);
      const facebook = await screen.findByRole('button', { name: 'Continuar com Facebook' });
      await userEvent.click(facebook);
      expect(await screen.findByRole('alert')).toHaveTextContent('O login do Facebook expirou e não pode ser renovado. Clique no botão do Facebook para entrar novamente.');
      expect(api.count('loginSocial')).toBe(1);
      expect(facebook).toBeEnabled();

      fakeSocialProviders(() => ({ signIn: () => Promise.resolve(credential), refreshToken: () => Promise.resolve(credential) }));
      await userEvent.click(facebook);
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('O seu login com o Google expirou. Entre novamente.'));
      expect(api.count('loginSocial')).toBe(3);
    });
  });

  describe('a provider that gives no e-mail (the login is not social)', () => {
    const noEmail = { next: 'email', social: false, data: visitor, email: '', name: 'Ana Lúcia' } as const;
    const offlineFacebook = [{ name: 'Facebook' as const, appId: 'offline-facebook', enabled: true }];
    const emailStep = () => screen.findByRole('form', { name: 'Continue com o seu e-mail' });

    it('asks for the e-mail instead of showing an error, and checks it before any request', async () => {
      const go = spyNavigation();
      const api = fakeApi({ company, socialProviders: offlineFacebook, loginSocial: noEmail });
      render(<SocialLogin />);
      await userEvent.click(await screen.findByRole('button', { name: 'Continuar com Facebook' }));
      await fillOfflineDialog('Ana Lúcia', '', 'Facebook');
      const form = await emailStep();
      expect(within(form).getByText('O Facebook não informou o seu e-mail. Informe o seu e-mail para continuar.')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      const email = within(form).getByRole('textbox', { name: 'E-mail' });
      await waitFor(() => expect(email).toHaveFocus());
      expect(payloadOf((api.calls.find((c) => c.operation === 'loginSocial')?.json as SocialCredential).credential).email).toBe('');

      await userEvent.type(email, 'ana@');
      await userEvent.click(within(form).getByRole('button', { name: 'Continuar' }));
      expect(within(form).getByText('Informe um email válido')).toBeInTheDocument();
      expect(email).toHaveAccessibleDescription('Informe um email válido');
      expect(api.count('identification')).toBe(0);
      expect(go).not.toHaveBeenCalled();
    });

    it('goes on as an identification: a new e-mail goes to the registration with the provider kept for it', async () => {
      const go = spyNavigation();
      const api = fakeApi({ company, socialProviders: offlineFacebook, loginSocial: noEmail, identification: { next: 'unknown', email: null, automaticSecurePasswordGeneration: false } });
      render(<SocialLogin />);
      await userEvent.click(await screen.findByRole('button', { name: 'Continuar com Facebook' }));
      await fillOfflineDialog('Ana Lúcia', '', 'Facebook');
      const form = await emailStep();
      await userEvent.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'Ana@Exemplo.com.br');
      await userEvent.click(within(form).getByRole('button', { name: 'Continuar' }));
      await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
      expect(api.calls.find((c) => c.operation === 'identification')?.json).toMatchObject({ identifier: 'Ana@Exemplo.com.br', type: 'email' });
      expect(keptIdentifier()).toEqual({ identifier: 'Ana@Exemplo.com.br', type: 'email' });
      expect(keptSocialSignup()).toMatchObject({ appName: 'Facebook', nameCustomer: 'Ana Lúcia', emailCustomer: 'ana@exemplo.com.br' });
    });

    it('sends a known e-mail without a password to the access code, and shows a failed lookup in the step', async () => {
      const go = spyNavigation();
      const api = fakeApi({ company, socialProviders: offlineFacebook, loginSocial: noEmail, identification: { fail: 'Muitas tentativas. Tente novamente em instantes.', status: 429 } });
      render(<SocialLogin />);
      await userEvent.click(await screen.findByRole('button', { name: 'Continuar com Facebook' }));
      await fillOfflineDialog('Ana Lúcia', '', 'Facebook');
      const form = await emailStep();
      await userEvent.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'joao@example.com');
      await userEvent.click(within(form).getByRole('button', { name: 'Continuar' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent('Muitas tentativas. Tente novamente em instantes.');
      expect(within(form).getByRole('textbox', { name: 'E-mail' })).toHaveValue('joao@example.com');
      api.set('identification', { next: 'code-sent', email: 'joao@example.com', automaticSecurePasswordGeneration: true });
      await userEvent.click(within(form).getByRole('button', { name: 'Continuar' }));
      await waitFor(() => expect(go).toHaveBeenCalledWith('/customer/checkaccesskey?email=joao%40example.com'));
    });
  });
});
