import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OkAnswer } from '../../src/api/operations';
import { emit, listen, type PanelProduct } from '../../src/events';
import * as stories from '../../stories/quote-panel.stories';
import QuotePanel from '../../widgets/quote-panel/quote-panel';
import { lazyPanel } from '../../src/ui/lazy-panel';
import type { Customer } from '../../src/api/operations';
import { signedIn, signedOut } from '../fixtures/api-data';
import { maria } from './customer-account/fixtures';
import { fakeApi, type Answers } from '../fixtures/mock-api';
import { renderStory } from '../../stories/harness/story-test';

/** The form's code arrives with import() on the first opening: give it time on a busy machine. */
const formLoad = { timeout: 5000 };

const chair: PanelProduct = { idProduct: 42, name: 'Cadeira Eames', image: '/img/cadeira.jpg', idSku: null, hasVariations: false };
const sofa: PanelProduct = { idProduct: 7, name: 'Sofá Retrô', image: '/img/sofa.jpg', idSku: null, hasVariations: true };

/** The page around the panel: a button that asks for the quote, as a product card does. */
function Page({ product = chair }: { product?: PanelProduct }) {
  return (
    <>
      <button type="button" onClick={() => emit('jet:product-budget-show', product)}>
        Orçar
      </button>
      <QuotePanel />
    </>
  );
}

function api(overrides: Answers = {}) {
  return fakeApi({ loginStatus: () => ({ data: signedOut }), sendQuote: () => ({ ok: true }), ...overrides });
}

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Orçar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Solicitar orçamento' });
  await within(dialog).findByRole('textbox', { name: 'Nome' }, formLoad);
  return dialog;
}

async function fillQuote(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const scope = within(dialog);
  await user.type(scope.getByRole('textbox', { name: 'Nome' }), 'Maria Souza');
  await user.type(scope.getByRole('textbox', { name: 'E-mail' }), 'maria@example.com');
  const phone = scope.getByRole('textbox', { name: 'Telefone ou Celular' });
  await user.type(phone, '11987654321');
  // imask, fetched on the phone's first focus, formats what was typed (as the shopper sees it before sending)
  await waitFor(() => expect(phone).toHaveValue('(11) 98765-4321'));
  await user.type(scope.getByRole('textbox', { name: 'Mensagem' }), 'Quero 10 cadeiras');
}

describe('<jet-quote-panel>', () => {
  it('stays hidden until a product asks for a quote', () => {
    api();
    render(<Page />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('opens on jet:product-budget-show with the product, and moves focus to the first field', async () => {
    const user = userEvent.setup({ delay: null });
    api();
    render(<Page />);
    const dialog = await openPanel(user);
    expect(within(dialog).getByText('Cadeira Eames')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Nome' })).toHaveFocus());
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Solicitar orçamento' })).toBeDisabled());
  });

  it('refuses to open when the product has variations and none is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    api();
    render(<Page product={sofa} />);
    await user.click(screen.getByRole('button', { name: 'Orçar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, selecione a variação do produto que deseja ser alertado.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens for a product with variations once a SKU is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    api();
    render(<Page product={{ ...sofa, idSku: 71 }} />);
    const dialog = await openPanel(user);
    expect(within(dialog).getByText('Sofá Retrô')).toBeInTheDocument();
  });

  it('drops the refusal once the panel opens for a chosen SKU', async () => {
    const user = userEvent.setup({ delay: null });
    api();
    render(<Page product={sofa} />);
    await user.click(screen.getByRole('button', { name: 'Orçar' }));
    await screen.findByRole('alert');
    act(() => emit('jet:product-budget-show', { ...sofa, idSku: 71 }));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar orçamento' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Sofá Retrô')).toBeInTheDocument();
  });

  it('closes on "Fechar" and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup({ delay: null });
    api();
    render(<Page />);
    const dialog = await openPanel(user);
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Orçar' })).toHaveFocus();
  });

  it('closes on Escape and on jet:product-budget-close', async () => {
    const user = userEvent.setup({ delay: null });
    api();
    render(<Page />);
    await openPanel(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Orçar' })).toHaveFocus();

    await openPanel(user);
    act(() => emit('jet:product-budget-close', {}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the validation messages and sends nothing while the form is invalid', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = api();
    render(<Page />);
    const dialog = await openPanel(user);
    const scope = within(dialog);
    await user.click(scope.getByRole('textbox', { name: 'Nome' }));
    await user.tab();
    expect(scope.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription('Campo Obrigatório');
    await user.type(scope.getByRole('textbox', { name: 'E-mail' }), 'maria@');
    await user.type(scope.getByRole('textbox', { name: 'Telefone ou Celular' }), '1198765');
    await user.click(scope.getByRole('textbox', { name: 'Mensagem' }));
    await user.tab();
    expect(scope.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('E-mail Inválido');
    expect(scope.getByRole('textbox', { name: 'Telefone ou Celular' })).toHaveAccessibleDescription('Informe um Telefone Válido');
    expect(scope.getByRole('textbox', { name: 'Mensagem' })).toHaveAccessibleDescription('Campo Obrigatório');
    expect(scope.getByRole('button', { name: 'Solicitar orçamento' })).toBeDisabled();
    await user.click(scope.getByRole('button', { name: 'Solicitar orçamento' }));
    expect(calls.count('sendQuote')).toBe(0);
  });

  it('masks the phone and blocks pasting into it', async () => {
    const user = userEvent.setup({ delay: null });
    api();
    render(<Page />);
    const dialog = await openPanel(user);
    const phone = within(dialog).getByRole('textbox', { name: 'Telefone ou Celular' });
    await user.click(phone);
    await user.paste('11987654321');
    expect(phone).toHaveValue('');
    await user.type(phone, '11987654321');
    // imask, fetched on the phone's first focus, formats what was typed
    await waitFor(() => expect(phone).toHaveValue('(11) 98765-4321'));
  });

  it('sends the request, shows loading, then closes with the success message and resets the form', async () => {
    const user = userEvent.setup({ delay: null });
    let answer: (value: OkAnswer) => void = () => undefined;
    const calls = api({ sendQuote: () => new Promise((resolve) => (answer = resolve)) });
    render(<Page />);
    const dialog = await openPanel(user);
    await fillQuote(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar orçamento' }));
    expect(await within(dialog).findByRole('button', { name: 'Enviando…' })).toBeDisabled();
    await waitFor(() => expect(calls.count('sendQuote')).toBe(1));
    expect(calls.calls.find((c) => c.operation === 'sendQuote')!.json).toEqual({
      name: 'Maria Souza',
      email: 'maria@example.com',
      phone: '(11) 98765-4321',
      message: 'Quero 10 cadeiras',
      products: [{ idProduct: 42, idProductGrid: null }],
    });

    answer({ ok: true });
    expect(await screen.findByRole('status')).toHaveTextContent('A solicitação de orçamento foi enviada com sucesso.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Orçar' })).toHaveFocus();

    const reopened = await openPanel(user);
    expect(within(reopened).getByRole('textbox', { name: 'Nome' })).toHaveValue('');
    expect(within(reopened).getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');
  });

  it('sends the chosen SKU as idProductGrid', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = api();
    render(<Page product={{ ...sofa, idSku: 71 }} />);
    const dialog = await openPanel(user);
    await fillQuote(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar orçamento' }));
    await screen.findByRole('status');
    expect(calls.calls.find((c) => c.operation === 'sendQuote')!.json).toMatchObject({ products: [{ idProduct: 7, idProductGrid: 71 }] });
  });

  it('on failure closes with the error message and keeps what the shopper typed', async () => {
    const user = userEvent.setup({ delay: null });
    api({ sendQuote: () => ({ fail: 'Erro interno.' }) });
    const shown: string[] = [];
    const stop = listen('jet:alert-show', (detail) => shown.push(detail.message));
    render(<Page />);
    const dialog = await openPanel(user);
    await fillQuote(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar orçamento' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao enviar a solicitação de orçamento.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shown).toEqual(['Erro ao enviar a solicitação de orçamento.']);
    stop();

    const reopened = await openPanel(user);
    expect(within(reopened).getByRole('textbox', { name: 'Nome' })).toHaveValue('Maria Souza');
    expect(within(reopened).getByRole('textbox', { name: 'Telefone ou Celular' })).toHaveValue('(11) 98765-4321');
    expect(within(reopened).getByRole('textbox', { name: 'Mensagem' })).toHaveValue('Quero 10 cadeiras');
  });

  it('pre-fills the name, e-mail and phone of a logged-in customer and sends the customer id', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = api({ loginStatus: () => ({ data: signedIn }), customerData: maria });
    render(<Page />);
    const dialog = await openPanel(user);
    const scope = within(dialog);
    await waitFor(() => expect(scope.getByRole('textbox', { name: 'E-mail' })).toHaveValue('maria@exemplo.com.br'));
    expect(scope.getByRole('textbox', { name: 'Nome' })).toHaveValue('Maria da Silva');
    expect(scope.getByRole('textbox', { name: 'Telefone ou Celular' })).toHaveValue('(11) 98765-4321');
    await user.type(scope.getByRole('textbox', { name: 'Mensagem' }), 'Orçamento');
    await waitFor(() => expect(scope.getByRole('button', { name: 'Solicitar orçamento' })).toBeEnabled());
    await user.click(scope.getByRole('button', { name: 'Solicitar orçamento' }));
    await screen.findByRole('status');
    expect(calls.calls.find((c) => c.operation === 'sendQuote')!.json).toMatchObject({
      name: 'Maria da Silva',
      email: 'maria@exemplo.com.br',
      phone: '(11) 98765-4321',
      idCustomer: 1,
    });

    const reopened = await openPanel(user);
    expect(within(reopened).getByRole('textbox', { name: 'E-mail' })).toHaveValue('maria@exemplo.com.br');
    expect(within(reopened).getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');
  });

  it('never replaces what the shopper typed before the customer record arrived', async () => {
    const user = userEvent.setup({ delay: null });
    let answer: (value: Customer) => void = () => undefined;
    api({ loginStatus: () => ({ data: signedIn }), customerData: () => new Promise((resolve) => (answer = resolve)) });
    render(<Page />);
    const dialog = await openPanel(user);
    const scope = within(dialog);
    const name = scope.getByRole('textbox', { name: 'Nome' });
    await waitFor(() => expect(name).toHaveValue('Maria da Silva'));
    await user.clear(name);
    await user.type(name, 'Compras Maria');
    await user.type(scope.getByRole('textbox', { name: 'E-mail' }), 'compras@exemplo.com.br');

    answer(maria);
    await waitFor(() => expect(scope.getByRole('textbox', { name: 'Telefone ou Celular' })).toHaveValue('(11) 98765-4321'));
    expect(name).toHaveValue('Compras Maria');
    expect(scope.getByRole('textbox', { name: 'E-mail' })).toHaveValue('compras@exemplo.com.br');
  });

  it('does not pre-fill a customer who has no password', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = api({ loginStatus: () => ({ data: { ...signedIn, hasPassword: false } }), customerData: maria });
    render(<Page />);
    const dialog = await openPanel(user);
    expect(within(dialog).getByRole('textbox', { name: 'Nome' })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue('');
    expect(calls.count('customerData')).toBe(0);
  });
});

describe('the jet-quote-panel element', () => {
  it('opens as a custom element on the event, loading the panel only then', async () => {
    api();
    await import('../../widgets/quote-panel/quote-panel.element');
    const element = document.createElement('jet-quote-panel');
    try {
      await act(async () => {
        document.body.append(element);
      });
      expect(element).toBeEmptyDOMElement();
      act(() => emit('jet:product-budget-show', chair));
      const dialog = await screen.findByRole('dialog', { name: 'Solicitar orçamento' }, formLoad);
      expect(await within(dialog).findByRole('textbox', { name: 'Mensagem' }, formLoad)).toBeInTheDocument();
    } finally {
      element.remove();
    }
  });
});

describe('the quote panel stories', () => {
  const { Closed, OpenEmpty, OpenPrefilled, Invalid, Sending, Success, Failure, RefusedMissingVariation } = composeStories(stories);

  it('Closed shows only the opener', async () => {
    api();
    await renderStory(Closed);
    expect(screen.getByRole('button', { name: 'Orçar' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('OpenEmpty shows the empty form', async () => {
    api();
    const { container } = await renderStory(OpenEmpty);
    await OpenEmpty.play!({ canvasElement: container });
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar orçamento' });
    expect(await within(dialog).findByRole('textbox', { name: 'Nome' }, formLoad)).toHaveValue('');
  });

  it('OpenPrefilled shows the customer name, e-mail and phone', async () => {
    api({ loginStatus: () => ({ data: signedIn }), customerData: maria });
    const { container } = await renderStory(OpenPrefilled);
    await OpenPrefilled.play!({ canvasElement: container });
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar orçamento' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Nome' })).toHaveValue('Maria da Silva'));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue('maria@exemplo.com.br'));
    expect(within(dialog).getByRole('textbox', { name: 'Telefone ou Celular' })).toHaveValue('(11) 98765-4321');
  });

  it('Invalid shows the field errors and the button disabled', async () => {
    const calls = api();
    const { container } = await renderStory(Invalid);
    await Invalid.play!({ canvasElement: container });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Telefone ou Celular' })).toHaveAccessibleDescription('Informe um Telefone Válido');
    expect(within(dialog).getByRole('button', { name: 'Solicitar orçamento' })).toBeDisabled();
    expect(calls.count('sendQuote')).toBe(0);
  });

  it('Sending shows the busy button', async () => {
    api({ sendQuote: () => new Promise(() => undefined) });
    const { container } = await renderStory(Sending);
    await Sending.play!({ canvasElement: container });
    expect(screen.getByRole('button', { name: 'Enviando…' })).toHaveAttribute('aria-busy', 'true');
  });

  it('Success closes with the success message', async () => {
    api();
    const { container } = await renderStory(Success);
    await Success.play!({ canvasElement: container });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Failure closes with the error message', async () => {
    api({ sendQuote: () => ({ fail: 'Erro interno.' }) });
    const { container } = await renderStory(Failure);
    await Failure.play!({ canvasElement: container });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('RefusedMissingVariation shows the refusal and no dialog', async () => {
    api();
    const { container } = await renderStory(RefusedMissingVariation);
    await RefusedMissingVariation.play!({ canvasElement: container });
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, selecione a variação do produto que deseja ser alertado.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('<jet-quote-panel> as a page loads it', () => {
  it('loads the panel on the first request and opens it for that product', async () => {
    api();
    const LazyQuotePanel = lazyPanel('jet:product-budget-show', () => import('../../widgets/quote-panel/quote-panel'));
    render(<LazyQuotePanel />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => emit('jet:product-budget-show', chair));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar orçamento' }, formLoad);
    expect(within(dialog).getByText('Cadeira Eames')).toBeInTheDocument();
  });

  it('refuses the first request when a variation is missing, with the spec message', async () => {
    api();
    const LazyQuotePanel = lazyPanel('jet:product-budget-show', () => import('../../widgets/quote-panel/quote-panel'));
    render(<LazyQuotePanel />);
    act(() => emit('jet:product-budget-show', sofa));
    expect(await screen.findByText('Por favor, selecione a variação do produto que deseja ser alertado.', {}, formLoad)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
