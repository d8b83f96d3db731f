import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApi } from '../test/fixtures/mock-api';
import { contactAnswers } from './contact-fixtures';
import { tagMeta } from './harness/tag-story';

const meta = {
  title: 'Content/Contact',
  ...tagMeta('jet-contact', {
    parameters: { msw: mockApi(contactAnswers) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Fills every field as a shopper would (the phone typed, imask formats it). */
async function fillContact(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const topic = await canvas.findByRole('option', { name: 'Trocas e devoluções' });
  await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), 'Maria da Silva');
  await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'maria@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Telefone ou Celular' }), '19987654321');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Estado' }), 'SP');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Cidade' }), 'Campinas');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Descrição' }), topic);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Assunto' }), 'Troca de tamanho');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Mensagem' }), 'Gostaria de trocar a camiseta do pedido 1024 por uma M.');
  await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Telefone ou Celular' })).toHaveValue('(19) 98765-4321'));
}

/** The empty form, topics loaded. */
export const Ready: Story = {};

/** The topics are still loading: 'Descrição' waits, disabled, with a note. */
export const LoadingTopics: Story = {
  parameters: { msw: mockApi({ ...contactAnswers, contactTopics: 'loading' }) },
};

/** The topics could not be read: the reason and a retry under 'Descrição'. */
export const TopicsError: Story = {
  parameters: { msw: mockApi({ ...contactAnswers, contactTopics: { fail: 'Erro interno.', status: 500 } }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Não foi possível carregar as opções de descrição.');
  },
};

/** The store has no topic (the form cannot be sent: 'Descrição' stays empty and disabled). */
export const NoTopics: Story = {
  parameters: { msw: mockApi({ ...contactAnswers, contactTopics: [] }) },
};

/** 'Enviar' on the empty form: every field says what is missing. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('option', { name: 'Trocas e devoluções' });
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findByText('Informe seu Nome')).toBeInTheDocument();
    await expect(canvas.getByText('Selecione o Estado')).toBeInTheDocument();
    await expect(canvas.getByText('Selecione a Descrição')).toBeInTheDocument();
  },
};

/** Sending: the button shows 'Enviando…'. */
export const Sending: Story = {
  parameters: { msw: mockApi({ ...contactAnswers, sendContact: 'loading' }) },
  play: async ({ canvasElement }) => {
    await fillContact(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enviar' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Enviando…' })).toBeDisabled();
  },
};

/** Sent: 'Formulário enviado com sucesso' and an empty form. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await fillContact(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enviar' }));
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Formulário enviado com sucesso');
  },
};

/** The store failed: 'Erro ao enviar formulário' with the code, the form as typed. */
export const Failure: Story = {
  parameters: { msw: mockApi({ ...contactAnswers, sendContact: { fail: 'Erro interno.', status: 500, code: 'Err 500' } }) },
  play: async ({ canvasElement }) => {
    await fillContact(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enviar' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Erro ao enviar formulário [Err 500]');
  },
};

/** The bot check refused the token: the failure with the code RECAPTCHA. */
export const BotCheckRefused: Story = {
  parameters: { msw: mockApi({ ...contactAnswers, recaptchaVerify: { success: false } }) },
  play: async ({ canvasElement }) => {
    await fillContact(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enviar' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Erro ao enviar formulário [RECAPTCHA]');
  },
};
