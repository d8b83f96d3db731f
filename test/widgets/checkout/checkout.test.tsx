import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keptReturnUrl } from '../../../src/customer/identifier-storage';
import { navigation } from '../../../src/routes/navigation';
import { $cartQuantity, resetCart } from '../../../src/stores/cart';
import { Checkout } from '../../../widgets/checkout/checkout';
import { fakeApi } from '../../fixtures/mock-api';
import {
  checkoutAnswers,
  digitalCart,
  homeCep,
  maria,
  motoboy,
  options,
  pac,
  placed,
  sedex,
  shippedCart,
  signedInWithoutPassword,
  signedOut,
  stockFailure,
  work,
  workCep,
} from '../../../stories/checkout-fixtures';
import { cartOf } from '../../fixtures/cart-data';
import { company, signedIn } from '../../fixtures/api-data';

const section = (name: string) => screen.getByRole('region', { name: new RegExp(name) });
const place = () => screen.getByRole('button', { name: 'Finalizar pedido' });

let go: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  go = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  resetCart();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('<jet-checkout>', () => {
  it('sends a visitor to the identification', async () => {
    fakeApi({ ...checkoutAnswers(), loginStatus: { data: signedOut } });
    render(<Checkout />);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/checkout/identification'));
    expect(screen.queryByRole('button', { name: 'Finalizar pedido' })).not.toBeInTheDocument();
  });

  it('keeps a shopper whose login status cannot be read on the checkout, with a retry, not at the identification', async () => {
    let statusFails = true;
    fakeApi({ ...checkoutAnswers(), loginStatus: () => (statusFails ? { fail: 'Erro interno.' } : { data: signedIn }) });
    render(<Checkout />);
    expect(await screen.findByText('Não foi possível carregar o seu pedido.')).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
    statusFails = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: 'Finalizar pedido' })).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
  });

  it('sends a customer without a password to the finish-registration, to come back here after it', async () => {
    fakeApi({ ...checkoutAnswers(), loginStatus: { data: signedInWithoutPassword }, customerData: { ...maria, email: 'joao@exemplo.com.br', hasPassword: false } });
    render(<Checkout />);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer/finishregistration/joao%40exemplo.com.br'));
    expect(keptReturnUrl()).toBe('/checkout');
  });

  it('sends a customer without a password whose e-mail cannot be read to the access code step', async () => {
    fakeApi({ ...checkoutAnswers(), loginStatus: { data: signedInWithoutPassword }, customerData: { fail: 'Erro interno.' } });
    render(<Checkout />);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer/accesskey'));
    expect(keptReturnUrl()).toBe('/checkout');
  });

  it('shows the order as busy while it is placed, and sends it once', async () => {
    const api = fakeApi({ ...checkoutAnswers(), placeOrder: 'loading' });
    const user = userEvent.setup();
    render(<Checkout />);
    await user.click(await screen.findByRole('button', { name: 'Finalizar pedido' }));
    const busy = await screen.findByRole('button', { name: 'Finalizando o pedido…' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Boleto bancário' })).toBeDisabled();
    await user.click(busy);
    expect(api.count('placeOrder')).toBe(1);
    expect(go).not.toHaveBeenCalled();
  });

  it('says an empty cart is empty and links to the store', async () => {
    fakeApi(checkoutAnswers({ cart: cartOf([]) }));
    render(<Checkout />);
    expect(await screen.findByText('Seu carrinho está vazio.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a loja' })).toHaveAttribute('href', '/');
  });

  it('preselects the default address, lists every shipping option of its CEP with the cart’s selected, and shows what will be charged', async () => {
    const api = fakeApi(checkoutAnswers());
    render(<Checkout />);
    const casa = await screen.findByRole('radio', { name: /Casa/ });
    expect(casa).toBeChecked();
    expect(screen.getByRole('radio', { name: /Trabalho/ })).not.toBeChecked();
    // the cart's mode selected among all the modes of its CEP (issue 25: it was its text alone), not chosen again
    const modes = within(await screen.findByRole('group', { name: 'Escolha a forma de entrega' })).getAllByRole('radio');
    expect(modes.length).toBeGreaterThan(1);
    expect(screen.getByRole('radio', { name: /PAC/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /PAC/ }).closest('label')).toHaveTextContent('R$ 25,00');
    expect(api.count('chooseShipping')).toBe(0);
    expect(screen.queryByText(/O frete foi calculado/)).not.toBeInTheDocument();
    const summary = within(section('Resumo'));
    expect(summary.getByText('Sofá Retrátil Lisboa 3 Lugares')).toBeInTheDocument();
    expect(summary.getByText('Subtotal').nextSibling).toHaveTextContent('R$ 2.599,70');
    expect(summary.getByText('Total a pagar').nextSibling).toHaveTextContent('R$ 2.624,70');
    expect(screen.getByRole('radio', { name: 'Pix' })).toBeChecked();
    expect(api.count('shippingOptions')).toBe(1);
  });

  it('takes the Pix discount off while Pix is chosen: a badge beside Pix, its own row in the summary, a lower total to pay', async () => {
    fakeApi({ ...checkoutAnswers(), company: { ...company, pixDiscountPercent: 5 } });
    const user = userEvent.setup();
    render(<Checkout />);
    expect(await screen.findByRole('radio', { name: 'Pix 5% de desconto' })).toBeChecked();
    const summary = within(section('Resumo'));
    // 5 % of the items (R$ 2.599,70 is R$ 129,985: R$ 129,99), not of the R$ 25,00 shipping
    expect(summary.getByText('Desconto Pix (5%)').nextSibling).toHaveTextContent('− R$ 129,99');
    expect(summary.getByText('Total a pagar').nextSibling).toHaveTextContent('R$ 2.494,71');

    await user.click(screen.getByRole('radio', { name: 'Boleto bancário' }));
    expect(summary.queryByText('Desconto Pix (5%)')).not.toBeInTheDocument();
    expect(summary.getByText('Total a pagar').nextSibling).toHaveTextContent('R$ 2.624,70');
  });

  it('shows no Pix discount when the store gives none (0 %)', async () => {
    fakeApi({ ...checkoutAnswers(), company: { ...company, pixDiscountPercent: 0 } });
    render(<Checkout />);
    expect(await screen.findByRole('radio', { name: 'Pix' })).toBeChecked();
    expect(screen.queryByText(/Desconto Pix|de desconto/)).not.toBeInTheDocument();
    expect(within(section('Resumo')).getByText('Total a pagar').nextSibling).toHaveTextContent('R$ 2.624,70');
  });

  it('places the order: sends the choices, emits jet:purchase, empties the badge and opens the order', async () => {
    const api = fakeApi(checkoutAnswers({ checkoutOptions: { ...options, storeCredit: 100 } }));
    const purchases: unknown[] = [];
    const stop = (event: Event) => purchases.push((event as CustomEvent).detail);
    document.addEventListener('jet:purchase', stop);
    const user = userEvent.setup();
    render(<Checkout />);
    await user.click(await screen.findByRole('radio', { name: 'Boleto bancário' }));
    await user.click(screen.getByRole('checkbox', { name: /^Usar meu Vale Compra \(saldo R\$\s100,00\)$/ }));
    expect(within(section('Resumo')).getByText('Vale Compra').nextSibling).toHaveTextContent('R$ 100,00');
    expect(within(section('Resumo')).getByText('Total a pagar').nextSibling).toHaveTextContent('R$ 2.524,70');
    await user.click(place());

    await waitFor(() => expect(go).toHaveBeenCalledWith('/checkout/confirmacao?pedido=1042'));
    expect(api.calls.find((c) => c.operation === 'placeOrder')?.json).toEqual({ idAddress: 11, paymentMethod: 'boleto', useStoreCredit: true });
    expect(purchases).toEqual([{ idOrder: 1042, value: placed.total, items: placed.items }]);
    expect($cartQuantity.get().quantity).toBe(0);
    expect(screen.getByRole('status')).toHaveTextContent('Pedido #1042 realizado!');
    document.removeEventListener('jet:purchase', stop);
  });

  it('does not open any order when the order answer is not an order, and sends the shopper to look in Meus pedidos', async () => {
    fakeApi({ ...checkoutAnswers(), placeOrder: {} as never });
    const purchases: unknown[] = [];
    const stop = (event: Event) => purchases.push((event as CustomEvent).detail);
    document.addEventListener('jet:purchase', stop);
    const user = userEvent.setup();
    render(<Checkout />);
    await user.click(await screen.findByRole('radio', { name: 'Boleto bancário' }));
    await user.click(place());
    expect(await screen.findByText(/Não foi possível confirmar o seu pedido\. Confira em Meus pedidos/)).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
    expect(purchases).toEqual([]);
    // the choice stays, and the order can be asked again
    expect(screen.getByRole('radio', { name: 'Boleto bancário' })).toBeChecked();
    expect(place()).toBeEnabled();
    document.removeEventListener('jet:purchase', stop);
  });

  it('shows the load error with a retry when the payment options come in another shape', async () => {
    fakeApi(checkoutAnswers({ checkoutOptions: [] as never }));
    render(<Checkout />);
    expect(await screen.findByText('Não foi possível carregar o seu pedido.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finalizar pedido' })).not.toBeInTheDocument();
  });

  it('keeps every choice when the order is refused, with the server’s text and a way back to the cart', async () => {
    const api = fakeApi({ ...checkoutAnswers({ checkoutOptions: { ...options, storeCredit: 50 } }), placeOrder: stockFailure });
    const user = userEvent.setup();
    render(<Checkout />);
    await user.click(await screen.findByRole('radio', { name: /Trabalho/ }));
    await user.click(await screen.findByRole('radio', { name: 'Boleto bancário' }));
    await user.click(screen.getByRole('checkbox', { name: /Vale Compra/ }));
    await waitFor(() => expect(api.count('chooseShipping')).toBe(1));
    await user.click(place());

    expect(await screen.findByRole('alert')).toHaveTextContent(stockFailure.fail);
    expect(screen.getByRole('link', { name: 'Voltar para o carrinho' })).toHaveAttribute('href', '/carrinho');
    expect(screen.getByRole('radio', { name: /Trabalho/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Boleto bancário' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Vale Compra/ })).toBeChecked();
    expect(place()).toBeEnabled();
    expect(go).not.toHaveBeenCalled();

    // the shopper tries again and it goes through, with the same choices
    api.set('placeOrder', placed);
    await user.click(place());
    await waitFor(() => expect(go).toHaveBeenCalledWith('/checkout/confirmacao?pedido=1042'));
    expect(api.calls.filter((c) => c.operation === 'placeOrder').map((c) => c.json)).toEqual([
      { idAddress: 12, paymentMethod: 'boleto', useStoreCredit: true },
      { idAddress: 12, paymentMethod: 'boleto', useStoreCredit: true },
    ]);
  });

  it('re-quotes for another address’s CEP and keeps the cart’s mode when it is offered there', async () => {
    const api = fakeApi(checkoutAnswers());
    const user = userEvent.setup();
    render(<Checkout />);
    await user.click(await screen.findByRole('radio', { name: /Trabalho/ }));
    expect(await screen.findByText('O frete foi calculado para o CEP 20040‑002 do endereço escolhido.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.operation === 'shippingOptions').at(-1)?.json).toEqual({ postcode: workCep });
    expect(api.calls.find((c) => c.operation === 'chooseShipping')?.json).toEqual({ postcode: workCep, idShippingMode: pac.shippingMode.idShippingMode });
    await waitFor(() => expect(screen.getByRole('radio', { name: /PAC/ })).toBeChecked());
  });

  it('asks the shopper to choose when the cart’s mode is not offered for the new CEP, and refuses to place before', async () => {
    const api = fakeApi(checkoutAnswers({ quotes: { [workCep]: [sedex, motoboy] } }));
    const user = userEvent.setup();
    render(<Checkout />);
    await user.click(await screen.findByRole('radio', { name: /Trabalho/ }));
    expect(await screen.findByText('A forma de entrega escolhida no carrinho não atende o CEP 20040‑002. Escolha uma das opções.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.operation === 'setPostcode')?.json).toEqual({ postcode: workCep });
    expect(api.count('chooseShipping')).toBe(0);

    await user.click(place());
    const error = await screen.findByText('Escolha a forma de entrega.');
    expect(error).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Escolha a forma de entrega' })).toHaveAccessibleDescription('Escolha a forma de entrega.');
    expect(api.count('placeOrder')).toBe(0);

    await user.click(screen.getByRole('radio', { name: /Motoboy/ }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Motoboy/ })).toBeChecked());
    expect(within(section('Resumo')).getByText('Frete').nextSibling).toHaveTextContent('R$ 19,90');
    await user.click(place());
    await waitFor(() => expect(api.count('placeOrder')).toBe(1));
  });

  it('re-quotes when the cart’s CEP is not the default address’s', async () => {
    const api = fakeApi(checkoutAnswers({ cart: shippedCart(workCep, sedex) }));
    render(<Checkout />);
    await waitFor(() => expect(api.calls.find((c) => c.operation === 'chooseShipping')?.json).toEqual({ postcode: homeCep, idShippingMode: 2 }));
  });

  it('adds a new address by CEP, saves it and delivers there', async () => {
    const api = fakeApi(checkoutAnswers());
    const user = userEvent.setup();
    render(<Checkout />);
    await user.click(await screen.findByRole('button', { name: 'Novo endereço' }));
    await user.type(await screen.findByLabelText('Identificação do endereço'), 'Escritório');
    await user.selectOptions(screen.getByLabelText('Tipo de endereço'), 'Comercial');
    await user.type(screen.getByLabelText('Destinatário'), 'Maria da Silva');
    await user.type(screen.getByLabelText('Telefone de contato'), '11987654321');
    await waitFor(() => expect(screen.getByLabelText('Telefone de contato')).toHaveValue('(11) 98765-4321'));
    await user.type(screen.getByLabelText('CEP'), '01310100');
    await waitFor(() => expect(screen.getByLabelText('Endereço')).toHaveValue('Avenida Paulista'));
    await user.type(screen.getByLabelText('Número'), '900');
    await user.click(screen.getByRole('button', { name: 'Salvar e usar este endereço' }));

    const saved = await screen.findByRole('radio', { name: /Escritório/ });
    await waitFor(() => expect(saved).toBeChecked());
    expect(api.calls.find((c) => c.operation === 'saveAddress')?.json).toMatchObject({ identification: 'Escritório', zipCode: '01310-100', number: '900' });
    await user.click(place());
    await waitFor(() => expect(api.calls.find((c) => c.operation === 'placeOrder')?.json).toMatchObject({ idAddress: 100 }));
  });

  it('sends no address while a new one is being typed: the shopper saves it or picks one first', async () => {
    const api = fakeApi(checkoutAnswers());
    const user = userEvent.setup();
    render(<Checkout />);
    await user.click(await screen.findByRole('button', { name: 'Novo endereço' }));
    await screen.findByLabelText('CEP');
    expect(screen.getByRole('radio', { name: /Casa/ })).not.toBeChecked();
    await user.click(place());
    expect(await screen.findByText('Escolha ou cadastre o endereço de entrega.')).toHaveFocus();
    expect(api.count('placeOrder')).toBe(0);
    await user.click(screen.getByRole('radio', { name: /Casa/ }));
    expect(screen.queryByLabelText('CEP')).not.toBeInTheDocument();
    await user.click(place());
    await waitFor(() => expect(api.calls.find((c) => c.operation === 'placeOrder')?.json).toMatchObject({ idAddress: 11 }));
  });

  it('skips the address for a cart of only digital products', async () => {
    const api = fakeApi(checkoutAnswers({ cart: digitalCart }));
    const user = userEvent.setup();
    render(<Checkout />);
    expect(await screen.findByText('Seu pedido tem apenas produtos digitais: não há entrega.')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Casa/ })).not.toBeInTheDocument();
    await waitFor(() => expect(api.count('addDigitalFreight')).toBe(1));
    // the digital freight is what the server charges: shown, and in the total
    await waitFor(() => expect(within(section('Resumo')).getByText('Frete').nextSibling).toHaveTextContent('R$ 5,90'));
    expect(within(section('Resumo')).getByText('Total a pagar').nextSibling).toHaveTextContent('R$ 45,80');
    expect(within(section('Entrega')).getByText(/Entrega digital/)).toHaveTextContent('R$ 5,90');
    await user.click(place());
    await waitFor(() => expect(api.calls.find((c) => c.operation === 'placeOrder')?.json).toEqual({ idAddress: null, paymentMethod: 'pix', useStoreCredit: false }));
    expect(api.count('addDigitalFreight')).toBe(1);
    expect(api.count('shippingOptions')).toBe(0);
  });

  it('asks the digital freight again before the order when it failed on load', async () => {
    const api = fakeApi({ ...checkoutAnswers({ cart: digitalCart }), addDigitalFreight: { fail: 'Erro interno.' } });
    const user = userEvent.setup();
    render(<Checkout />);
    await screen.findByText('Seu pedido tem apenas produtos digitais: não há entrega.');
    await waitFor(() => expect(api.count('addDigitalFreight')).toBe(1));
    await user.click(place());
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro interno.');
    expect(api.count('addDigitalFreight')).toBe(2);
    expect(api.count('placeOrder')).toBe(0);
  });

  it('keeps the shopper in the checkout for a shipping refusal (no link to the cart) and quotes the shipping again', async () => {
    const api = fakeApi({ ...checkoutAnswers(), placeOrder: { fail: 'Escolha novamente a forma de entrega.', status: 409, code: 'SHIPPING_UNAVAILABLE' } });
    const user = userEvent.setup();
    render(<Checkout />);
    await user.click(await screen.findByRole('button', { name: 'Finalizar pedido' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Escolha novamente a forma de entrega.');
    expect(screen.queryByRole('link', { name: 'Voltar para o carrinho' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls.find((c) => c.operation === 'shippingOptions')?.json).toEqual({ postcode: homeCep }));
    await waitFor(() => expect(api.calls.find((c) => c.operation === 'chooseShipping')?.json).toEqual({ postcode: homeCep, idShippingMode: 1 }));
  });

  it('takes the digital freight even when the cart kept the mode of an earlier physical order', async () => {
    const api = fakeApi(checkoutAnswers({ cart: { ...digitalCart, shipping: { ...pac, postcode: homeCep } } }));
    render(<Checkout />);
    await waitFor(() => expect(api.count('addDigitalFreight')).toBe(1));
    await waitFor(() => expect(within(section('Entrega')).getByText(/Entrega digital/)).toBeInTheDocument());
  });

  it('opens the address form at once for a customer without addresses and refuses to place without one', async () => {
    const api = fakeApi(checkoutAnswers({ book: [], cart: shippedCart() }));
    const user = userEvent.setup();
    render(<Checkout />);
    expect(await screen.findByText('Você ainda não tem endereços cadastrados. Cadastre o endereço de entrega.')).toBeInTheDocument();
    expect(await screen.findByLabelText('CEP')).toBeInTheDocument();
    await user.click(place());
    expect(await screen.findByText('Escolha ou cadastre o endereço de entrega.')).toHaveFocus();
    expect(api.count('placeOrder')).toBe(0);
  });

  it('does not offer the store credit without a balance', async () => {
    fakeApi(checkoutAnswers());
    render(<Checkout />);
    await screen.findByRole('radio', { name: 'Pix' });
    expect(screen.queryByRole('checkbox', { name: /Vale Compra/ })).not.toBeInTheDocument();
  });

  it('says so when a re-quote fails and lets the shopper try again', async () => {
    const api = fakeApi({ ...checkoutAnswers(), shippingOptions: { fail: 'Erro interno.' } });
    const user = userEvent.setup();
    render(<Checkout />);
    await user.click(await screen.findByRole('radio', { name: /Trabalho/ }));
    expect(await screen.findByText('Não foi possível calcular o frete.')).toBeInTheDocument();
    api.set('shippingOptions', [pac]);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /PAC/ })).toBeChecked());
    expect(work.zipCode).toBe('20040-002');
  });
});
