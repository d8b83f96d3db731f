import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signedIn, signedInWithoutPassword, signedOut } from '../test/fixtures/api-data';
import { mockApi } from '../test/fixtures/mock-api';
import { tagMeta } from './harness/tag-story';

const meta = {
  title: 'Header/User menu',
  ...tagMeta('jet-user-menu', {
    parameters: { msw: mockApi({ loginStatus: { data: signedOut } }) },
    // placed at the right, as in a header, where the menu opens towards the left
    decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '12rem' }}><Story /></div>],
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {};

export const LoggedInWithoutPassword: Story = {
  parameters: { msw: mockApi({ loginStatus: { data: signedInWithoutPassword } }) },
};

export const LoggedIn: Story = {
  parameters: { msw: mockApi({ loginStatus: { data: signedIn }, logout: { ok: true } }) },
};

export const LoggedInMenuOpen: Story = {
  parameters: LoggedIn.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Olá, Maria' }));
    await expect(canvas.getByRole('link', { name: 'Meus pedidos' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: mockApi({ loginStatus: 'loading' }) },
};

export const LogoutError: Story = {
  parameters: { msw: mockApi({ loginStatus: { data: signedIn }, logout: { fail: 'Erro interno.' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Olá, Maria' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Erro ao realizar o logout');
  },
};

/** The login status cannot be read: the visitor can still sign in. */
export const Error: Story = {
  parameters: { msw: mockApi({ loginStatus: { fail: 'Erro interno.' } }) },
};

/** The menu open while the log out runs ('Sair' disabled): the log out never answers here. */
export const LoggingOut: Story = {
  parameters: { msw: mockApi({ loginStatus: { data: signedIn }, logout: 'loading' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Olá, Maria' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    await expect(canvas.getByRole('button', { name: 'Sair' })).toBeDisabled();
  },
};
