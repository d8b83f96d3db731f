import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { company, signedIn } from '../test/fixtures/api-data';
import { mockApi } from '../test/fixtures/mock-api';
import { emit } from '../src/events';
import { Login, LoginView } from '../widgets/login/login';
import { LoginDialog } from '../widgets/login/login-dialog';
import { LoginModal } from '../widgets/login/login-modal';
import { SocialLogin, SocialLoginView } from '../widgets/social-login/social-login';
import { offlineProviders, providerFails, stayOnPage } from './customer-auth-fixtures';

const meta = {
  title: 'Customer/Login',
  component: Login,
  beforeEach: stayOnPage,
  parameters: { msw: mockApi({ company, socialProviders: [], login: { data: signedIn } }) },
} satisfies Meta<typeof Login>;
export default meta;
type Story = StoryObj<typeof meta>;

const signIn = async (canvasElement: HTMLElement, username = 'maria@example.com', password = 'segredo123') => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail, CPF ou CNPJ' }), username);
  if (password) await userEvent.type(canvas.getByLabelText('Senha'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
  return canvas;
};

/** No social provider configured: no buttons. */
export const Empty: Story = {};

export const WithSocialButtons: Story = {
  parameters: { msw: mockApi({ company, socialProviders: offlineProviders }) },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'ab', '');
    await expect(await canvas.findByText('Preencha os campos corretamente!')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: mockApi({ company, socialProviders: [], login: 'loading' }) },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Enviando…' })).toBeDisabled();
  },
};

/** The server's text, as it is. */
export const WrongPassword: Story = {
  parameters: { msw: mockApi({ company, socialProviders: [], login: { fail: 'E-mail ou senha inválidos.', status: 401 } }) },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('E-mail ou senha inválidos.');
  },
};

/** Signed in: the page goes to /customer (see Actions). */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Login realizado com sucesso!');
  },
};

const noticeStory = (notice: 1 | 2 | 3): Story => ({ render: () => <LoginView notice={notice} returnUrl="/customer" /> });
/** ?v=1: the finish-registration link was too short. */
export const NoticeV1 = noticeStory(1);
/** ?v=2: the customer lookup failed. */
export const NoticeV2 = noticeStory(2);
/** ?v=3: the code was empty. */
export const NoticeV3 = noticeStory(3);

/** The modal with the identification's identifier locked. */
export const ModalLocked: Story = {
  render: () => <LoginDialog open identifier="maria@example.com" onClose={() => undefined} />,
};

/** The modal opened by theme code (`jet:login-open` without an identifier). */
export const ModalFromEvent: Story = {
  render: function Render() {
    useEffect(() => emit('jet:login-open', {}), []);
    return <LoginModal />;
  },
};

// --- social login ----------------------------------------------------------------------------------------

export const SocialNotConfigured: StoryObj<typeof SocialLogin> = {
  render: () => <SocialLogin />,
};

export const SocialConfigured: StoryObj<typeof SocialLogin> = {
  render: () => <SocialLogin width={260} />,
  parameters: { msw: mockApi({ socialProviders: offlineProviders, loginSocial: { next: 'signed-in', data: signedIn, email: 'maria@example.com', name: 'Maria da Silva' } }) },
};

/** The offline provider's dialog (demo store and tests). */
export const SocialOfflineDialog: StoryObj<typeof SocialLogin> = {
  ...SocialConfigured,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Entrar com Google' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Entrar com Google (demonstração)' })).toBeVisible();
  },
};

const socialError = (code: Parameters<typeof providerFails>[0]): StoryObj<typeof SocialLogin> => ({
  render: () => <SocialLogin />,
  beforeEach: providerFails(code),
  parameters: { msw: mockApi({ socialProviders: [{ name: 'Facebook', appId: '4242' }, { name: 'Google', appId: 'g-1' }] }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Entrar com Facebook' }));
    await expect(await within(canvasElement).findByRole(code === 'cancelled' ? 'status' : 'alert')).toBeVisible();
  },
});
export const SocialCancelled = socialError('cancelled');
export const SocialPopupBlocked = socialError('blocked');
export const SocialSdkFailed = socialError('sdk-failed');
export const SocialNoEmail = socialError('no-email');

/** A sign-in running (fixed model): the buttons are disabled. */
export const SocialSigningIn: StoryObj<typeof SocialLogin> = {
  render: () => (
    <SocialLoginView
      status="ready"
      providers={offlineProviders}
      busy="Google"
      message={null}
      closeMessage={() => undefined}
      ask={null}
      signIn={() => undefined}
      width={300}
    />
  ),
};

/** The narrowest and widest buttons (width 100 → 200, 1000 → 400). */
export const SocialWidthClamped: StoryObj<typeof SocialLogin> = {
  render: () => (
    <>
      <SocialLogin width={100} />
      <SocialLogin width={1000} />
    </>
  ),
  parameters: SocialConfigured.parameters,
};
