import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emit, type PanelProduct } from '../src/events';
import { AlertMe } from '../widgets/alert-me/alert-me';
import { mockApi } from '../test/fixtures/mock-api';
import { placeholderImage } from './mocks/images';

const kettle: PanelProduct = {
  idProduct: 9,
  name: 'Chaleira Elétrica Inox',
  image: placeholderImage('Chaleira', 96, 96, '#1a7f37'),
  idSku: null,
  hasVariations: false,
};

/** The page around the panel: an 'Esgotado' button as a product card has; `open` clicks it on mount. */
function Page({ product, open }: { product: PanelProduct; open: boolean }) {
  useEffect(() => {
    if (open) emit('jet:alert-me-open', product);
  }, [open, product]);
  return (
    <>
      <button type="button" className="jet-button jet-button--secondary" onClick={() => emit('jet:alert-me-open', product)}>
        Esgotado
      </button>
      <AlertMe />
    </>
  );
}

const meta = {
  title: 'Catalogue/Alert me',
  component: Page,
  args: { product: kettle, open: true },
  parameters: { msw: mockApi({ alertMe: { ok: true } }) },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

async function register(canvasElement: HTMLElement) {
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
  args: { product: { ...kettle, name: 'Camiseta Básica', hasVariations: true, idSku: null } },
};
