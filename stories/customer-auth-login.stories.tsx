import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { company, signedIn } from '../test/fixtures/api-data';
import { mockApi } from '../test/fixtures/mock-api';
import { offlineProviders } from './customer-auth-fixtures';
import { at } from './harness/page';
import { tagMeta } from './harness/tag-story';

const meta = {
  title: 'Customer/Login',
  ...tagMeta('jet-login', {
    parameters: { msw: mockApi({ company, socialProviders: [], login: { data: signedIn } }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

const signIn = async (canvasElement: HTMLElement, username = 'maria@example.com', password = 'segredo123') => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail, CPF ou CNPJ' }), username);
  if (password) await userEvent.type(canvas.getByLabelText('Senha'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
  return canvas;
};

/** No social provider configured: no buttons. */
export const Empty: Story = {};

export const WithSocialButtons: Story = {
  parameters: { msw: mockApi({ company, socialProviders: offlineProviders }) },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'ab', '');
    await expect(await canvas.findByText('Preencha os campos corretamente!')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: mockApi({ company, socialProviders: [], login: 'loading' }) },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Enviando…' })).toBeDisabled();
  },
};

/** The server's text, as it is. */
export const WrongPassword: Story = {
  parameters: { msw: mockApi({ company, socialProviders: [], login: { fail: 'E-mail ou senha inválidos.', status: 401 } }) },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('E-mail ou senha inválidos.');
  },
};

/** Signed in: the page goes to /customer (see Actions). */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Login realizado com sucesso!');
  },
};

/** /customer/login?v={notice}: the page's notice above the form. */
const noticeStory = (notice: 1 | 2 | 3): Story => ({ beforeEach: at(`/customer/login?v=${notice}`) });
/** ?v=1: the finish-registration link was too short. */
export const NoticeV1 = noticeStory(1);
/** ?v=2: the customer lookup failed. */
export const NoticeV2 = noticeStory(2);
/** ?v=3: the code was empty. */
export const NoticeV3 = noticeStory(3);
