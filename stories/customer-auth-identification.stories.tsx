import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { company, signedIn } from '../test/fixtures/api-data';
import { mockApi } from '../test/fixtures/mock-api';
import { offlineProviders } from './customer-auth-fixtures';
import { tagMeta } from './harness/tag-story';

const meta = {
  title: 'Customer/Identification',
  ...tagMeta('jet-customer-identification', {
    parameters: { msw: mockApi({ company, socialProviders: [] }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

const continueWith = async (canvasElement: HTMLElement, text: string) => {
  const canvas = within(canvasElement);
  if (text) await userEvent.type(await canvas.findByRole('textbox', { name: /E-mail/ }), text);
  await userEvent.click(canvas.getByRole('button', { name: 'CONTINUAR' }));
  return canvas;
};

export const Empty: Story = {};

/** Submitted empty: the message, no request. */
export const EmptySubmitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await continueWith(canvasElement, '');
    await expect(await canvas.findByText('Informe um E-mail, CPF ou CNPJ.')).toBeVisible();
  },
};

/** A CPF with wrong check digits, masked as it is typed. */
export const InvalidCpf: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await continueWith(canvasElement, '12345678900');
    await expect(await canvas.findByText('Informe um E-mail, CPF ou CNPJ válido.')).toBeVisible();
  },
};

/** B2B store: 'E-mail ou CNPJ', a CPF is refused. */
export const B2b: Story = {
  parameters: { msw: mockApi({ company: { ...company, statusB2B: true }, socialProviders: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = await continueWith(canvasElement, '52998224725');
    await expect(await canvas.findByText('Informe um E-mail ou CNPJ válido.')).toBeVisible();
  },
};

/** The lookup runs: the button shows the loading state. */
export const Loading: Story = {
  parameters: { msw: mockApi({ company, identification: 'loading' }) },
  play: async ({ canvasElement }) => {
    const canvas = await continueWith(canvasElement, 'maria@example.com');
    await expect(await canvas.findByRole('button', { name: 'Enviando…' })).toBeDisabled();
  },
};

/** An account without a password: a code is sent and the page goes to checkaccesskey (see Actions). */
export const CodeSent: Story = {
  parameters: { msw: mockApi({ company, identification: { next: 'code-sent', email: 'joao@example.com', automaticSecurePasswordGeneration: true } }) },
  play: async ({ canvasElement }) => {
    await continueWith(canvasElement, 'joao@example.com');
  },
};

/** An account with a password: the login modal, identifier locked. */
export const LoginModalLocked: Story = {
  parameters: {
    msw: mockApi({
      company,
      identification: { next: 'login', email: 'maria@example.com', automaticSecurePasswordGeneration: false },
      login: { data: signedIn },
      socialProviders: offlineProviders,
    }),
  },
  play: async ({ canvasElement }) => {
    await continueWith(canvasElement, 'maria@example.com');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Entre na sua conta' });
    await expect(within(dialog).getByRole('textbox', { name: 'E-mail, CPF ou CNPJ' })).toHaveAttribute('readonly');
  },
};

/** Unknown identifier: kept in session storage, the page goes to /customer, where a visitor registers (see Actions). */
export const Unknown: Story = {
  parameters: { msw: mockApi({ company, identification: { next: 'unknown', email: null, automaticSecurePasswordGeneration: false } }) },
  play: async ({ canvasElement }) => {
    await continueWith(canvasElement, 'nova@exemplo.com.br');
  },
};

/** The store cannot be reached: the message, the text kept. */
export const NetworkFailure: Story = {
  parameters: {
    msw: mockApi({
      company,
      identification: () => {
        throw new TypeError('offline');
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await continueWith(canvasElement, 'maria@example.com');
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** The store refused with a message of its own: it shows, the text kept. */
export const WithMessage: Story = {
  parameters: { msw: mockApi({ company, socialProviders: [], identification: { fail: 'Muitas tentativas. Aguarde um minuto e tente novamente.', status: 429 } }) },
  play: async ({ canvasElement }) => {
    const canvas = await continueWith(canvasElement, 'maria@example.com');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Muitas tentativas');
  },
};
