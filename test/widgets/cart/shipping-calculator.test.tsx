import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allTasks } from 'nanostores';
import { describe, expect, it } from 'vitest';
import type { FreightOption } from '../../../src/api/operations';
import { ShippingCalculator } from '../../../src/cart/shipping-calculator';
import { $postcode } from '../../../src/stores/postcode';
import { cartLine, cartOf, freightOption } from '../../fixtures/cart-data';
import { fakeApi } from '../../fixtures/mock-api';

const options: FreightOption[] = [
  freightOption(1, 'PAC', 5, 18.9),
  freightOption(2, 'Retirada na loja', 0, 0),
  freightOption(3, 'Entrega agendada', 2, 35, { ScheduledDelivery: true }),
];

const lines = [cartLine({ idCartItem: 1, idProduct: 101, idSku: 1010, quantity: 1 })];
const cep = () => screen.getByRole('textbox', { name: 'CEP' });
const calculateButton = () => screen.getByRole('button', { name: /Calcular|Calculando/ });

describe('ShippingCalculator', () => {
  it('masks the CEP, calculates by itself at 9 characters, sends it unmasked and lists the options', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ cartContents: cartOf(lines), shippingOptions: options });
    render(<ShippingCalculator />);
    expect(cep()).toHaveAttribute('maxlength', '9');
    await user.type(cep(), '0131010');
    // imask comes with the first focus: what was typed before it arrived is formatted once it is here
    await waitFor(() => expect(cep()).toHaveValue('01310-10'));
    expect(api.count('shippingOptions')).toBe(0);
    await user.type(cep(), '0');
    expect(cep()).toHaveValue('01310-100');
    const group = await screen.findByRole('group', { name: 'Opções de frete' });
    expect(api.calls.find((c) => c.operation === 'shippingOptions')!.json).toEqual({ postcode: '01310100' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(within(group).getByRole('radio', { name: /^PAC \(5 dias úteis\) R\$\s18,90$/ })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Retirada na loja (Envio Imediato) Frete Grátis' })).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: /^Entrega agendada \(\*\) R\$\s35,00$/ })).toBeInTheDocument();
    expect($postcode.get()).toBe('01310100');
  });

  it('an empty CEP says "Por favor, insira um cep." and asks nothing', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ cartContents: cartOf(lines), shippingOptions: options });
    render(<ShippingCalculator />);
    await user.click(calculateButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, insira um cep.');
    expect(cep()).toHaveAccessibleDescription('Por favor, insira um cep.');
    expect(cep()).toHaveAttribute('aria-invalid', 'true');
    expect(api.count('shippingOptions')).toBe(0);
  });

  it('an incomplete or impossible CEP says "CEP Inválido" and asks nothing', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ cartContents: cartOf(lines), shippingOptions: options });
    render(<ShippingCalculator />);
    await user.type(cep(), '0131{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('CEP Inválido');
    await user.clear(cep());
    await user.type(cep(), '00000000');
    expect(screen.getByRole('alert')).toHaveTextContent('CEP Inválido');
    expect(api.count('shippingOptions')).toBe(0);
  });

  it('starts from the shopper\'s CEP (the jet_postcode cookie) and calculates on Enter', async () => {
    const user = userEvent.setup();
    document.cookie = 'jet_postcode=22041001; path=/';
    const api = fakeApi({ cartContents: cartOf(lines), shippingOptions: options });
    render(<ShippingCalculator />);
    await waitFor(() => expect(cep()).toHaveValue('22041-001'));
    // a CEP known beforehand is not calculated until asked
    expect(api.count('shippingOptions')).toBe(0);
    await user.click(cep());
    await user.keyboard('{Enter}');
    await screen.findByRole('group', { name: 'Opções de frete' });
    expect(api.calls.find((c) => c.operation === 'shippingOptions')!.json).toEqual({ postcode: '22041001' });
  });

  it('shows the loading state while the options are fetched', async () => {
    const user = userEvent.setup();
    fakeApi({ cartContents: cartOf(lines), shippingOptions: 'loading' });
    render(<ShippingCalculator />);
    await user.type(cep(), '01310100');
    expect(calculateButton()).toHaveAttribute('aria-busy', 'true');
    expect(calculateButton()).toHaveTextContent('Calculando…');
  });

  it('a failed request shows the server text, stops loading and keeps the CEP typed', async () => {
    const user = userEvent.setup();
    fakeApi({ cartContents: cartOf(lines), shippingOptions: { fail: 'Não entregamos neste CEP.', status: 422 } });
    render(<ShippingCalculator />);
    await user.type(cep(), '01310100');
    expect(await screen.findByRole('alert')).toHaveTextContent('Não entregamos neste CEP.');
    expect(calculateButton()).not.toHaveAttribute('aria-busy');
    expect(calculateButton()).toHaveTextContent('Calcular');
    expect(cep()).toHaveValue('01310-100');
  });

  it('choosing an option keeps it on the cart, and it stays checked after a reload', async () => {
    const user = userEvent.setup();
    let cart = cartOf(lines);
    const api = fakeApi({
      cartContents: () => cart,
      shippingOptions: options,
      chooseShipping: ({ json }) => {
        const option = options.find((o) => o.shippingMode.idShippingMode === json.idShippingMode)!;
        cart = cartOf(lines, { postcode: json.postcode, shipping: { ...option, postcode: json.postcode }, totalShipping: option.valueShipping });
        return cart;
      },
    });
    const { unmount } = render(<ShippingCalculator />);
    await user.type(cep(), '01310100');
    await user.click(await screen.findByRole('radio', { name: /PAC/ }));
    await allTasks();
    expect(api.calls.find((c) => c.operation === 'chooseShipping')!.json).toEqual({ postcode: '01310100', idShippingMode: 1 });
    expect(screen.getByRole('radio', { name: /PAC/ })).toBeChecked();
    unmount();

    // a new page: the cart has the CEP and the choice; the calculator lists its options by itself
    const { resetCart } = await import('../../../src/stores/cart');
    resetCart();
    render(<ShippingCalculator compact />);
    await waitFor(() => expect(cep()).toHaveValue('01310-100'));
    await waitFor(() => expect(screen.getByRole('radio', { name: /PAC/ })).toBeChecked());
    expect(screen.getByRole('radio', { name: /Retirada/ })).not.toBeChecked();
  });

  it('a failed choice shows the server text and leaves the options as they were', async () => {
    const user = userEvent.setup();
    fakeApi({ cartContents: cartOf(lines), shippingOptions: options, chooseShipping: { fail: 'Opção indisponível.', status: 409 } });
    render(<ShippingCalculator />);
    await user.type(cep(), '01310100');
    await user.click(await screen.findByRole('radio', { name: /PAC/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Opção indisponível.');
    expect(screen.getByRole('radio', { name: /PAC/ })).not.toBeChecked();
  });

  it('links to the Correios search for a shopper who does not know the CEP', () => {
    fakeApi({ cartContents: cartOf(lines) });
    render(<ShippingCalculator />);
    expect(screen.getByRole('link', { name: 'Não sei meu CEP' })).toHaveAttribute('href', expect.stringContaining('correios.com.br'));
  });

  it("forgets the CEP with 'Limpar CEP': the server's call, an empty field, no options", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      cartContents: cartOf(lines, { postcode: '01310100' }),
      shippingOptions: options,
      deletePostcode: cartOf(lines, { postcode: null }),
    });
    render(<ShippingCalculator />);
    await screen.findByRole('group', { name: 'Opções de frete' });
    expect(cep()).toHaveValue('01310-100');
    await user.click(screen.getByRole('button', { name: 'Limpar CEP' }));
    await waitFor(() => expect(cep()).toHaveValue(''));
    expect(api.count('deletePostcode')).toBe(1);
    expect(screen.queryByRole('group', { name: 'Opções de frete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Limpar CEP' })).not.toBeInTheDocument();
    expect($postcode.get()).toBeNull();
  });
});
