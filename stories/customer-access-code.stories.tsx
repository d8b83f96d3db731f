import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../test/fixtures/mock-api';
import { CustomerAccessCodeView } from '../widgets/customer-access-code/customer-access-code';
import { fromModel, tagMeta } from './harness/tag-story';

// The access code step (`/customer/checkaccesskey?email=`), after the identification sent a code.
const meta = {
  title: 'Customer/Access code',
  ...tagMeta('jet-customer-access-code', {
    args: { email: 'joao@example.com' },
    parameters: { msw: mockApi({ checkAccessCode: { valid: true }, verifyAccessKeyEmail: { valid: true }, sendAccessCode: { retryAfter: 60 } }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const AccessCode: Story = {};

export const AccessCodeEmpty: Story = {
  ...AccessCode,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'VALIDAR' }));
    await expect(await canvas.findByText('Informe uma chave de acesso')).toBeVisible();
  },
};

export const AccessCodeInvalid: Story = {
  parameters: { msw: mockApi({ checkAccessCode: { valid: false } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Chave de acesso' }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'VALIDAR' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Chave de acesso inválida.');
  },
};

/** A valid code: the cookie check, then finishregistration (see Actions). */
export const AccessCodeValid: Story = {
  ...AccessCode,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Chave de acesso' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'VALIDAR' }));
  },
};

const accessCodeModel = {
  email: 'joao@example.com',
  submit: async () => undefined,
  message: null,
  closeMessage: () => undefined,
  resending: false,
  resend: () => undefined,
};

/** The resend cooldown running (fixed model: the tag starts it at 60 s). */
export const AccessCodeCooldown: Story = fromModel(() => <CustomerAccessCodeView {...accessCodeModel} cooldown={42} />);

/** The cooldown over, a resend done. */
export const AccessCodeResent: Story = fromModel(() => <CustomerAccessCodeView {...accessCodeModel} cooldown={60} message={{ kind: 'success', message: 'Código de acesso reenviado!' }} />);

export const AccessCodeCanResend: Story = fromModel(() => <CustomerAccessCodeView {...accessCodeModel} cooldown={0} />);
