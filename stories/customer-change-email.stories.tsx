import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signedIn, signedInWithoutPassword, signedOut } from '../test/fixtures/api-data';
import { mockApi } from '../test/fixtures/mock-api';
import { CustomerChangeEmailView, CustomerConfirmEmailView } from '../widgets/customer-change-email/customer-change-email';
import { fromModel, tagMeta } from './harness/tag-story';

const meta = {
  title: 'Customer/Password and e-mail/Change e-mail',
  ...tagMeta('jet-customer-change-email', {
    parameters: { msw: mockApi({ loginStatus: { data: signedIn }, changeEmail: { message: 'ok' } }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The shopper fills the change form (the new address, its confirmation, the current password if any) and sends it. */
async function askForChange(canvasElement: HTMLElement, { confirm = 'nova@exemplo.com.br', password }: { confirm?: string; password?: string } = {}) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Novo e-mail' }), 'nova@exemplo.com.br');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Confirme o e-mail' }), confirm);
  if (password) await userEvent.type(canvas.getByLabelText('Senha atual'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'ALTERAR E-MAIL' }));
  return canvas;
}

export const ChangeEmail: Story = {
  parameters: { msw: mockApi({ loginStatus: { data: signedIn }, changeEmail: { message: 'ok' } }) },
};

export const ChangeEmailMismatch: Story = {
  ...ChangeEmail,
  play: async ({ canvasElement }) => {
    const canvas = await askForChange(canvasElement, { confirm: 'outra@exemplo.com.br' });
    await expect(await canvas.findByText('Os endereços de e-mail não conferem.')).toBeVisible();
  },
};

/** Asked with the current password: the link went to the new address; nothing changed yet. */
export const ChangeEmailDone: Story = {
  ...ChangeEmail,
  play: async ({ canvasElement }) => {
    const canvas = await askForChange(canvasElement, { password: 'Senha@123' });
    await expect(await canvas.findByRole('status')).toHaveTextContent('Enviamos um link de confirmação para nova@exemplo.com.br.');
  },
};

/** The current password missing: 'Informe a senha atual', nothing sent. */
export const ChangeEmailPasswordMissing: Story = {
  ...ChangeEmail,
  play: async ({ canvasElement }) => {
    const canvas = await askForChange(canvasElement);
    await expect(await canvas.findByText('Informe a senha atual')).toBeVisible();
  },
};

/** A wrong current password: the server's text under 'Erro ao alterar o e-mail'. */
export const ChangeEmailWrongPassword: Story = {
  parameters: {
    msw: mockApi({ loginStatus: { data: signedIn }, changeEmail: { fail: 'A senha atual está incorreta.', status: 400 } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await askForChange(canvasElement, { password: 'errada' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('A senha atual está incorreta.');
  },
};

/** An account without a password (access code, social sign-in): a code to the current address first. */
export const ChangeEmailWithCode: Story = {
  parameters: {
    msw: mockApi({ loginStatus: { data: signedInWithoutPassword }, sendEmailChangeCode: { retryAfter: 60 }, changeEmail: { message: 'ok' } }),
  },
};

/** The code sent: its field, and the resend's cooldown. */
export const ChangeEmailCodeSent: Story = {
  ...ChangeEmailWithCode,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enviar código' }));
    await expect(await canvas.findByRole('textbox', { name: 'Código recebido no e-mail atual' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Reenviar código em \d+ s/ })).toBeDisabled();
  },
};

/** Asked (fixed model): the link went to the new address. */
export const ChangeEmailPending: Story = fromModel(() => (
    <CustomerChangeEmailView
      guard="allowed"
      submit={async () => true}
      message={null}
      closeMessage={() => undefined}
      pending="nova@exemplo.com.br"
      again={() => undefined}
    />
));

const confirmModel = { token: 'abc123', message: null, confirm: () => undefined, closeMessage: () => undefined };

export const ConfirmEmail: Story = {
  args: { token: 'abc123' },
  parameters: { msw: mockApi({ loginStatus: { data: signedOut }, confirmEmailChange: { message: 'E-mail alterado com sucesso' } }) },
};

export const ConfirmEmailDone: Story = {
  ...ConfirmEmail,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'CONFIRMAR E-MAIL' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('E-mail alterado com sucesso');
  },
};

/** An expired, used or forged link: the server refuses the confirmation. */
export const ConfirmEmailInvalid: Story = {
  ...ConfirmEmail,
  parameters: { msw: mockApi({ loginStatus: { data: signedOut }, confirmEmailChange: { fail: 'Este link de confirmação de e-mail é inválido ou expirou. Peça a alteração novamente.', status: 400 } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'CONFIRMAR E-MAIL' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('inválido ou expirou');
  },
};

/** The page opened without a token. */
export const ConfirmEmailNoToken: Story = fromModel(() => <CustomerConfirmEmailView {...confirmModel} token="" state="ready" />);

/** The new address is taken: the server's text under 'Erro ao alterar o e-mail'. */
export const ChangeEmailFailed: Story = {
  parameters: { msw: mockApi({ loginStatus: { data: signedIn }, changeEmail: { fail: 'Este e-mail já está em uso.', status: 409 } }) },
  play: async ({ canvasElement }) => {
    const canvas = await askForChange(canvasElement, { password: 'Senha@123' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Erro ao alterar o e-mail');
  },
};

export const ChangeEmailChecking: Story = {
  parameters: { msw: mockApi({ loginStatus: 'loading' }) },
};
