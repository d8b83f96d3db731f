import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../test/fixtures/mock-api';
import { tagMeta } from './harness/tag-story';

const meta = {
  title: 'Customer/Password and e-mail/Recover e-mail',
  ...tagMeta('jet-customer-recover-email', {
    parameters: { msw: mockApi({}) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

const recover = async (canvasElement: HTMLElement, cpf: string, password: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'CPF ou CNPJ' }), cpf);
  if (password) await userEvent.type(canvas.getByLabelText('Senha'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'RECUPERAR E-MAIL' }));
  return canvas;
};

export const RecoverEmail: Story = {};

export const RecoverEmailInvalid: Story = {
  ...RecoverEmail,
  play: async ({ canvasElement }) => {
    const canvas = await recover(canvasElement, '12345678900', '');
    await expect(await canvas.findByText('CPF ou CNPJ inválido')).toBeVisible();
  },
};

export const RecoverEmailFound: Story = {
  ...RecoverEmail,
  parameters: { msw: mockApi({ recoverEmail: { email: 'maria@example.com' } }) },
  play: async ({ canvasElement }) => {
    const canvas = await recover(canvasElement, '52998224725', 'segredo123');
    await expect(await canvas.findByRole('status')).toHaveTextContent('maria@example.com');
  },
};

export const RecoverEmailNotFound: Story = {
  ...RecoverEmail,
  parameters: { msw: mockApi({ recoverEmail: { fail: 'Não encontrado.', status: 404 } }) },
  play: async ({ canvasElement }) => {
    const canvas = await recover(canvasElement, '52998224725', 'segredo123');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não foi possível encontrar o seu e-mail.');
  },
};
