import '../../fixtures/all-near';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listen } from '../../../src/events';
import { resetCart } from '../../../src/stores/cart';
import { Cart } from '../../../widgets/cart/cart';
import { CartCounter } from '../../../widgets/cart-counter/cart-counter';
import { CartPreviewLauncher } from '../../../widgets/cart-preview/cart-preview-launcher';
import { openCart } from '../../../src/events/commands';
import { company, signedIn } from '../../fixtures/api-data';
import { cartLine, cartOf, freightOption } from '../../fixtures/cart-data';
import { fakeApi } from '../../fixtures/mock-api';

/** The cart page's rules closed by cart-and-purchase §3, §4, §7 (expiry notice, reservation, digital cart, limits, calls). */

const mug = cartLine({ idCartItem: 2, idProduct: 20, idSku: 200, quantity: 2, name: 'Caneca Esmaltada', price: 49.9 });
const lamp = cartLine({ idCartItem: 3, idProduct: 30, idSku: 300, quantity: 1, name: 'Luminária Arco', price: 389 });
const ebook = cartLine({ idCartItem: 4, idProduct: 40, idSku: 400, quantity: 1, name: 'E-book Receitas da Vovó', price: 29.9 });
const brl = (text: string) => text.replace(/\s/g, ' ');
const summary = () => screen.getByRole('region', { name: 'Resumo do pedido' });

afterEach(() => {
  resetCart();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('<jet-cart> rules', () => {
  it('shows the expired-reservation notice once on the cart page, not also in the header counter', async () => {
    const removed = ['Sofá Retrátil Lisboa'];
    fakeApi({ company, cartCount: { quantity: 2, removedProducts: removed }, cartContents: cartOf([mug], { removedProducts: removed }) });
    window.history.replaceState(null, '', '/carrinho');
    render(
      <>
        <CartCounter cartUrl="/carrinho" />
        <Cart />
      </>,
    );
    await screen.findByRole('list', { name: 'Produtos do carrinho' });
    await screen.findByText('o produto Sofá Retrátil Lisboa foi removido do seu carrinho.');
    expect(screen.getAllByText('O TEMPO EXPIROU E')).toHaveLength(1);
    expect(screen.getAllByText('o produto Sofá Retrátil Lisboa foi removido do seu carrinho.')).toHaveLength(1);
  });

  it('leaves the notice to a cart widget on a page other than the counter\'s link', async () => {
    const removed = ['Sofá Retrátil Lisboa', 'Tênis Corrida Pro'];
    fakeApi({ company, cartCount: { quantity: 2, removedProducts: removed }, cartContents: cartOf([mug], { removedProducts: removed }) });
    render(
      <>
        <CartCounter cartUrl="/meu-carrinho" />
        <Cart />
      </>,
    );
    await screen.findByText('os produtos Sofá Retrátil Lisboa, Tênis Corrida Pro foram removidos do seu carrinho.');
    expect(screen.getAllByText('O TEMPO EXPIROU E')).toHaveLength(1);
  });

  it("offers to keep the reservation for the server's own time, in the singular for one minute", async () => {
    const soon = new Date(Date.now() + 15_000).toISOString();
    fakeApi({ company, cartContents: cartOf([mug], { reservedUntil: soon, reservationMinutes: 1 }) });
    render(<Cart />);
    const warning = await screen.findByRole('alert');
    expect(within(warning).getByRole('button', { name: 'Manter a reserva por mais 1 minuto' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /30 minutos/ })).not.toBeInTheDocument();
  });

  it('says the minutes the server reserves for', async () => {
    const soon = new Date(Date.now() + 15_000).toISOString();
    fakeApi({ company, cartContents: cartOf([mug], { reservedUntil: soon, reservationMinutes: 15 }) });
    render(<Cart />);
    expect(await screen.findByRole('button', { name: 'Manter a reserva por mais 15 minutos' })).toBeInTheDocument();
  });

  it('needs no shipping for a cart of only digital products: no calculator, no free-shipping goal, "Não se aplica"', async () => {
    const tip = { idShipping: 1, cartDisplayInfo: true, cartInformation: 'Faltam [Valor] para ganhar Frete Grátis!', remainingValue: 270.1, targetValue: 300 };
    fakeApi({ company, cartContents: cartOf([ebook], { cartHasOnlyVirtualProducts: true, freeShipping: tip }), verifyCartLimits: { valid: true } });
    render(<Cart />);
    await screen.findByRole('list', { name: 'Produtos do carrinho' });
    expect(summary()).toHaveTextContent('FreteNão se aplica');
    expect(summary()).not.toHaveTextContent('A calcular');
    expect(screen.queryByRole('textbox', { name: 'CEP' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/para ganhar Frete Grátis/)).not.toBeInTheDocument();
  });

  it('reads the cart again after a CEP is calculated, so the free-shipping tip agrees with the options', async () => {
    const user = userEvent.setup();
    const missing = { idShipping: 1, cartDisplayInfo: true, cartInformation: 'Faltam [Valor] para ganhar Frete Grátis!', remainingValue: 41.6, targetValue: 300 };
    const reached = { ...missing, remainingValue: 0, cartInformation: 'Parabéns! Você ganhou Frete Grátis.' };
    let postcode: string | null = null;
    const api = fakeApi({
      company,
      cartContents: () => cartOf([mug], { postcode, freeShipping: postcode ? reached : missing }),
      shippingOptions: ({ json }) => {
        postcode = json.postcode;
        return [freightOption(1, 'Econômica', 5, 0)];
      },
      verifyCartLimits: { valid: true },
    });
    render(<Cart />);
    expect(await screen.findByText(/Faltam R\$\s41,60 para ganhar Frete Grátis!/)).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'CEP' }), '01310100');
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(await screen.findByText('Parabéns! Você ganhou Frete Grátis.')).toBeInTheDocument();
    expect(screen.queryByText(/Faltam/)).not.toBeInTheDocument();
    expect(api.count('cartContents')).toBe(2);
  });

  it('says the same in the cart preview', async () => {
    fakeApi({ company, cartContents: cartOf([ebook], { cartHasOnlyVirtualProducts: true }), cartCount: { quantity: 1, removedProducts: [] } });
    render(<CartPreviewLauncher />);
    act(() => openCart());
    const drawer = await screen.findByRole('dialog', { name: /Meu carrinho/ });
    await within(drawer).findByText('E-book Receitas da Vovó');
    expect(within(drawer).getByRole('region', { name: 'Resumo do pedido' })).toHaveTextContent('FreteNão se aplica');
    expect(within(drawer).queryByRole('textbox', { name: 'CEP' })).not.toBeInTheDocument();
  });

  it('takes a line the server no longer has off the screen while saying so', async () => {
    let cart = cartOf([mug, lamp]);
    fakeApi({
      company,
      cartContents: () => cart,
      removeCartItem: { fail: 'Este item não está mais no seu carrinho.', status: 404, code: 'NOT_FOUND' },
    });
    const user = userEvent.setup();
    render(<Cart />);
    const lines = await screen.findByRole('list', { name: 'Produtos do carrinho' });
    // another tab removed the lamp meanwhile
    cart = cartOf([mug]);
    await user.click(within(lines).getByRole('button', { name: 'Remover Luminária Arco do carrinho' }));
    expect(await screen.findByText('Este item não está mais no seu carrinho.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Luminária Arco')).not.toBeInTheDocument());
    expect(screen.getByText('Caneca Esmaltada')).toBeInTheDocument();
  });

  it('reads the order-value limit from minValue and maxValue', async () => {
    fakeApi({ company, cartContents: cartOf([mug], { minValue: 50, maxValue: 1000 }) });
    render(<Cart />);
    const rules = await screen.findByRole('region', { name: 'Regras de compra desta loja' });
    expect(brl(rules.textContent!)).toContain('Valor mínimo do pedido: R$ 50,00');
    expect(brl(rules.textContent!)).toContain('Valor máximo do pedido: R$ 1.000,00');
    // 2 × 49,90 = 99,80 is within both
    expect(screen.getByText('Você atingiu o limite mínimo de compra deste pedido, agora já pode finalizar sua compra.')).toBeInTheDocument();
  });

  it('keeps the green message away while the total is below minValue', async () => {
    fakeApi({ company, cartContents: cartOf([mug], { minValue: 300 }) });
    render(<Cart />);
    const rules = await screen.findByRole('region', { name: 'Regras de compra desta loja' });
    expect(brl(rules.textContent!)).toContain('Valor mínimo do pedido: R$ 300,00');
    expect(screen.queryByText(/Você atingiu o limite mínimo/)).not.toBeInTheDocument();
  });

  it('empties the cart after asking, and tells the page each line went', async () => {
    const api = fakeApi({ company, cartContents: cartOf([mug, lamp]), cleanCart: cartOf([]) });
    const removed: unknown[] = [];
    const stop = listen('jet:product-removed', (detail) => removed.push(detail));
    const user = userEvent.setup();
    render(<Cart />);
    await user.click(await screen.findByRole('button', { name: 'Esvaziar carrinho' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Esvaziar o carrinho?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.count('cleanCart')).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Esvaziar carrinho' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Esvaziar o carrinho?' })).getByRole('button', { name: 'Esvaziar' }));
    expect(await screen.findByText('Seu carrinho está vazio.')).toBeInTheDocument();
    expect(api.count('cleanCart')).toBe(1);
    expect(removed).toEqual([
      { idProduct: 20, idCartItem: 2 },
      { idProduct: 30, idCartItem: 3 },
    ]);
    stop();
  });

  it("suggests the signed-in customer's own voucher and applies it", async () => {
    const api = fakeApi({
      company,
      loginStatus: { data: signedIn },
      cartContents: cartOf([lamp]),
      voucherSuggestion: { code: 'VALEMARIA25', value: 25 },
      applyVoucher: ({ json }) => cartOf([lamp], { voucher: { code: json.code, value: 25 }, totalVoucher: 25 }),
    });
    const user = userEvent.setup();
    render(<Cart />);
    expect(brl((await screen.findByText(/Você tem um vale-presente/)).textContent!)).toBe('Você tem um vale-presente de R$ 25,00: VALEMARIA25.');
    await user.click(screen.getByRole('button', { name: 'Usar vale-presente' }));
    expect(await screen.findByText('Vale-presente VALEMARIA25 aplicado')).toBeInTheDocument();
    expect(api.calls.find((c) => c.operation === 'applyVoucher')!.json).toEqual({ code: 'VALEMARIA25' });
    expect(screen.queryByText(/Você tem um vale-presente/)).not.toBeInTheDocument();
  });

  it("asks for the suggestion with the cart's lines, not after them, and shows it once the lines are in (issue 24)", async () => {
    let answerLines!: () => void;
    const linesHeld = new Promise<void>((resolve) => (answerLines = resolve));
    const api = fakeApi({
      company,
      loginStatus: { data: signedIn },
      cartCount: { quantity: 1, removedProducts: [] },
      cartContents: async () => {
        await linesHeld;
        return cartOf([lamp]);
      },
      voucherSuggestion: { code: 'VALEMARIA25', value: 25 },
    });
    // the header's counter reads the light count as the page loads
    render(
      <>
        <CartCounter />
        <Cart />
      </>,
    );
    // the count says there are lines: the suggestion is asked while they are on their way
    await waitFor(() => expect(api.count('voucherSuggestion')).toBe(1));
    expect(api.count('cartContents')).toBe(1);
    expect(screen.queryByText(/Você tem um vale-presente/)).not.toBeInTheDocument();
    answerLines();
    expect(await screen.findByRole('button', { name: 'Usar vale-presente' })).toBeInTheDocument();
    expect(api.count('voucherSuggestion')).toBe(1);
  });

  it('shows no suggestion when the lines come with a voucher applied, though it was asked with them', async () => {
    let answerLines!: () => void;
    const linesHeld = new Promise<void>((resolve) => (answerLines = resolve));
    const api = fakeApi({
      company,
      loginStatus: { data: signedIn },
      cartCount: { quantity: 1, removedProducts: [] },
      cartContents: async () => {
        await linesHeld;
        return cartOf([lamp], { voucher: { code: 'VALEMARIA25', value: 25 }, totalVoucher: 25 });
      },
      voucherSuggestion: { code: 'VALEMARIA25', value: 25 },
    });
    render(
      <>
        <CartCounter />
        <Cart />
      </>,
    );
    await waitFor(() => expect(api.count('voucherSuggestion')).toBe(1));
    answerLines();
    expect(await screen.findByText('Vale-presente VALEMARIA25 aplicado')).toBeInTheDocument();
    expect(screen.queryByText(/Você tem um vale-presente/)).not.toBeInTheDocument();
  });

  it('asks for no voucher suggestion for a visitor', async () => {
    const api = fakeApi({
      company,
      loginStatus: { data: { authenticated: false, hasPassword: false, idCustomer: null, name: null } },
      cartContents: cartOf([lamp]),
      voucherSuggestion: { code: 'VALEMARIA25', value: 25 },
    });
    render(<Cart />);
    await screen.findByRole('list', { name: 'Produtos do carrinho' });
    await waitFor(() => expect(api.count('loginStatus')).toBe(1));
    expect(api.count('voucherSuggestion')).toBe(0);
    expect(screen.queryByText(/Você tem um vale-presente/)).not.toBeInTheDocument();
  });
});
