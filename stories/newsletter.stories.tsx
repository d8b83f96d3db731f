import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { POPUP_STORAGE_KEY } from '../widgets/newsletter/use-newsletter';
import { mockApi } from '../test/fixtures/mock-api';
import { tagMeta } from './harness/tag-story';

const categories = [
  { idEmailInfoCategory: 1, name: 'Casa e decoração', checked: false },
  { idEmailInfoCategory: 2, name: 'Moda', checked: false },
  { idEmailInfoCategory: 3, name: 'Eletrônicos', checked: false },
];

const meta = {
  title: 'Engage/Newsletter',
  ...tagMeta('jet-newsletter', {
    args: { 'email-only': false, categories: false, popup: false, 'popup-delay': 0 },
    parameters: { msw: mockApi({ newsletterCategories: categories, newsletterRegister: { ok: true } }) },
    // the popup shows once per browser: every story starts as a first visit
    beforeEach: () => localStorage.removeItem(POPUP_STORAGE_KEY),
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, name: string | null, email: string) {
  const canvas = within(canvasElement.ownerDocument.body);
  if (name !== null) await userEvent.type(await canvas.findByRole('textbox', { name: 'Nome' }, { timeout: 5000 }), name);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail' }, { timeout: 5000 }), email);
  await userEvent.tab();
}

async function send(canvasElement: HTMLElement) {
  const canvas = within(canvasElement.ownerDocument.body);
  const button = canvas.getByRole('button', { name: 'Cadastrar' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

/** Name and e-mail, as in the footer. */
export const Form: Story = {};

export const WithCategories: Story = { args: { categories: true } };
/** The store marks 'Moda' checked: it starts ticked. */
export const WithCheckedCategory: Story = {
  args: { categories: true },
  parameters: {
    msw: mockApi({ newsletterCategories: categories.map((c) => ({ ...c, checked: c.name === 'Moda' })), newsletterRegister: { ok: true } }),
  },
};

export const EmailOnly: Story = { args: { 'email-only': true } };

/** Each rule's message under its field; 'Cadastrar' stays disabled. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'Joana', 'joana@exemplo');
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription('Informe o nome corretamente'));
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('E-mail Inválido');
    await expect(canvas.getByRole('button', { name: 'Cadastrar' })).toBeDisabled();
  },
};

/** 'Cadastrar' shows the loading text while the call runs. */
export const Sending: Story = {
  parameters: { msw: mockApi({ newsletterRegister: 'loading' }) },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'Joana Prado', 'joana@example.com');
    await send(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: /Enviando/ })).toBeDisabled());
  },
};

/** 'E-mail cadastrado com sucesso!' and the form back to empty. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'Joana Prado', 'joana@example.com');
    await send(canvasElement);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('E-mail cadastrado com sucesso!');
  },
};

/** A duplicate e-mail (or any failure): the spec's title and text, the form kept. */
export const Failure: Story = {
  parameters: { msw: mockApi({ newsletterRegister: { fail: 'Ocorreu um erro ao adicionar seu email.', status: 409 } }) },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'Joana Prado', 'joana@example.com');
    await send(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Erro ao cadastrar email!');
    await expect(within(canvasElement).getByRole('textbox', { name: 'E-mail' })).toHaveValue('joana@example.com');
  },
};

/** The popup mode, open at once (popup-delay 0) as on a first visit. */
export const Popup: Story = {
  args: { popup: true, 'email-only': true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Receba nossas ofertas' });
    await expect(await within(dialog).findByRole('textbox', { name: 'E-mail' }, { timeout: 5000 })).toBeInTheDocument();
  },
};
