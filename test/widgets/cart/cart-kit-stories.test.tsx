import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/cart-kit.stories';

const { QuantityDefault, QuantityStock, QuantityMultiple, QuantityRemove, QuantityError, FreeShippingMissing, FreeShippingReached, FreeShippingNoTarget } = composeStories(stories);

describe('the cart kit stories', () => {
  it.each([
    ['default', QuantityDefault, '2'],
    ['capped to the stock', QuantityStock, '3'],
    ['sold in sixes', QuantityMultiple, '6'],
    ['error', QuantityError, '2'],
  ])('the %s stepper shows its quantity', (_, Story, value) => {
    render(<Story />);
    expect(screen.getByRole('spinbutton', { name: 'Quantidade' })).toHaveValue(value);
  });

  it('the cart row stepper offers "Remover produto" at 1', () => {
    render(<QuantityRemove />);
    expect(screen.getByRole('button', { name: 'Remover produto' })).toBeInTheDocument();
  });

  it('the free-shipping stories show their text and bar', () => {
    const { unmount } = render(<FreeShippingMissing />);
    expect(screen.getByText('Faltam R$ 60,00 para você ganhar Frete Grátis!')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso para o Frete Grátis' })).toHaveAttribute('aria-valuenow', '239');
    unmount();
    render(<FreeShippingReached />);
    expect(screen.getByText('Parabéns! Você ganhou Frete Grátis.')).toBeInTheDocument();
  });

  it('without a target there is no bar', () => {
    render(<FreeShippingNoTarget />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
