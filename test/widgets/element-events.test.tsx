import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listen, type JetEventName, type PanelProduct } from '../../src/events';
import { closePanels, openAlert, openCart, openLogin, openQuote } from '../../src/events/commands';
import * as components from '../../src/react';
import '../../widgets/alert-me/alert-me.element';
import '../../widgets/cart-counter/cart-counter.element';
import '../../widgets/cart-preview/cart-preview.element';
import '../../widgets/login/login-modal.element';
import '../../widgets/product-card/product-card.element';
import '../../widgets/quote-panel/quote-panel.element';
import { company, signedOut } from '../fixtures/api-data';
import { cartLine, cartOf } from '../fixtures/cart-data';
import { productDetail, regularProduct } from '../fixtures/catalogue-data';
import { fakeApi } from '../fixtures/mock-api';

const mug = cartLine({ idCartItem: 2, idProduct: 20, idSku: 200, quantity: 2, name: 'Caneca Esmaltada', price: 49.9 });
const kettle: PanelProduct = { idProduct: 9, name: 'Chaleira Elétrica', image: '/img/chaleira.jpg', idSku: null, hasVariations: false };

/** A panel's element as theme code sees it: the methods defineWidget attached. */
type PanelElement = HTMLElement & { open(...args: unknown[]): void; close(): void };

/** Puts the tags in the page as a theme does, and lets their first render and listeners settle. */
async function page(html: string): Promise<void> {
  await act(async () => {
    document.body.innerHTML = html;
  });
}

function api() {
  return fakeApi({
    company,
    socialProviders: [],
    loginStatus: () => ({ data: signedOut }),
    productDetail: () => productDetail(regularProduct),
    cartContents: () => cartOf([mug]),
    cartCount: () => ({ quantity: 2, removedProducts: [] }),
    addToCart: () => ({ success: true, quantity: 3 }),
  });
}

/** Records `name` on document: the detail and the node it was dispatched on. */
function onDocument(name: JetEventName) {
  const heard = vi.fn();
  const stop = listen(name, (detail, event) => heard(detail, event.target));
  return Object.assign(heard, { stop });
}

afterEach(async () => {
  await act(async () => {
    document.body.innerHTML = '';
  });
});

describe('events raised by a widget', () => {
  it('are heard on its element and on document', async () => {
    api();
    const user = userEvent.setup();
    await page('<jet-product-card product-id="101"></jet-product-card>');
    const card = document.querySelector<HTMLElement>('jet-product-card')!;
    const onCard = vi.fn();
    card.addEventListener('jet:product-added', (event) => onCard(event.detail));
    const added = onDocument('jet:product-added');

    await user.click(await within(card).findByRole('button', { name: 'Adicionar ao Carrinho' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('Adicionado ao Carrinho!');
    const detail = { idProduct: 101, idSku: null, quantity: 1, name: 'Cadeira Eames Branca', price: 299.9 };
    expect(onCard).toHaveBeenCalledWith(detail);
    expect(added).toHaveBeenCalledWith(detail, card);
    added.stop();
  });

  it("keep the counter's cancelable request: the preview with open-from-counter takes it and the link does not navigate", async () => {
    api();
    await page('<jet-cart-counter></jet-cart-counter><jet-cart-preview open-from-counter></jet-cart-preview>');
    const counter = document.querySelector<HTMLElement>('jet-cart-counter')!;
    const onCounter = vi.fn();
    counter.addEventListener('jet:cart-open', (event) => onCounter(event.detail));

    const link = await screen.findByRole('link', { name: 'Carrinho: 2 itens' });
    expect(fireEvent.click(link)).toBe(false); // prevented by the preview, heard through the bubbling
    expect(onCounter).toHaveBeenCalledWith({ source: 'counter' });
    expect(await screen.findByRole('dialog', { name: /Meu carrinho/ })).toBeInTheDocument();
  });

  it("of the React entry (no element of their own) reach document: the counter's request starts from its link", async () => {
    api();
    const asked = onDocument('jet:cart-open');
    render(<components.CartCounter />);
    const link = await screen.findByRole('link', { name: 'Carrinho: 2 itens' });
    fireEvent.click(link);
    expect(asked).toHaveBeenCalledWith({ source: 'counter' }, link);
    asked.stop();
  });
});

describe('commands for theme code', () => {
  it('are dispatched on document', () => {
    const asked = onDocument('jet:cart-open');
    openCart();
    expect(asked).toHaveBeenCalledWith({}, document);
    asked.stop();
  });

  it.each([
    ['openCart', '<jet-cart-preview></jet-cart-preview>', () => openCart(), /Meu carrinho/],
    ['openLogin', '<jet-login-modal></jet-login-modal>', () => openLogin(), 'Entre na sua conta'],
    ['openQuote', '<jet-quote-panel></jet-quote-panel>', () => openQuote(kettle), 'Solicitar orçamento'],
    ['openAlert', '<jet-alert-me></jet-alert-me>', () => openAlert(kettle), 'Gostaria de ser notificado quando o produto Chaleira Elétrica estiver disponível?'],
  ] as const)('%s opens its panel, and closePanels() closes it', async (_name, html, open, title) => {
    api();
    await page(html);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => open());
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
    act(() => closePanels());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('openLogin(identifier) fills the identifier in and locks it', async () => {
    api();
    await page('<jet-login-modal></jet-login-modal>');
    act(() => openLogin('maria@example.com'));
    const dialog = await screen.findByRole('dialog', { name: 'Entre na sua conta' });
    const field = within(dialog).getByRole('textbox', { name: 'E-mail, CPF ou CNPJ' });
    expect(field).toHaveValue('maria@example.com');
    expect(field).toHaveAttribute('readonly');
  });
});

describe("the panels' element methods", () => {
  it.each([
    ['jet-cart-preview', [], /Meu carrinho/],
    ['jet-login-modal', ['maria@example.com'], 'Entre na sua conta'],
    ['jet-quote-panel', [kettle], 'Solicitar orçamento'],
    ['jet-alert-me', [kettle], 'Gostaria de ser notificado quando o produto Chaleira Elétrica estiver disponível?'],
  ] as const)('<%s>.open() opens it and .close() closes it', async (tag, args, title) => {
    api();
    await page(`<${tag}></${tag}>`);
    const element = document.querySelector<PanelElement>(tag)!;
    act(() => element.open(...args));
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
    act(() => element.close());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
