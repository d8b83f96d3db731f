import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signedIn, signedOut } from '../test/fixtures/api-data';
import { mockApi } from '../test/fixtures/mock-api';
import { CustomerChangePasswordView } from '../widgets/customer-change-password/customer-change-password';
import { fromModel, tagMeta } from './harness/tag-story';

const meta = {
  title: 'Customer/Password and e-mail/Change password',
  ...tagMeta('jet-customer-change-password', {
    parameters: { msw: mockApi({ loginStatus: { data: signedIn }, changePassword: { message: '' } }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const ChangePasswordSignedIn: Story = {
  parameters: { msw: mockApi({ loginStatus: { data: signedIn }, changePassword: { message: '' } }) },
};

export const ChangePasswordRules: Story = {
  ...ChangePasswordSignedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Senha atual'), 'antiga');
    await userEvent.type(canvas.getByLabelText('Nova senha'), 'curta');
    await userEvent.type(canvas.getByLabelText('Confirme a nova senha'), 'outra');
    await userEvent.click(canvas.getByRole('button', { name: 'ALTERAR SENHA' }));
    await expect(await canvas.findByText('As senhas digitadas são diferentes!')).toBeVisible();
  },
};

/** Not signed in: the guard sends the visitor to /customer (see Actions). */
export const ChangePasswordSignedOut: Story = {
  parameters: { msw: mockApi({ loginStatus: { data: signedOut } }) },
};

export const ChangePasswordWithToken: Story = {
  args: { token: 'tok-123' },
  parameters: { msw: mockApi({ validateResetToken: { email: 'maria@example.com', idCustomer: 1 }, changePassword: { message: '' } }) },
};

export const ChangePasswordTokenChecking: Story = {
  args: { token: 'tok-123' },
  parameters: { msw: mockApi({ validateResetToken: 'loading' }) },
};

/** An invalid token: the server text, then /customer/forgot after 3 s (see Actions). */
export const ChangePasswordTokenInvalid: Story = {
  args: { token: 'velho' },
  parameters: { msw: mockApi({ validateResetToken: { fail: 'Link expirado ou já utilizado.', status: 400 } }) },
};

const passwordModel = { submit: async () => undefined, closeMessage: () => undefined, email: 'maria@example.com' };

/** Changed (fixed model): the message, then /customer/login. */
export const ChangePasswordDone: Story = fromModel(() => (
    <CustomerChangePasswordView
      {...passwordModel}
      withToken
      tokenState="valid"
      guard="allowed"
      done
      message={{ kind: 'success', message: 'Senha alterada com sucesso!', timeout: 0 }}
    />
));
