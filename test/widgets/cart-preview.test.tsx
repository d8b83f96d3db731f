import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../src/events';
import { openCart } from '../../src/events/commands';
import { navigation } from '../../src/routes/navigation';
import { resetCart } from '../../src/stores/cart';
import { $company } from '../../src/stores/company';
import { CartCounter } from '../../widgets/cart-counter/cart-counter';
import { CartPreviewLauncher } from '../../widgets/cart-preview/cart-preview-launcher';
import { company } from '../fixtures/api-data';
import { cartLine, cartOf } from '../fixtures/cart-data';
import { fakeApi } from '../fixtures/mock-api';

const mug = cartLine({ idCartItem: 2, idProduct: 20, idSku: 200, quantity: 2, name: 'Caneca Esmaltada', price: 49.9 });
const tip = { idShipping: 1, cartDisplayInfo: true, cartInformation: 'Faltam [Valor] para você ganhar Frete Grátis!', remainingValue: 200.2, targetValue: 300 };

afterEach(() => {
  resetCart();
  vi.restoreAllMocks();
});

describe('<jet-cart-preview>', () => {
  it('loads nothing until asked, then opens as a modal drawer with the lines, the tip and the totals', async () => {
    const api = fakeApi({ company, cartContents: cartOf([mug], { freeShipping: tip }), cartCount: { quantity: 2, removedProducts: [] } });
    render(<CartPreviewLauncher />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.count('cartContents')).toBe(0);

    act(() => openCart());
    const drawer = await screen.findByRole('dialog', { name: /Meu carrinho/ });
    expect(await within(drawer).findByText('Caneca Esmaltada')).toBeInTheDocument();
    // the focus is on the drawer, not on the first line's quantity a stray key would change
    expect(drawer).toHaveFocus();
    expect(drawer).toHaveTextContent('(2 itens)');
    expect(within(drawer).getByText(/Faltam R\$\s200,20 para você ganhar Frete Grátis!/)).toBeInTheDocument();
    expect(within(drawer).getByRole('region', { name: 'Resumo do pedido' })).toHaveTextContent(/Total\s*R\$\s99,80/);
    expect(within(drawer).getByRole('button', { name: 'Finalizar Compra' })).toBeInTheDocument();
    expect(within(drawer).getByRole('spinbutton', { name: 'Quantidade de Caneca Esmaltada' })).toBeInTheDocument();
  });

  it('shows the total paid by Pix under the total when the store gives a Pix discount', async () => {
    fakeApi({ company: { ...company, pixDiscountPercent: 5 }, cartContents: cartOf([mug]) });
    render(<CartPreviewLauncher />);
    act(() => openCart());
    const drawer = await screen.findByRole('dialog', { name: /Meu carrinho/ });
    // 5 % of R$ 99,80 is R$ 4,99
    expect(await within(drawer).findByText('R$ 94,81 no Pix')).toBeInTheDocument();
  });

  it('shows no Pix total when the store gives no Pix discount', async () => {
    fakeApi({ company: { ...company, pixDiscountPercent: 0 }, cartContents: cartOf([mug]) });
    render(<CartPreviewLauncher />);
    act(() => openCart());
    const drawer = await screen.findByRole('dialog', { name: /Meu carrinho/ });
    expect(await within(drawer).findByRole('region', { name: 'Resumo do pedido' })).toHaveTextContent(/Total\s*R\$\s99,80/);
    // the company settings are taken (0 %), and still nothing says Pix
    await waitFor(() => expect($company.get().status).toBe('ready'));
    expect(within(drawer).queryByText(/no Pix/)).not.toBeInTheDocument();
  });

  it('closes with Escape and with Continuar Comprando, giving the focus back to what opened it', async () => {
    fakeApi({ company, cartContents: cartOf([mug]) });
    const user = userEvent.setup();
    render(
      <>
        <button type="button" onClick={() => openCart()}>
          Abrir carrinho
        </button>
        <CartPreviewLauncher />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Abrir carrinho' });
    await user.click(opener);
    const drawer = await screen.findByRole('dialog', { name: /Meu carrinho/ });
    await within(drawer).findByText('Caneca Esmaltada');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Continuar Comprando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the cart is empty', async () => {
    fakeApi({ company, cartContents: cartOf([]) });
    render(<CartPreviewLauncher />);
    act(() => openCart());
    expect(await screen.findByText('Seu carrinho está vazio.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finalizar Compra' })).not.toBeInTheDocument();
  });

  it('opens after an add only with open-on-add', async () => {
    fakeApi({ company, cartContents: cartOf([mug]), cartCount: { quantity: 2, removedProducts: [] } });
    const { rerender } = render(<CartPreviewLauncher />);
    act(() => emit('jet:product-added', { idProduct: 20, idSku: null, quantity: 1 }));
    // what the add started (a panel's chunk, had it opened) has arrived: no dialog
    await act(() => vi.dynamicImportSettled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    rerender(<CartPreviewLauncher openOnAdd />);
    act(() => emit('jet:product-added', { idProduct: 20, idSku: null, quantity: 1 }));
    expect(await screen.findByRole('dialog', { name: /Meu carrinho/ })).toBeInTheDocument();
  });

  it('opens from the counter only with open-from-counter; otherwise the counter links to the cart page', async () => {
    fakeApi({ company, cartContents: cartOf([mug]), cartCount: { quantity: 2, removedProducts: [] } });
    const { rerender } = render(
      <>
        <CartCounter />
        <CartPreviewLauncher />
      </>,
    );
    const link = await screen.findByRole('link', { name: 'Carrinho: 2 itens' });
    expect(fireEvent.click(link)).toBe(true); // not prevented: the browser follows the link
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    rerender(
      <>
        <CartCounter />
        <CartPreviewLauncher openFromCounter />
      </>,
    );
    expect(fireEvent.click(link)).toBe(false); // prevented: the drawer opens instead
    expect(await screen.findByRole('dialog', { name: /Meu carrinho/ })).toBeInTheDocument();
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true); // a new tab still goes to the page
  });

  it('gates checkout as the cart page does and goes to identification when the server agrees', async () => {
    fakeApi({ company, cartContents: cartOf([mug]), verifyCartLimits: { valid: true } });
    const go = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<CartPreviewLauncher />);
    act(() => openCart());
    await user.click(await screen.findByRole('button', { name: 'Finalizar Compra' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/checkout/identification'));
  });
});
