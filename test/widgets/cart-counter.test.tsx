import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emit } from '../../src/events';
import { addToCart } from '../../src/stores/cart';
import { CartCounter } from '../../widgets/cart-counter/cart-counter';
import { fakeApi } from '../fixtures/mock-api';

describe('<jet-cart-counter>', () => {
  it('shows the count at load and after products are added or removed', async () => {
    let quantity = 2;
    const api = fakeApi({ cartCount: () => ({ quantity, removedProducts: [] }) });
    render(<CartCounter cartUrl="/carrinho" />);
    expect(await screen.findByRole('link', { name: 'Carrinho: 2 itens' })).toHaveAttribute('href', '/carrinho');

    quantity = 3;
    act(() => emit('jet:product-added', { idProduct: 1, idSku: null, quantity: 1 }));
    expect(await screen.findByRole('link', { name: 'Carrinho: 3 itens' })).toBeInTheDocument();

    quantity = 1;
    act(() => emit('jet:product-removed', { idCartItem: 9 }));
    expect(await screen.findByRole('link', { name: 'Carrinho: 1 item' })).toBeInTheDocument();
    expect(api.count('cartCount')).toBe(3);
  });

  it('tells the shopper which products expired from the cart', async () => {
    fakeApi({ cartCount: () => ({ quantity: 0, removedProducts: ['Sofá Retrátil Lisboa', 'Tênis Corrida Pro'] }) });
    render(<CartCounter />);
    const notice = await screen.findByRole('status');
    await waitFor(() => expect(notice).toHaveTextContent('O TEMPO EXPIROU E'));
    expect(notice).toHaveTextContent('os produtos Sofá Retrátil Lisboa, Tênis Corrida Pro foram removidos do seu carrinho.');
  });

  it('keeps a single request for several counters on the page', async () => {
    const api = fakeApi({ cartCount: () => ({ quantity: 5, removedProducts: [] }) });
    render(
      <>
        <CartCounter />
        <CartCounter />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Carrinho: 5 itens' })).toHaveLength(2));
    expect(api.count('cartCount')).toBe(1);
  });

  it('takes the count from the answer of an add made on the page, with no count request', async () => {
    const api = fakeApi({ cartCount: () => ({ quantity: 2, removedProducts: [] }), addToCart: () => ({ success: true, quantity: 4 }) });
    render(<CartCounter />);
    expect(await screen.findByRole('link', { name: 'Carrinho: 2 itens' })).toBeInTheDocument();
    await act(() => addToCart({ idProduct: 101, idSku: null, quantity: 2, isRecurrent: false }));
    expect(screen.getByRole('link', { name: 'Carrinho: 4 itens' })).toBeInTheDocument();
    expect(api.count('cartCount')).toBe(1);
  });
});
