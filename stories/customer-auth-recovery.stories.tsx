import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../test/fixtures/mock-api';
import { tagMeta } from './harness/tag-story';

const meta = {
  title: 'Customer/Password and e-mail/Forgot password',
  ...tagMeta('jet-customer-forgot-password', {
    parameters: { msw: mockApi({ forgotPassword: { message: 'ok' } }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

const forgot = async (canvasElement: HTMLElement, email: string) => {
  const canvas = within(canvasElement);
  if (email) await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail' }), email);
  else await canvas.findByRole('textbox', { name: 'E-mail' });
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
