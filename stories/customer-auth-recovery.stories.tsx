import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signedIn, signedInWithoutPassword, signedOut } from '../test/fixtures/api-data';
import { mockApi } from '../test/fixtures/mock-api';
import { CustomerChangeEmail, CustomerChangeEmailView, CustomerConfirmEmailView } from '../widgets/customer-change-email/customer-change-email';
import { CustomerChangePassword, CustomerChangePasswordView } from '../widgets/customer-change-password/customer-change-password';
import { CustomerForgotPassword } from '../widgets/customer-forgot-password/customer-forgot-password';
import { CustomerRecoverEmail } from '../widgets/customer-recover-email/customer-recover-email';
import { stayOnPage } from './customer-auth-fixtures';

const meta = {
  title: 'Customer/Password and e-mail',
  component: CustomerForgotPassword,
  beforeEach: stayOnPage,
  parameters: { msw: mockApi({ forgotPassword: { message: 'ok' } }) },
} satisfies Meta<typeof CustomerForgotPassword>;
export default meta;
type Story = StoryObj<typeof meta>;

const forgot = async (canvasElement: HTMLElement, email: string) => {
  const canvas = within(canvasElement);
  if (email) await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), email);
  await userEvent.click(canvas.getByRole('button', { name: 'RECUPERAR SENHA' }));
  return canvas;
};

export const Forgot: Story = {};

export const ForgotInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await forgot(canvasElement, 'maria@');
    await expect(await canvas.findByText('Informe um email válido')).toBeVisible();
  },
};

export const ForgotLoading: Story = {
  parameters: { msw: mockApi({ forgotPassword: 'loading' }) },
  play: async ({ canvasElement }) => {
    const canvas = await forgot(canvasElement, 'maria@example.com');
    await expect(await canvas.findByRole('button', { name: 'Enviando…' })).toBeDisabled();
  },
};

/** Sent, or failed: the same neutral message. */
export const ForgotSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await forgot(canvasElement, 'maria@example.com');
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};

export const ForgotServerError: Story = {
  parameters: { msw: mockApi({ forgotPassword: { fail: 'Erro interno.', status: 500 } }) },
  play: ForgotSent.play,
};

// --- recover e-mail ----------------------------------------------------------------------------------------

type RecoverStory = StoryObj<typeof CustomerRecoverEmail>;
const recover = async (canvasElement: HTMLElement, cpf: string, password: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'CPF ou CNPJ' }), cpf);
  if (password) await userEvent.type(canvas.getByLabelText('Senha'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'RECUPERAR E-MAIL' }));
  return canvas;
};

export const RecoverEmail: RecoverStory = { render: () => <CustomerRecoverEmail /> };

export const RecoverEmailInvalid: RecoverStory = {
  ...RecoverEmail,
  play: async ({ canvasElement }) => {
    const canvas = await recover(canvasElement, '12345678900', '');
    await expect(await canvas.findByText('CPF ou CNPJ inválido')).toBeVisible();
  },
};

export const RecoverEmailFound: RecoverStory = {
  ...RecoverEmail,
  parameters: { msw: mockApi({ recoverEmail: { email: 'maria@example.com' } }) },
  play: async ({ canvasElement }) => {
    const canvas = await recover(canvasElement, '52998224725', 'segredo123');
    await expect(await canvas.findByRole('status')).toHaveTextContent('maria@example.com');
  },
};

export const RecoverEmailNotFound: RecoverStory = {
  ...RecoverEmail,
  parameters: { msw: mockApi({ recoverEmail: { fail: 'Não encontrado.', status: 404 } }) },
  play: async ({ canvasElement }) => {
    const canvas = await recover(canvasElement, '52998224725', 'segredo123');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não foi possível encontrar o seu e-mail.');
  },
};

// --- change password ----------------------------------------------------------------------------------------

type PasswordStory = StoryObj<typeof CustomerChangePassword>;

export const ChangePasswordSignedIn: PasswordStory = {
  render: () => <CustomerChangePassword />,
  parameters: { msw: mockApi({ loginStatus: { data: signedIn }, changePassword: { message: '' } }) },
};

export const ChangePasswordRules: PasswordStory = {
  ...ChangePasswordSignedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Senha atual'), 'antiga');
    await userEvent.type(canvas.getByLabelText('Nova senha'), 'curta');
    await userEvent.type(canvas.getByLabelText('Confirme a nova senha'), 'outra');
    await userEvent.click(canvas.getByRole('button', { name: 'ALTERAR SENHA' }));
    await expect(await canvas.findByText('As senhas digitadas são diferentes!')).toBeVisible();
  },
};

/** Not signed in: the guard sends the visitor to /customer (see Actions). */
export const ChangePasswordSignedOut: PasswordStory = {
  render: () => <CustomerChangePassword />,
  parameters: { msw: mockApi({ loginStatus: { data: signedOut } }) },
};

export const ChangePasswordWithToken: PasswordStory = {
  render: () => <CustomerChangePassword token="tok-123" />,
  parameters: { msw: mockApi({ validateResetToken: { email: 'maria@example.com', idCustomer: 1 }, changePassword: { message: '' } }) },
};

export const ChangePasswordTokenChecking: PasswordStory = {
  render: () => <CustomerChangePassword token="tok-123" />,
  parameters: { msw: mockApi({ validateResetToken: 'loading' }) },
};

/** An invalid token: the server text, then /customer/forgot after 3 s (see Actions). */
export const ChangePasswordTokenInvalid: PasswordStory = {
  render: () => <CustomerChangePassword token="velho" />,
  parameters: { msw: mockApi({ validateResetToken: { fail: 'Link expirado ou já utilizado.', status: 400 } }) },
};

const passwordModel = { submit: async () => undefined, closeMessage: () => undefined, email: 'maria@example.com' };

/** Changed (fixed model): the message, then /customer/login. */
export const ChangePasswordDone: PasswordStory = {
  render: () => (
    <CustomerChangePasswordView
      {...passwordModel}
      withToken
      tokenState="valid"
      guard="allowed"
      done
      message={{ kind: 'success', message: 'Senha alterada com sucesso!', timeout: 0 }}
    />
  ),
};

// --- change e-mail --------------------------------------------------------------------------------------------

type EmailStory = StoryObj<typeof CustomerChangeEmail>;

export const ChangeEmail: EmailStory = {
  render: () => <CustomerChangeEmail />,
  parameters: { msw: mockApi({ loginStatus: { data: signedIn }, changeEmail: { message: 'ok' } }) },
};

export const ChangeEmailMismatch: EmailStory = {
  ...ChangeEmail,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Novo e-mail' }), 'nova@exemplo.com.br');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Confirme o e-mail' }), 'outra@exemplo.com.br');
    await userEvent.click(canvas.getByRole('button', { name: 'ALTERAR E-MAIL' }));
    await expect(await canvas.findByText('Os endereços de e-mail não conferem.')).toBeVisible();
  },
};

/** Asked with the current password: the link went to the new address; nothing changed yet. */
export const ChangeEmailDone: EmailStory = {
  ...ChangeEmail,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Novo e-mail' }), 'nova@exemplo.com.br');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Confirme o e-mail' }), 'nova@exemplo.com.br');
    await userEvent.type(canvas.getByLabelText('Senha atual'), 'Senha@123');
    await userEvent.click(canvas.getByRole('button', { name: 'ALTERAR E-MAIL' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Enviamos um link de confirmação para nova@exemplo.com.br.');
  },
};

/** The current password missing: 'Informe a senha atual', nothing sent. */
export const ChangeEmailPasswordMissing: EmailStory = {
  ...ChangeEmail,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Novo e-mail' }), 'nova@exemplo.com.br');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Confirme o e-mail' }), 'nova@exemplo.com.br');
    await userEvent.click(canvas.getByRole('button', { name: 'ALTERAR E-MAIL' }));
    await expect(await canvas.findByText('Informe a senha atual')).toBeVisible();
  },
};

/** A wrong current password: the server's text under 'Erro ao alterar o e-mail'. */
export const ChangeEmailWrongPassword: EmailStory = {
  render: () => <CustomerChangeEmail />,
  parameters: {
    msw: mockApi({ loginStatus: { data: signedIn }, changeEmail: { fail: 'A senha atual está incorreta.', status: 400 } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Novo e-mail' }), 'nova@exemplo.com.br');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Confirme o e-mail' }), 'nova@exemplo.com.br');
    await userEvent.type(canvas.getByLabelText('Senha atual'), 'errada');
    await userEvent.click(canvas.getByRole('button', { name: 'ALTERAR E-MAIL' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('A senha atual está incorreta.');
  },
};

/** An account without a password (access code, social sign-in): a code to the current address first. */
export const ChangeEmailWithCode: EmailStory = {
  render: () => <CustomerChangeEmail />,
  parameters: {
    msw: mockApi({ loginStatus: { data: signedInWithoutPassword }, sendEmailChangeCode: { retryAfter: 60 }, changeEmail: { message: 'ok' } }),
  },
};

/** The code sent: its field, and the resend's cooldown. */
export const ChangeEmailCodeSent: EmailStory = {
  ...ChangeEmailWithCode,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enviar código' }));
    await expect(await canvas.findByRole('textbox', { name: 'Código recebido no e-mail atual' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Reenviar código em \d+ s/ })).toBeDisabled();
  },
};

/** Asked (fixed model): the link went to the new address. */
export const ChangeEmailPending: EmailStory = {
  render: () => (
    <CustomerChangeEmailView
      guard="allowed"
      submit={async () => true}
      message={null}
      closeMessage={() => undefined}
      pending="nova@exemplo.com.br"
      again={() => undefined}
    />
  ),
};

// --- the confirmation link's landing (/customer/confirmar-email?token=…) ------------------------------------

const confirmModel = { token: 'abc123', message: null, confirm: () => undefined, closeMessage: () => undefined };

export const ConfirmEmail: EmailStory = {
  render: () => <CustomerChangeEmail token="abc123" />,
  parameters: { msw: mockApi({ loginStatus: { data: signedOut }, confirmEmailChange: { message: 'E-mail alterado com sucesso' } }) },
};

export const ConfirmEmailDone: EmailStory = {
  ...ConfirmEmail,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'CONFIRMAR E-MAIL' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('E-mail alterado com sucesso');
  },
};

/** An expired, used or forged link. */
export const ConfirmEmailInvalid: EmailStory = {
  render: () => (
    <CustomerConfirmEmailView
      {...confirmModel}
      state="failed"
      message={{
        kind: 'error',
        title: 'Erro ao alterar o e-mail',
        message: 'Este link de confirmação de e-mail é inválido ou expirou. Peça a alteração novamente.',
        timeout: 0,
      }}
    />
  ),
};

/** The page opened without a token. */
export const ConfirmEmailNoToken: EmailStory = {
  render: () => <CustomerConfirmEmailView {...confirmModel} token="" state="ready" />,
};

export const ChangeEmailFailed: EmailStory = {
  render: () => (
    <CustomerChangeEmailView
      guard="allowed"
      submit={async () => false}
      message={{ kind: 'error', title: 'Erro ao alterar o e-mail', message: 'Este e-mail já está em uso.' }}
      closeMessage={() => undefined}
    />
  ),
};

export const ChangeEmailChecking: EmailStory = {
  render: () => <CustomerChangeEmail />,
  parameters: { msw: mockApi({ loginStatus: 'loading' }) },
};
