import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../fixtures/mock-api';
import * as identification from '../../../stories/customer-auth-identification.stories';
import * as login from '../../../stories/customer-auth-login.stories';
import * as recovery from '../../../stories/customer-auth-recovery.stories';

const { WithMessage, AccessCodeCooldown, AccessCodeResent, AccessCodeCanResend } = composeStories(identification);
const { NoticeV1, NoticeV2, NoticeV3, ModalLocked, SocialSigningIn } = composeStories(login);
const { ChangePasswordDone, ChangeEmailFailed, ChangeEmailPending, ConfirmEmailInvalid, ConfirmEmailNoToken } = composeStories(recovery);

describe('the customer-auth stories drawn from a fixed model', () => {
  beforeEach(() => void fakeApi({ socialProviders: [] }));

  it('identification with a message', () => {
    render(<WithMessage />);
    expect(screen.getByRole('alert')).toHaveTextContent('Muitas tentativas');
  });

  it('the access code cooldown, resent and ready states', () => {
    const { unmount } = render(<AccessCodeCooldown />);
    expect(screen.getByRole('button', { name: 'Reenviar código em 42 s' })).toBeDisabled();
    unmount();
    const resent = render(<AccessCodeResent />);
    expect(screen.getByRole('status')).toHaveTextContent('Código de acesso reenviado!');
    resent.unmount();
    render(<AccessCodeCanResend />);
    expect(screen.getByRole('button', { name: 'Reenviar código' })).toBeEnabled();
  });

  it.each([
    [NoticeV1, 'incompleto'],
    [NoticeV2, 'Não encontramos'],
    [NoticeV3, 'chave de acesso'],
  ])('the login notices', (Story, text) => {
    render(<Story />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('the locked modal and a social sign-in running', () => {
    const { unmount } = render(<ModalLocked />);
    const dialog = screen.getByRole('dialog', { name: 'Entre na sua conta' });
    expect(within(dialog).getByRole('textbox', { name: 'E-mail, CPF ou CNPJ' })).toHaveAttribute('readonly');
    unmount();
    render(<SocialSigningIn />);
    expect(screen.getByRole('button', { name: 'Entrando…' })).toBeDisabled();
  });

  it('a changed password and a failed e-mail change', () => {
    const { unmount } = render(<ChangePasswordDone />);
    expect(screen.getByRole('status')).toHaveTextContent('Senha alterada com sucesso!');
    expect(screen.getByRole('button', { name: 'ALTERAR SENHA' })).toBeDisabled();
    unmount();
    render(<ChangeEmailFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao alterar o e-mail');
  });

  it('an e-mail change waiting for its link, and the link landing refused or without a token', () => {
    const { unmount } = render(<ChangeEmailPending />);
    expect(screen.getByRole('heading', { name: 'Confirme o novo e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Enviamos um link de confirmação para nova@exemplo.com.br.');
    unmount();
    const second = render(<ConfirmEmailInvalid />);
    expect(screen.getByRole('alert')).toHaveTextContent('inválido ou expirou');
    expect(screen.queryByRole('button', { name: 'CONFIRMAR E-MAIL' })).not.toBeInTheDocument();
    second.unmount();
    render(<ConfirmEmailNoToken />);
    expect(screen.getByRole('alert')).toHaveTextContent('Este link de confirmação de e-mail é inválido.');
  });
});
