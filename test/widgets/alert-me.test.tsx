import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emit, type PanelProduct } from '../../src/events';
import * as stories from '../../stories/alert-me.stories';
import AlertMe from '../../widgets/alert-me/alert-me';
import { fakeApi, type Answer } from '../fixtures/mock-api';
import { renderStory } from '../../stories/harness/story-test';

/** The form's code arrives with import() on the first opening: give it time on a busy machine. */
const formLoad = { timeout: 5000 };

const kettle: PanelProduct = { idProduct: 9, name: 'Chaleira Elétrica', image: '/img/chaleira.jpg', idSku: null, hasVariations: false };
const shirt: PanelProduct = { idProduct: 12, name: 'Camiseta Básica', image: '/img/camiseta.jpg', idSku: null, hasVariations: true };
const question = 'Gostaria de ser notificado quando o produto Chaleira Elétrica estiver disponível?';

function Page({ product = kettle }: { product?: PanelProduct }) {
  return (
    <>
      <button type="button" onClick={() => emit('jet:alert-me-open', product)}>
        Esgotado
      </button>
      <AlertMe />
    </>
  );
}

async function openPanel(user: ReturnType<typeof userEvent.setup>, name = question) {
  await user.click(screen.getByRole('button', { name: 'Esgotado' }));
  const dialog = await screen.findByRole('dialog', { name });
  await within(dialog).findByRole('textbox', { name: 'Nome' }, formLoad);
  return dialog;
}

async function fill(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const scope = within(dialog);
  await user.type(scope.getByRole('textbox', { name: 'Nome' }), 'João Lima');
  await user.type(scope.getByRole('textbox', { name: 'E-mail' }), 'joao@example.com');
  const phone = scope.getByRole('textbox', { name: 'Telefone ou Celular' });
  await user.type(phone, '21987654321');
  // imask, fetched on the phone's first focus, formats what was typed (as the shopper sees it before sending)
  await waitFor(() => expect(phone).toHaveValue('(21) 98765-4321'));
}

async function submit(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await fill(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Avise-me' }));
}

const withAnswer = (alertMe: Answer<'alertMe'>) => fakeApi({ alertMe });

describe('<jet-alert-me>', () => {
  it('opens on jet:alert-me-open with the question, the image, the fields and both buttons', async () => {
    const user = userEvent.setup({ delay: null });
    withAnswer(() => ({ ok: true }));
    render(<Page />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openPanel(user);
    const scope = within(dialog);
    expect(scope.getByRole('img', { name: 'Chaleira Elétrica' })).toHaveAttribute('src', '/img/chaleira.jpg');
    expect(scope.getByRole('textbox', { name: 'E-mail' })).toBeInTheDocument();
    expect(scope.getByRole('textbox', { name: 'Telefone ou Celular' })).toBeInTheDocument();
    await waitFor(() => expect(scope.getByRole('button', { name: 'Avise-me' })).toBeDisabled());
    expect(scope.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    await waitFor(() => expect(scope.getByRole('textbox', { name: 'Nome' })).toHaveFocus());
  });

  it('refuses to open when the product has variations and none is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    withAnswer(() => ({ ok: true }));
    render(<Page product={shirt} />);
    await user.click(screen.getByRole('button', { name: 'Esgotado' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, selecione a variação do produto que deseja ser alertado.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on "Fechar", Escape and jet:alert-me-close, giving focus back to the opener', async () => {
    const user = userEvent.setup({ delay: null });
    withAnswer(() => ({ ok: true }));
    render(<Page />);
    let dialog = await openPanel(user);
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Esgotado' })).toHaveFocus();

    dialog = await openPanel(user);
    expect(dialog).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Esgotado' })).toHaveFocus();

    await openPanel(user);
    act(() => emit('jet:alert-me-close', {}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the validation messages and sends nothing while the form is invalid', async () => {
    const user = userEvent.setup({ delay: null });
    const api = withAnswer(() => ({ ok: true }));
    render(<Page />);
    const dialog = await openPanel(user);
    const scope = within(dialog);
    await user.click(scope.getByRole('textbox', { name: 'Nome' }));
    await user.type(scope.getByRole('textbox', { name: 'E-mail' }), 'joao@exemplo');
    await user.type(scope.getByRole('textbox', { name: 'Telefone ou Celular' }), '2098765432');
    await user.tab();
    expect(scope.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription('Campo Obrigatório');
    expect(scope.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('E-mail Inválido');
    expect(scope.getByRole('textbox', { name: 'Telefone ou Celular' })).toHaveAccessibleDescription('Informe um Telefone Válido');
    await user.click(scope.getByRole('button', { name: 'Avise-me' }));
    expect(api.count('alertMe')).toBe(0);
  });

  it('registers the alert with the product and SKU, then closes with the success message', async () => {
    const user = userEvent.setup({ delay: null });
    const api = withAnswer(() => ({ ok: true }));
    render(<Page product={{ ...shirt, idSku: 120 }} />);
    const dialog = await openPanel(user, 'Gostaria de ser notificado quando o produto Camiseta Básica estiver disponível?');
    await submit(user, dialog);
    expect(await screen.findByRole('status')).toHaveTextContent('Você será avisado quando este produto estiver disponível.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.operation === 'alertMe')!.json).toEqual({
      name: 'João Lima',
      email: 'joao@example.com',
      phone: '(21) 98765-4321',
      idProduct: 12,
      idSku: 120,
      nameProduct: 'Camiseta Básica',
    });
  });

  it('sends idSku null for a product without variations', async () => {
    const user = userEvent.setup({ delay: null });
    const api = withAnswer(() => ({ ok: true }));
    render(<Page />);
    await submit(user, await openPanel(user));
    await screen.findByRole('status');
    expect(api.calls.find((c) => c.operation === 'alertMe')!.json).toMatchObject({ idProduct: 9, idSku: null, nameProduct: 'Chaleira Elétrica' });
  });

  it('says the e-mail is already registered when the server answers code Err 045, and closes', async () => {
    const user = userEvent.setup({ delay: null });
    withAnswer(() => ({ fail: 'Já cadastrado.', status: 409, code: 'Err 045' }));
    render(<Page />);
    await submit(user, await openPanel(user));
    expect(await screen.findByRole('status')).toHaveTextContent('Este e-mail já está cadastrado para notificação deste produto.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('recognises [Err 045] inside the error text too', async () => {
    const user = userEvent.setup({ delay: null });
    withAnswer(() => ({ fail: 'Este e-mail já está cadastrado para notificação deste produto. [Err 045]', status: 409 }));
    render(<Page />);
    await submit(user, await openPanel(user));
    expect(await screen.findByRole('status')).toHaveTextContent('Este e-mail já está cadastrado para notificação deste produto.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on another error shows the failure inside the panel, which stays open with the values', async () => {
    const user = userEvent.setup({ delay: null });
    const api = withAnswer(() => ({ fail: 'Erro interno.' }));
    render(<Page />);
    const dialog = await openPanel(user);
    await submit(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Erro ao realizar o cadastro para ser notificado.');
    expect(screen.getByRole('dialog', { name: question })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Nome' })).toHaveValue('João Lima');

    api.set('alertMe', () => ({ ok: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Avise-me' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Você será avisado quando este produto estiver disponível.');
  });

  it('takes its failure message away when the shopper closes the panel', async () => {
    const user = userEvent.setup({ delay: null });
    withAnswer(() => ({ fail: 'Erro interno.' }));
    render(<Page />);
    const dialog = await openPanel(user);
    await submit(user, dialog);
    await within(dialog).findByRole('alert');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the failure for a network error too', async () => {
    const user = userEvent.setup({ delay: null });
    withAnswer(() => {
      throw new TypeError('Failed to fetch');
    });
    render(<Page />);
    const dialog = await openPanel(user);
    await submit(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Erro ao realizar o cadastro para ser notificado.');
  });
});

describe('the alert-me stories', () => {
  const { Open, Invalid, Success, Duplicate, Failure, RefusedMissingVariation } = composeStories(stories);
  const storyQuestion = 'Gostaria de ser notificado quando o produto Chaleira Elétrica Inox estiver disponível?';

  it('Open shows the question and the empty form', async () => {
    withAnswer(() => ({ ok: true }));
    const { container } = await renderStory(Open);
    await Open.play!({ canvasElement: container });
    const dialog = await screen.findByRole('dialog', { name: storyQuestion });
    expect(await within(dialog).findByRole('textbox', { name: 'Nome' }, formLoad)).toHaveValue('');
  });

  it('Invalid shows the errors and sends nothing', async () => {
    const api = withAnswer(() => ({ ok: true }));
    const { container } = await renderStory(Invalid);
    await Invalid.play!({ canvasElement: container });
    const dialog = screen.getByRole('dialog', { name: storyQuestion });
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('E-mail Inválido');
    expect(within(dialog).getByRole('textbox', { name: 'Telefone ou Celular' })).toHaveAccessibleDescription('Informe um Telefone Válido');
    expect(api.count('alertMe')).toBe(0);
  });

  it('Success closes with the success message', async () => {
    withAnswer(() => ({ ok: true }));
    const { container } = await renderStory(Success);
    await Success.play!({ canvasElement: container });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Duplicate closes with the [Err 045] message', async () => {
    withAnswer(() => ({ fail: 'Este e-mail já está cadastrado para notificação deste produto. [Err 045]', status: 409 }));
    const { container } = await renderStory(Duplicate);
    await Duplicate.play!({ canvasElement: container });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Failure keeps the panel open with the message', async () => {
    withAnswer(() => ({ fail: 'Erro interno.' }));
    const { container } = await renderStory(Failure);
    await Failure.play!({ canvasElement: container });
    expect(screen.getByRole('dialog', { name: storyQuestion })).toBeInTheDocument();
  });

  it('RefusedMissingVariation shows the refusal and no dialog', async () => {
    withAnswer(() => ({ ok: true }));
    const { container } = await renderStory(RefusedMissingVariation);
    await RefusedMissingVariation.play!({ canvasElement: container });
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, selecione a variação do produto que deseja ser alertado.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
