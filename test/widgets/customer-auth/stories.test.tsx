import { composeStories } from '@storybook/react-vite';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as accessCode from '../../../stories/customer-access-code.stories';
import * as identification from '../../../stories/customer-auth-identification.stories';
import * as login from '../../../stories/customer-auth-login.stories';
import * as changeEmail from '../../../stories/customer-change-email.stories';
import * as changePassword from '../../../stories/customer-change-password.stories';
import * as loginModal from '../../../stories/login-modal.stories';
import * as socialLogin from '../../../stories/social-login.stories';
import { startPage } from '../../../stories/harness/page';
import { showStory, type TestStory } from '../../../stories/harness/story-test';

const compose = <M extends Parameters<typeof composeStories>[0]>(module: M) => composeStories(module, { beforeEach: startPage });
const { WithMessage } = compose(identification);
const { AccessCodeCooldown, AccessCodeResent, AccessCodeCanResend } = compose(accessCode);
const { NoticeV1, NoticeV2, NoticeV3 } = compose(login);
const { ModalLocked } = compose(loginModal);
const { SocialSigningIn } = compose(socialLogin);
const { ChangePasswordDone } = compose(changePassword);
const { ChangeEmailFailed, ChangeEmailPending, ConfirmEmailInvalid, ConfirmEmailNoToken } = compose(changeEmail);

/** The story on its own mocked API, as Storybook shows it: loaded, rendered, played. */
const run = (Story: TestStory) => showStory(Story, { defaults: { socialProviders: [] }, play: true });

describe('the customer-auth stories', () => {
  it('identification with a message', async () => {
    await run(WithMessage);
    expect(screen.getByRole('alert')).toHaveTextContent('Muitas tentativas');
  });

  it('the access code cooldown, resent and ready states', async () => {
    await run(AccessCodeCooldown);
    expect(screen.getByRole('button', { name: 'Reenviar código em 42 s' })).toBeDisabled();
    cleanup();
    await run(AccessCodeResent);
    expect(screen.getByRole('status')).toHaveTextContent('Código de acesso reenviado!');
    cleanup();
    await run(AccessCodeCanResend);
    expect(screen.getByRole('button', { name: 'Reenviar código' })).toBeEnabled();
  });

  it.each([
    [NoticeV1, 'incompleto'],
    [NoticeV2, 'Não encontramos'],
    [NoticeV3, 'chave de acesso'],
  ])('the login notices', async (Story, text) => {
    await run(Story);
    expect(await screen.findByRole('status')).toHaveTextContent(text);
  });

  it('the locked modal and a social sign-in running', async () => {
    await run(ModalLocked);
    const dialog = await screen.findByRole('dialog', { name: 'Entre na sua conta' });
    expect(await within(dialog).findByRole('textbox', { name: 'E-mail, CPF ou CNPJ' })).toHaveAttribute('readonly');
    cleanup();
    await run(SocialSigningIn);
    expect(screen.getByRole('button', { name: 'Entrando…' })).toBeDisabled();
  });

  it('a changed password and a failed e-mail change', async () => {
    await run(ChangePasswordDone);
    expect(screen.getByRole('status')).toHaveTextContent('Senha alterada com sucesso!');
    expect(screen.getByRole('button', { name: 'ALTERAR SENHA' })).toBeDisabled();
    cleanup();
    await run(ChangeEmailFailed);
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao alterar o e-mail');
  });

  it('an e-mail change waiting for its link, and the link landing refused or without a token', async () => {
    await run(ChangeEmailPending);
    expect(screen.getByRole('heading', { name: 'Confirme o novo e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Enviamos um link de confirmação para nova@exemplo.com.br.');
    cleanup();
    await run(ConfirmEmailInvalid);
    expect(screen.getByRole('alert')).toHaveTextContent('inválido ou expirou');
    expect(screen.queryByRole('button', { name: 'CONFIRMAR E-MAIL' })).not.toBeInTheDocument();
    cleanup();
    await run(ConfirmEmailNoToken);
    expect(screen.getByRole('alert')).toHaveTextContent('Este link de confirmação de e-mail é inválido.');
  });
});
