import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signedIn } from '../test/fixtures/api-data';
import { mockApi } from '../test/fixtures/mock-api';
import { SocialLoginView } from '../src/customer/sign-in/social-login';
import { offlineCredential, socialAdapters } from '../src/customer/social';
import { fakeSocialProviders } from '../test/fixtures/social-adapter';
import { offlineProviders, providerFails } from './customer-auth-fixtures';
import { fromModel, tag, tagMeta } from './harness/tag-story';

// Google and Facebook sign-in buttons, shown when the store configures their app ids.
const meta = {
  title: 'Customer/Social login',
  ...tagMeta('jet-social-login', {
    parameters: { msw: mockApi({ socialProviders: [] }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const SocialNotConfigured: Story = {};

export const SocialConfigured: Story = {
  args: { width: 260 },
  parameters: { msw: mockApi({ socialProviders: offlineProviders, loginSocial: { next: 'signed-in', social: true, data: signedIn, email: 'maria@example.com', name: 'Maria da Silva' } }) },
};

/** The offline provider's dialog (demo store and tests). */
export const SocialOfflineDialog: Story = {
  ...SocialConfigured,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Entrar com Google' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Entrar com Google (demonstração)' })).toBeVisible();
  },
};

const socialError = (code: Parameters<typeof providerFails>[0]): Story => ({
  beforeEach: providerFails(code),
  parameters: { msw: mockApi({ socialProviders: [{ name: 'Facebook', appId: '4242' }, { name: 'Google', appId: 'g-1' }] }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Continuar com Facebook' }));
    await expect(await within(canvasElement).findByRole(code === 'cancelled' ? 'status' : 'alert')).toBeVisible();
  },
});
export const SocialCancelled = socialError('cancelled');
export const SocialPopupBlocked = socialError('blocked');
export const SocialSdkFailed = socialError('sdk-failed');
export const SocialNotReady = socialError('not-ready');

/** The store's status check disabled Facebook (no app secret on the server): only Google shows. */
export const SocialProviderDisabled: Story = {
  parameters: {
    msw: mockApi({ socialProviders: [{ name: 'Google', appId: 'offline-google', enabled: true }, { name: 'Facebook', appId: '4242', enabled: false }] }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Entrar com Google' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Continuar com Facebook' })).toBeNull();
  },
};

/** The store found the Facebook sign-in expired, and Facebook cannot renew it. */
export const SocialRefreshUnsupported: Story = {
  beforeEach: () => {
    fakeSocialProviders((provider) => ({ signIn: () => Promise.resolve(offlineCredential(provider, '4242', { name: 'Ana', email: 'ana@exemplo.com.br' })) }));
    return () => {
      socialAdapters.override = undefined;
    };
  },
  parameters: {
    msw: mockApi({
      socialProviders: [{ name: 'Facebook', appId: '4242', enabled: true }],
      loginSocial: { fail: 'O seu login com o Facebook expirou. Entre novamente.', status: 401, code: 'SOCIAL_EXPIRED' },
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Continuar com Facebook' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('O login do Facebook expirou e não pode ser renovado.');
  },
};

/** Facebook gave no e-mail: the login is not social and the widget asks for the e-mail. */
export const SocialAskEmail: Story = {
  beforeEach: () => {
    fakeSocialProviders((provider) => ({ signIn: () => Promise.resolve(offlineCredential(provider, '4242', { name: 'Ana', email: '' })) }));
    return () => {
      socialAdapters.override = undefined;
    };
  },
  parameters: {
    msw: mockApi({
      socialProviders: [{ name: 'Facebook', appId: '4242', enabled: true }],
      loginSocial: { next: 'email', social: false, data: { authenticated: false, hasPassword: false, idCustomer: null, name: null }, email: '', name: 'Ana' },
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Continuar com Facebook' }));
    await expect(await within(canvasElement).findByRole('form', { name: 'Continue com o seu e-mail' })).toBeVisible();
  },
};

/** A sign-in running (fixed model): the buttons are disabled. */
export const SocialSigningIn: Story = fromModel(() => (
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
));

/** The narrowest and widest buttons (width 100 → 200, 1000 → 400). */
export const SocialWidthClamped: Story = {
  render: () => (
    <>
      {tag('jet-social-login', { width: 100 })}
      {tag('jet-social-login', { width: 1000 })}
    </>
  ),
  parameters: SocialConfigured.parameters,
};
