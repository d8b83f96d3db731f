import '../../fixtures/viewport';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetCart } from '../../../src/stores/cart';
import { Cart } from '../../../widgets/cart/cart';
import { company } from '../../fixtures/api-data';
import { cartLine, cartOf } from '../../fixtures/cart-data';
import { fakeApi } from '../../fixtures/mock-api';
import { viewport } from '../../fixtures/viewport';

/** The cart page's shipping calculator loads as its box nears the viewport (issue 24: below the lines on a phone). */

const mug = cartLine({ idCartItem: 2, idProduct: 20, idSku: 200, quantity: 2, name: 'Caneca Esmaltada', price: 49.9 });

afterEach(() => resetCart());

describe('<jet-cart> shipping calculator', () => {
  it('is an empty box of its own height until it comes near, then the CEP form', async () => {
    fakeApi({ company, cartContents: cartOf([mug]) });
    render(<Cart />);
    const box = await screen.findByRole('region', { name: 'Calcular frete' });
    const placeholder = box.querySelector('.jet-cart__shipping-placeholder[data-near]');
    expect(placeholder).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'CEP' })).not.toBeInTheDocument();
    expect(viewport.observed).toContain(placeholder);

    act(() => viewport.near(placeholder!));
    expect(await screen.findByRole('textbox', { name: 'CEP' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calcular' })).toBeInTheDocument();
    expect(box.querySelector('[data-near]')).toBeNull();
  });
});
