import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emit, type PanelProduct } from '../src/events';
import { signedIn, signedOut } from '../test/fixtures/api-data';
import { maria } from '../test/widgets/customer-account/fixtures';
import { mockApi } from '../test/fixtures/mock-api';
import { tag, tagMeta } from './harness/tag-story';
import { placeholderImage } from './mocks/images';

const chair: PanelProduct = {
  idProduct: 42,
  name: 'Cadeira Eames Estofada',
  image: placeholderImage('Cadeira', 96, 96, '#8250df'),
  idSku: null,
  hasVariations: false,
};

/** What a product card's 'Orçar' does: asks the panel to open for `product`. */
const openFor = (product: PanelProduct) => emit('jet:product-budget-show', product);

// The page around the panel: an 'Orçar' button as a product card has; each story presses it first (play).
const meta = {
  title: 'Catalogue/Quote panel',
  ...tagMeta('jet-quote-panel', {
    render: (args) => (
      <>
        <button type="button" className="jet-button jet-button--primary" onClick={() => openFor(chair)}>
          Orçar
        </button>
        {tag('jet-quote-panel', args)}
      </>
    ),
    play: async () => openFor(chair),
    parameters: { msw: mockApi({ loginStatus: { data: signedOut }, sendQuote: { ok: true } }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
async function fill(canvas: Canvas, values: { name?: string; email: string; phone: string; message: string }) {
  openFor(chair);
  const dialog = within(await canvas.findByRole('dialog'));
  if (values.name) await userEvent.type(await dialog.findByRole('textbox', { name: 'Nome' }), values.name);
  await userEvent.type(await dialog.findByRole('textbox', { name: 'E-mail' }), values.email);
  await userEvent.type(dialog.getByRole('textbox', { name: 'Telefone ou Celular' }), values.phone);
  await userEvent.type(dialog.getByRole('textbox', { name: 'Mensagem' }), values.message);
  return dialog;
}
const valid = { name: 'Maria Souza', email: 'maria@example.com', phone: '11987654321', message: 'Quero 10 cadeiras para o escritório.' };
async function send(canvas: Canvas) {
  const dialog = await fill(canvas, valid);
  await waitFor(() => expect(dialog.getByRole('button', { name: 'Solicitar orçamento' })).toBeEnabled());
  await userEvent.click(dialog.getByRole('button', { name: 'Solicitar orçamento' }));
}

/** Hidden until a product asks for a quote: press 'Orçar'. */
export const Closed: Story = { play: async () => undefined };

export const OpenEmpty: Story = {};

/** A logged-in customer (authenticated, with a password): name, e-mail and phone come filled in. */
export const OpenPrefilled: Story = {
  parameters: { msw: mockApi({ loginStatus: { data: signedIn }, customerData: maria, sendQuote: { ok: true } }) },
};

/** Wrong e-mail and phone, empty message: each error under its field, the button disabled. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await fill(canvas, { name: 'Maria', email: 'maria@', phone: '1198765', message: ' ' });
    await userEvent.tab();
    await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('E-mail Inválido');
  },
};

/** The request is on its way: the button shows 'Enviando…'. */
export const Sending: Story = {
  parameters: { msw: mockApi({ loginStatus: { data: signedOut }, sendQuote: 'loading' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvas);
    await expect(await canvas.findByRole('button', { name: 'Enviando…' })).toBeDisabled();
  },
};

/** Sent: the panel closes with the success message; the form is reset for the next time. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvas);
    await expect(await canvas.findByRole('status')).toHaveTextContent('A solicitação de orçamento foi enviada com sucesso.');
  },
};

/** Not sent: the panel closes with the error; reopening shows what the shopper typed. */
export const Failure: Story = {
  parameters: { msw: mockApi({ loginStatus: { data: signedOut }, sendQuote: { fail: 'Erro interno.' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Erro ao enviar a solicitação de orçamento.');
  },
};

/** A product with variations and none chosen: the panel does not open. */
export const RefusedMissingVariation: Story = {
  play: async () => openFor({ ...chair, name: 'Sofá Retrô', hasVariations: true, idSku: null }),
};
