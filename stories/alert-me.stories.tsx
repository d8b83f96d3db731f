import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emit, type PanelProduct } from '../src/events';
import { mockApi } from '../test/fixtures/mock-api';
import { tag, tagMeta } from './harness/tag-story';
import { placeholderImage } from './mocks/images';

const kettle: PanelProduct = {
  idProduct: 9,
  name: 'Chaleira Elétrica Inox',
  image: placeholderImage('Chaleira', 96, 96, '#1a7f37'),
  idSku: null,
  hasVariations: false,
};

/** What a product card's 'Esgotado' does: asks the panel to open for `product`. */
const openFor = (product: PanelProduct) => emit('jet:alert-me-open', product);

// The page around the panel: an 'Esgotado' button as a product card has; each story presses it first (play).
const meta = {
  title: 'Catalogue/Alert me',
  ...tagMeta('jet-alert-me', {
    render: (args) => (
      <>
        <button type="button" className="jet-button jet-button--secondary" onClick={() => openFor(kettle)}>
          Esgotado
        </button>
        {tag('jet-alert-me', args)}
      </>
    ),
    play: async () => openFor(kettle),
    parameters: { msw: mockApi({ alertMe: { ok: true } }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

async function register(canvasElement: HTMLElement) {
  openFor(kettle);
  const dialog = within(await within(canvasElement).findByRole('dialog'));
  await userEvent.type(await dialog.findByRole('textbox', { name: 'Nome' }), 'João Lima');
  await userEvent.type(dialog.getByRole('textbox', { name: 'E-mail' }), 'joao@example.com');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Telefone ou Celular' }), '21987654321');
  await waitFor(() => expect(dialog.getByRole('button', { name: 'Avise-me' })).toBeEnabled());
  await userEvent.click(dialog.getByRole('button', { name: 'Avise-me' }));
}

export const Open: Story = {};

/** Empty name, wrong e-mail and phone: each error under its field. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    openFor(kettle);
    const dialog = within(await within(canvasElement).findByRole('dialog'));
    await userEvent.click(await dialog.findByRole('textbox', { name: 'Nome' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'E-mail' }), 'joao@exemplo');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Telefone ou Celular' }), '2098765432');
    await userEvent.tab();
    await expect(dialog.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription('Campo Obrigatório');
  },
};

/** Registered: the panel closes with the success message. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await register(canvasElement);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Você será avisado quando este produto estiver disponível.');
  },
};

/** The e-mail was already registered for this product (server code [Err 045]): the panel closes. */
export const Duplicate: Story = {
  parameters: {
    msw: mockApi({ alertMe: { fail: 'Este e-mail já está cadastrado para notificação deste produto. [Err 045]', status: 409 } }),
  },
  play: async ({ canvasElement }) => {
    await register(canvasElement);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Este e-mail já está cadastrado para notificação deste produto.');
  },
};

/** Any other error: the message shows in the panel, which stays open with the values. */
export const Failure: Story = {
  parameters: { msw: mockApi({ alertMe: { fail: 'Erro interno.' } }) },
  play: async ({ canvasElement }) => {
    await register(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Erro ao realizar o cadastro para ser notificado.');
  },
};

/** A product with variations and none chosen: the panel does not open. */
export const RefusedMissingVariation: Story = {
  play: async () => openFor({ ...kettle, name: 'Camiseta Básica', hasVariations: true, idSku: null }),
};

/** Hidden until a product asks: press 'Esgotado'. */
export const Closed: Story = { play: async () => undefined };
