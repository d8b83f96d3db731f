import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartContents } from '../../src/api/operations';
import { listen } from '../../src/events';
import { navigation } from '../../src/routes/navigation';
import { resetCart } from '../../src/stores/cart';
import { $company } from '../../src/stores/company';
import { Cart } from '../../widgets/cart/cart';
import { company } from '../fixtures/api-data';
import { cartLine, cartOf } from '../fixtures/cart-data';
import { fakeApi } from '../fixtures/mock-api';

const sofa = cartLine({
  idCartItem: 1,
  idProduct: 10,
  idSku: 100,
  quantity: 1,
  name: 'Sofá Retrátil Lisboa',
  price: 2999.9,
  pricePromotion: 2499.9,
  cartItemVariations: [{ nameReference: 'Cor', nameVariation: 'Cinza' }],
});
const mug = cartLine({ idCartItem: 2, idProduct: 20, idSku: 200, quantity: 2, name: 'Caneca Esmaltada', price: 49.9 });

const page = () => render(<Cart />);
const brl = (text: string) => text.replace(/\s/g, ' ');

afterEach(() => {
  resetCart();
  vi.restoreAllMocks();
});

describe('<jet-cart>', () => {
  it('shows each line with its variations, unit price and quantity, the totals and the installments', async () => {
    fakeApi({
      company: { ...company, showInstallmentAtListsAndDetail: true },
      cartContents: cartOf([sofa, mug]),
      installments: ({ params }) => ({ maxNumber: 12, value: Number(new URLSearchParams(params ?? '').get('value')) / 12, description: 'sem juros', interest: 0 }),
    });
    page();
    const lines = await screen.findByRole('list', { name: 'Produtos do carrinho' });
    const sofaLine = within(lines).getAllByRole('listitem')[0]!;
    expect(within(sofaLine).getByRole('link', { name: 'Sofá Retrátil Lisboa' })).toHaveAttribute('href', sofa.urlProduct);
    expect(sofaLine).toHaveTextContent('Cor: Cinza');
    expect(brl(sofaLine.textContent!)).toContain('R$ 2.499,90 cada');
    expect(within(lines).getByRole('spinbutton', { name: 'Quantidade de Caneca Esmaltada' })).toHaveValue('2');
    const summary = screen.getByRole('region', { name: 'Resumo do pedido' });
    expect(brl(summary.textContent!)).toContain('SubtotalR$ 2.599,70');
    expect(summary).toHaveTextContent('FreteA calcular');
    expect(brl(await within(summary).findByText(/12x de/).then((el) => el.textContent!))).toBe('12x de R$ 216,64 sem juros');
  });

  it("shows the total paid by Pix under the total: the store's percent of the items after their discounts, the shipping excluded", async () => {
    fakeApi({ company: { ...company, pixDiscountPercent: 5 }, cartContents: cartOf([sofa, mug], { totalDiscount: 100, totalShipping: 30 }) });
    page();
    const summary = await screen.findByRole('region', { name: 'Resumo do pedido' });
    expect(summary).toHaveTextContent(/Total\s*R\$\s2\.529,70/);
    // 5 % of R$ 2.499,70 (R$ 2.599,70 less the R$ 100,00 discount) is R$ 124,985: R$ 124,99 off the total
    expect(await within(summary).findByText('R$ 2.404,71 no Pix')).toBeInTheDocument();
  });

  it('shows no Pix total when the store gives no Pix discount', async () => {
    fakeApi({ company: { ...company, pixDiscountPercent: 0 }, cartContents: cartOf([mug]) });
    page();
    await screen.findByRole('list', { name: 'Produtos do carrinho' });
    await waitFor(() => expect($company.get().status).toBe('ready'));
    expect(screen.getByRole('region', { name: 'Resumo do pedido' })).toHaveTextContent(/Total\s*R\$\s99,80/);
    expect(screen.queryByText(/no Pix/)).not.toBeInTheDocument();
  });

  it('shows no installments when the company does not allow them', async () => {
    const api = fakeApi({ company: { ...company, showInstallmentAtListsAndDetail: false }, cartContents: cartOf([mug]) });
    page();
    await screen.findByRole('list', { name: 'Produtos do carrinho' });
    await waitFor(() => expect(api.count('company')).toBe(1));
    expect(screen.queryByText(/x de R\$/)).not.toBeInTheDocument();
    expect(api.count('installments')).toBe(0);
  });

  it('says the cart is empty and offers to go on shopping', async () => {
    fakeApi({ company, cartContents: cartOf([]) });
    page();
    expect(await screen.findByText('Seu carrinho está vazio.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuar Comprando' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Finalizar Compra' })).not.toBeInTheDocument();
  });

  it('changes a quantity on Enter, and on a refusal shows the server text and the quantity before', async () => {
    let refuse = false;
    const api = fakeApi({
      company,
      cartContents: cartOf([mug]),
      changeCartItem: ({ json }) => (refuse ? { fail: 'Temos apenas 3 em estoque.', status: 409 } : cartOf([{ ...mug, quantity: json.quantity }])),
    });
    const user = userEvent.setup();
    page();
    const field = await screen.findByRole('spinbutton', { name: 'Quantidade de Caneca Esmaltada' });
    await user.clear(field);
    await user.type(field, '3{Enter}');
    await waitFor(() => expect(api.calls.find((c) => c.operation === 'changeCartItem')?.json).toEqual({ idCartItem: 2, quantity: 3 }));
    await waitFor(() => expect(brl(screen.getByRole('region', { name: 'Resumo do pedido' }).textContent!)).toContain('SubtotalR$ 149,70'));

    refuse = true;
    await user.clear(field);
    await user.type(field, '4{Enter}');
    expect(await screen.findByText('Temos apenas 3 em estoque.')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue('3'));
  });

  it('refuses a quantity out of 1 to 9999 with the spec text and sends nothing', async () => {
    const api = fakeApi({ company, cartContents: cartOf([mug]) });
    const user = userEvent.setup();
    page();
    const field = await screen.findByRole('spinbutton', { name: 'Quantidade de Caneca Esmaltada' });
    await user.clear(field);
    await user.type(field, '10000{Enter}');
    expect(await screen.findByText('Por favor, digite um valor entre 1 e 9999')).toBeInTheDocument();
    expect(field).toHaveValue('2');
    expect(api.count('changeCartItem')).toBe(0);
  });

  it('removes a line and tells the page', async () => {
    const api = fakeApi({ company, cartContents: cartOf([sofa, mug]), removeCartItem: cartOf([sofa]) });
    const removed = vi.fn();
    const stop = listen('jet:product-removed', removed);
    const user = userEvent.setup();
    page();
    await user.click(await screen.findByRole('button', { name: 'Remover Caneca Esmaltada do carrinho' }));
    await waitFor(() => expect(screen.queryByText('Caneca Esmaltada')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.operation === 'removeCartItem')?.json).toEqual({ idCartItem: 2 });
    expect(removed).toHaveBeenCalledWith({ idProduct: 20, idCartItem: 2 }, expect.anything());
    stop();
  });

  it('opens the sold-out modal on checkout, then blocks with the spec message, and deletes the sold-out products', async () => {
    const gone = { ...mug, stock: 0, flagExhausted: true };
    const api = fakeApi({ company, cartContents: cartOf([sofa, gone]), removeCartItem: cartOf([sofa]), verifyCartLimits: { valid: true } });
    const go = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    page();
    expect(await screen.findByText('Produto esgotado. Exclua-o do carrinho para finalizar a compra.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finalizar Compra' }));
    const modal = await screen.findByRole('dialog', { name: 'Ops... existe 1 produto esgotado no seu carrinho.' });
    expect(modal).toHaveTextContent('Caneca Esmaltada');
    await user.click(within(modal).getByRole('button', { name: 'Fechar' }));
    await user.click(screen.getByRole('button', { name: 'Finalizar Compra' }));
    expect(await screen.findByText('Ops.. Exclua os produtos esgotados do carrinho.')).toBeInTheDocument();
    expect(api.count('verifyCartLimits')).toBe(0);
    expect(go).not.toHaveBeenCalled();
  });

  it('deletes every sold-out product from the modal (plural texts)', async () => {
    const a = { ...mug, stock: 0 };
    const b = cartLine({ idCartItem: 3, idProduct: 30, idSku: 300, quantity: 1, name: 'Luminária Arco', flagExhausted: true });
    let cart = cartOf([sofa, a, b]);
    fakeApi({
      company,
      cartContents: () => cart,
      removeCartItem: ({ json }) => (cart = cartOf(cart.items.filter((l) => l.idCartItem !== json.idCartItem))),
    });
    const user = userEvent.setup();
    page();
    await user.click(await screen.findByRole('button', { name: 'Finalizar Compra' }));
    const modal = await screen.findByRole('dialog', { name: 'Ops... existem 2 produtos esgotados no seu carrinho.' });
    await user.click(within(modal).getByRole('button', { name: 'Excluir Produtos' }));
    await waitFor(() => expect(screen.getAllByRole('spinbutton')).toHaveLength(1));
    expect(screen.queryByText('Luminária Arco')).not.toBeInTheDocument();
  });

  it('shows the rules box and the green message only when the limits are met', async () => {
    const limited = (quantity: number): CartContents =>
      cartOf([{ ...mug, quantity, limits: [{ tipo: 'Q', minimo: 2, maximo: 6, multiplo: 2 }] }], {
        minValue: 100,
        limits: [{ tipo: 'C', minimo: 0, maximo: 50 }],
      });
    let cart = limited(2);
    fakeApi({ company, cartContents: () => cart, changeCartItem: ({ json }) => (cart = limited(json.quantity)) });
    const user = userEvent.setup();
    page();
    const rules = await screen.findByRole('region', { name: 'Regras de compra desta loja' });
    expect(brl(rules.textContent!)).toContain('Valor mínimo do pedido: R$ 100,00');
    expect(rules).toHaveTextContent('Quantidade máxima de itens: 50');
    expect(rules).toHaveTextContent('Caneca Esmaltada: vendido em múltiplos de 2');
    expect(screen.queryByText(/Você atingiu o limite mínimo/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    expect(await screen.findByText('Você atingiu o limite mínimo de compra deste pedido, agora já pode finalizar sua compra.')).toBeInTheDocument();
  });

  it('checks the limits on the server before checkout: its text for 10 s, or on to identification', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let valid = false;
    fakeApi({
      company,
      cartContents: cartOf([mug]),
      verifyCartLimits: () => (valid ? { valid: true } : { fail: 'O valor mínimo de compra é R$ 100,00.', status: 400 }),
    });
    const go = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    page();
    await user.click(await screen.findByRole('button', { name: 'Finalizar Compra' }));
    expect(await screen.findByText('O valor mínimo de compra é R$ 100,00.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.getByText('O valor mínimo de compra é R$ 100,00.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(screen.queryByText('O valor mínimo de compra é R$ 100,00.')).not.toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();

    valid = true;
    await user.click(screen.getByRole('button', { name: 'Finalizar Compra' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/checkout/identification'));
    vi.useRealTimers();
  });

  it('applies a discount key (nothing sent when empty), shows the discount, and keeps a refused key typed', async () => {
    const api = fakeApi({
      company,
      cartContents: cartOf([sofa]),
      applyDiscount: ({ json }) =>
        json.key === 'BEMVINDO10' ? cartOf([sofa], { discountKey: 'BEMVINDO10', totalDiscount: 249.99 }) : { fail: 'Cupom de desconto inválido.', status: 400 },
      removeDiscount: cartOf([sofa]),
    });
    const user = userEvent.setup();
    page();
    const field = await screen.findByRole('textbox', { name: 'Cupom de desconto' });
    const form = field.closest('form')!;
    await user.click(within(form).getByRole('button', { name: 'Aplicar' }));
    expect(await within(form).findByText('Informe o cupom de desconto.')).toBeInTheDocument();
    expect(api.count('applyDiscount')).toBe(0);

    await user.type(field, 'ERRADO{Enter}');
    expect(await within(form).findByText('Cupom de desconto inválido.')).toBeInTheDocument();
    expect(field).toHaveValue('ERRADO');

    await user.clear(field);
    await user.type(field, 'BEMVINDO10{Enter}');
    expect(await screen.findByText('Cupom BEMVINDO10 aplicado')).toBeInTheDocument();
    expect(brl(screen.getByRole('region', { name: 'Resumo do pedido' }).textContent!)).toContain('Desconto− R$ 249,99');
    await user.click(screen.getByRole('button', { name: 'Remover cupom' }));
    expect(await screen.findByRole('textbox', { name: 'Cupom de desconto' })).toBeInTheDocument();
  });

  it('warns twenty seconds before the reservation ends and extends it once', async () => {
    const soon = new Date(Date.now() + 15_000).toISOString();
    const later = new Date(Date.now() + 30 * 60_000).toISOString();
    const api = fakeApi({
      company,
      cartContents: cartOf([mug], { reservedUntil: soon }),
      extendReservation: cartOf([mug], { reservedUntil: later, reservationExtended: true }),
    });
    const user = userEvent.setup();
    page();
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(/A reserva dos produtos termina em 1\d segundos\./);
    await user.click(within(warning).getByRole('button', { name: 'Manter a reserva por mais 30 minutos' }));
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent(/reservados por (29|30):\d\d/));
    expect(screen.queryByRole('button', { name: /Manter a reserva/ })).not.toBeInTheDocument();
    expect(api.count('extendReservation')).toBe(1);
  });

  it('names the products whose reservation ended', async () => {
    fakeApi({ company, cartContents: cartOf([mug], { removedProducts: ['Sofá Retrátil Lisboa'] }) });
    page();
    const notice = await screen.findByText('o produto Sofá Retrátil Lisboa foi removido do seu carrinho.');
    expect(notice.closest('.jet-alert')).toHaveTextContent('O TEMPO EXPIROU E');
  });

  it('offers to try again when the cart cannot be loaded', async () => {
    let fail = true;
    fakeApi({ company, cartContents: () => (fail ? { fail: 'Erro interno. Tente novamente em instantes.', status: 500 } : cartOf([mug])) });
    const user = userEvent.setup();
    page();
    expect(await screen.findByText('Erro interno. Tente novamente em instantes.', {}, { timeout: 4000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Caneca Esmaltada')).toBeInTheDocument();
  });
});
