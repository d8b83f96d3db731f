import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { configure } from '../../../src/api/config';
import { contactAnswers } from '../../../stories/contact-fixtures';
import { Contact } from '../../../widgets/contact/contact';
import { fakeApi, Reply, type Answers, type MockApi } from '../../fixtures/mock-api';

type User = ReturnType<typeof userEvent.setup>;

const FIELDS: Array<[role: 'textbox' | 'combobox', name: string, message: string]> = [
  ['textbox', 'Nome', 'Informe seu Nome'],
  ['textbox', 'E-mail', 'Informe o Email'],
  ['textbox', 'Telefone ou Celular', 'Informe o Telefone'],
  ['combobox', 'Estado', 'Selecione o Estado'],
  ['textbox', 'Cidade', 'Informe a Cidade'],
  ['combobox', 'Descrição', 'Selecione a Descrição'],
  ['textbox', 'Assunto', 'Informe o assunto'],
  ['textbox', 'Mensagem', 'Campo Obrigatório'],
];

const field = (name: string) => screen.getByRole(name === 'Estado' || name === 'Descrição' ? 'combobox' : 'textbox', { name });

function start(answers: Answers = {}): MockApi {
  const api = fakeApi({ ...contactAnswers, ...answers });
  render(<Contact />);
  return api;
}

async function fill(user: User) {
  await screen.findByRole('option', { name: 'Trocas e devoluções' });
  await user.type(field('Nome'), 'Maria da Silva');
  await user.type(field('E-mail'), 'maria@example.com');
  await user.type(field('Telefone ou Celular'), '19987654321');
  await waitFor(() => expect(field('Telefone ou Celular')).toHaveValue('(19) 98765-4321'));
  await user.selectOptions(field('Estado'), 'SP');
  await user.type(field('Cidade'), 'Campinas');
  await user.selectOptions(field('Descrição'), '3');
  await user.type(field('Assunto'), 'Troca de tamanho');
  await user.type(field('Mensagem'), 'Gostaria de trocar a camiseta por uma M.');
}

/** Typing every field takes time on a busy 2-core machine. */
const SLOW = { timeout: 20_000 };

describe('<jet-contact>', SLOW, () => {
  it("shows 'Fale Conosco', every field, the 27 states and the server's topics", async () => {
    start();
    expect(screen.getByRole('heading', { level: 1, name: 'Fale Conosco' })).toBeInTheDocument();
    for (const [role, name] of FIELDS) expect(screen.getByRole(role, { name })).toBeInTheDocument();
    expect(field('Estado').querySelectorAll('option')).toHaveLength(28);
    expect(screen.getByRole('option', { name: 'São Paulo' })).toHaveValue('SP');
    await screen.findByRole('option', { name: 'Acompanhar meu pedido' });
    expect(field('Descrição')).toBeEnabled();
    expect(field('Descrição').querySelectorAll('option')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });

  it('marks every field on an invalid submit, focuses the first and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const api = start();
    await screen.findByRole('option', { name: 'Trocas e devoluções' });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    for (const [role, name, message] of FIELDS) {
      await waitFor(() => expect(screen.getByRole(role, { name })).toHaveAccessibleDescription(message));
      expect(screen.getByRole(role, { name })).toHaveAttribute('aria-invalid', 'true');
    }
    await waitFor(() => expect(field('Nome')).toHaveFocus());
    expect(api.count('sendContact')).toBe(0);
    expect(api.count('recaptchaCredentials')).toBe(0);
  });

  it('says each rule of the spec under its field', async () => {
    const user = userEvent.setup({ delay: null });
    start();
    await user.type(field('Nome'), 'Jo');
    await user.type(field('E-mail'), 'maria@');
    await user.type(field('Telefone ou Celular'), '2098765432');
    await user.type(field('Cidade'), 'Ri');
    await user.type(field('Assunto'), 'Oi');
    await user.type(field('Mensagem'), 'ok');
    await user.tab();
    await waitFor(() => expect(field('Nome')).toHaveAccessibleDescription('Informe ao menos 3 caracteres'));
    expect(field('E-mail')).toHaveAccessibleDescription('E-mail Inválido');
    expect(field('Telefone ou Celular')).toHaveAccessibleDescription('Informe um Telefone Válido');
    expect(field('Cidade')).toHaveAccessibleDescription('Informe a Cidade');
    expect(field('Assunto')).toHaveAccessibleDescription('Informe o assunto');
    expect(field('Mensagem')).toHaveAccessibleDescription('Informe ao menos 3 caracteres');
  });

  it('keeps a pasted subject past 150 characters whole, says so at once and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const api = start();
    await fill(user);
    const long = `Troca ${'e'.repeat(145)}`;
    await user.clear(field('Assunto'));
    await user.click(field('Assunto'));
    await user.paste(long);
    expect(field('Assunto')).toHaveValue(long);
    await waitFor(() => expect(field('Assunto')).toHaveAccessibleDescription('Limite de caracteres excedido'));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(field('Assunto')).toHaveFocus());
    expect(api.count('sendContact')).toBe(0);
  });

  it('blocks pasting into the phone', () => {
    start();
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    fireEvent(field('Telefone ou Celular'), paste);
    expect(paste.defaultPrevented).toBe(true);
  });

  it("with 'Contact' enabled: a verified token, the message, the success and a reset form", async () => {
    const user = userEvent.setup({ delay: null });
    let release!: () => void;
    const api = start({ sendContact: () => new Promise((resolve) => (release = () => resolve({ ok: true }))) });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    // loading while sending
    expect(await screen.findByRole('button', { name: 'Enviando…' })).toBeDisabled();
    release();
    expect(await screen.findByRole('status')).toHaveTextContent('Formulário enviado com sucesso');
    const operations = api.calls.map((c) => c.operation);
    expect(operations.indexOf('recaptchaCredentials')).toBeLessThan(operations.indexOf('recaptchaVerify'));
    expect(operations.indexOf('recaptchaVerify')).toBeLessThan(operations.indexOf('sendContact'));
    const verify = api.calls.find((c) => c.operation === 'recaptchaVerify')!;
    expect(new URL(verify.url).pathname).toBe('/api/recaptcha');
    expect(verify.json).toEqual({ response: 'offline:Contact', action: 'Contact' });
    expect(api.calls.find((c) => c.operation === 'sendContact')!.json).toEqual({
      name: 'Maria da Silva',
      email: 'maria@example.com',
      city: 'Campinas',
      state: 'SP',
      phone: '(19) 98765-4321',
      subject: 'Troca de tamanho',
      message: 'Gostaria de trocar a camiseta por uma M.',
      contactTopic: { idContactTopic: 3, description: 'Trocas e devoluções' },
      tokenRecaptcha: 'offline:Contact',
    });
    // reset: state and topic back to 'Selecione', every text empty
    await waitFor(() => expect(field('Nome')).toHaveValue(''));
    expect(field('Estado')).toHaveValue('');
    expect(field('Descrição')).toHaveValue('');
    expect(field('Telefone ou Celular')).toHaveValue('');
    expect(field('Mensagem')).toHaveValue('');
  });

  it("without 'Contact' among the actions: an empty token and no verification", async () => {
    const user = userEvent.setup({ delay: null });
    const api = start({ recaptchaCredentials: { status: true, tipo: 'Login,Register', siteKey: '' } });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Formulário enviado com sucesso');
    expect(api.count('recaptchaVerify')).toBe(0);
    expect(api.calls.find((c) => c.operation === 'sendContact')!.json).toMatchObject({ tokenRecaptcha: '' });
  });

  it('sends an empty token when the credentials cannot be read, or the check is off', async () => {
    const user = userEvent.setup({ delay: null });
    const api = start({ recaptchaCredentials: { fail: 'Erro interno.', status: 500 } });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Formulário enviado com sucesso');
    expect(api.calls.find((c) => c.operation === 'sendContact')!.json).toMatchObject({ tokenRecaptcha: '' });
  });

  it("uses the store's site key from the credentials over the configured one", async () => {
    configure({ recaptchaSiteKey: '' });
    const user = userEvent.setup({ delay: null });
    const api = start({ recaptchaCredentials: { status: false, tipo: 'Contact', siteKey: 'k' } });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Formulário enviado com sucesso');
    // status false: the check is off, whatever tipo says
    expect(api.count('recaptchaVerify')).toBe(0);
  });

  it("keeps the form on a failure and says 'Erro ao enviar formulário' with the code", async () => {
    const user = userEvent.setup({ delay: null });
    const api = start({ sendContact: { fail: 'Erro interno.', status: 500, code: 'Err 500' } });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao enviar formulário [Err 500]');
    expect(field('Nome')).toHaveValue('Maria da Silva');
    expect(field('Estado')).toHaveValue('SP');
    expect(field('Descrição')).toHaveValue('3');
    expect(field('Telefone ou Celular')).toHaveValue('(19) 98765-4321');
    // a second try sends again
    api.set('sendContact', { ok: true });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Formulário enviado com sucesso');
  });

  it('words the failure with the HTTP status, the bot check, or nothing when offline', async () => {
    const user = userEvent.setup({ delay: null });
    const api = start({ sendContact: { fail: 'Erro.', status: 502 } });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao enviar formulário [502]');
    api.set('recaptchaVerify', { success: false });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Erro ao enviar formulário [RECAPTCHA]'));
    api.set('recaptchaVerify', { success: true });
    api.set('sendContact', () => {
      throw new TypeError('Failed to fetch');
    });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByRole('alert')).not.toHaveTextContent('['));
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao enviar formulário');
  });

  it('says when the topics cannot be read, and reads them again on retry', async () => {
    const user = userEvent.setup({ delay: null });
    const api = start({ contactTopics: { fail: 'Erro interno.', status: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar as opções de descrição.');
    expect(field('Descrição')).toBeDisabled();
    api.set('contactTopics', contactAnswers.contactTopics!);
    await user.click(screen.getByRole('button', { name: 'Carregar as opções de novo' }));
    expect(await screen.findByRole('option', { name: 'Formas de pagamento' })).toBeInTheDocument();
    expect(field('Descrição')).toBeEnabled();
  });

  it('treats an answer of an unexpected shape as a failed read, without throwing', async () => {
    start({ contactTopics: new Reply(200, { data: 42 }) as never });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar as opções de descrição.');
  });
});
