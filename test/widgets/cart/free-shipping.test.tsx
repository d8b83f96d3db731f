import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FreeShippingTip } from '../../../src/api/operations';
import { FreeShipping, freeShippingModel } from '../../../src/cart/free-shipping';

const tip = (patch: Partial<FreeShippingTip> = {}): FreeShippingTip => ({
  idShipping: 1,
  cartDisplayInfo: true,
  cartInformation: 'Faltam [Valor] para você ganhar Frete Grátis!',
  remainingValue: 50,
  targetValue: 200,
  ...patch,
});

const nbsp = (text: string) => text.replace(/R\$ /g, 'R$\u00a0');

describe('freeShippingModel', () => {
  it('is nothing without a tip or when the store hides it in the cart', () => {
    expect(freeShippingModel(null, 100)).toBeNull();
    expect(freeShippingModel(undefined, 100)).toBeNull();
    expect(freeShippingModel(tip({ cartDisplayInfo: false }), 100)).toBeNull();
  });

  it('replaces every [Valor] with the remaining amount in BRL', () => {
    expect(freeShippingModel(tip(), 150)!.text).toBe(nbsp('Faltam R$ 50,00 para você ganhar Frete Grátis!'));
    expect(freeShippingModel(tip({ cartInformation: '[Valor] e pronto: [valor]', remainingValue: 1234.5 }), 0)!.text).toBe(nbsp('R$ 1.234,50 e pronto: R$ 1.234,50'));
  });

  it('says what is missing when the store sends no text', () => {
    expect(freeShippingModel(tip({ cartInformation: '' }), 150)!.text).toBe(nbsp('Faltam R$ 50,00 para ganhar Frete Grátis.'));
  });

  it('once reached, congratulates, or shows the store\'s own text without [Valor]', () => {
    expect(freeShippingModel(tip({ remainingValue: 0 }), 250)).toMatchObject({ reached: true, text: 'Parabéns! Você ganhou Frete Grátis.' });
    expect(freeShippingModel(tip({ remainingValue: 0, cartInformation: 'Seu frete é por nossa conta!' }), 250)!.text).toBe('Seu frete é por nossa conta!');
  });

  it('draws subtotal over target, full once reached, and no bar without a target', () => {
    expect(freeShippingModel(tip(), 150)!.progress).toMatchObject({ value: 150, max: 200, percent: 75 });
    expect(freeShippingModel(tip({ remainingValue: 0 }), 250)!.progress).toMatchObject({ value: 200, percent: 100 });
    expect(freeShippingModel(tip({ targetValue: 0 }), 150)!.progress).toBeNull();
  });
});

describe('FreeShipping', () => {
  it('shows the text and a named progress bar, before any CEP', () => {
    render(<FreeShipping tip={tip()} subTotal={150} />);
    expect(screen.getByText('Faltam R$ 50,00 para você ganhar Frete Grátis!')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Progresso para o Frete Grátis' });
    expect(bar).toHaveAttribute('aria-valuenow', '150');
    expect(bar).toHaveAttribute('aria-valuemax', '200');
    expect(bar).toHaveAttribute('aria-valuetext', nbsp('R$ 150,00 de R$ 200,00'));
  });

  it('renders nothing when the tip is hidden', () => {
    const { container } = render(<FreeShipping tip={tip({ cartDisplayInfo: false })} subTotal={150} />);
    expect(container).toBeEmptyDOMElement();
  });
});
