/** The carts the cart stories show: a furniture store's lines, with prices, variations and images. */
import type { CartContents, FreightOption } from '../src/api/operations';
import { company } from '../test/fixtures/api-data';
import { cartLine, cartOf, freightOption } from '../test/fixtures/cart-data';
import { placeholderImage } from './mocks/images';

export { company };

export const sofa = cartLine({
  idCartItem: 1,
  idProduct: 10,
  idSku: 100,
  quantity: 1,
  name: 'Sofá Retrátil Lisboa 3 Lugares',
  price: 2999.9,
  pricePromotion: 2499.9,
  etiquetaDisponibilidade: 'Pronta entrega',
  cartItemVariations: [{ nameReference: 'Cor', nameVariation: 'Cinza' }],
  productImage: { imageDefault: placeholderImage('Sofá', 96, 96, '#0b5cad') },
});
export const mug = cartLine({
  idCartItem: 2,
  idProduct: 20,
  idSku: 200,
  quantity: 2,
  name: 'Caneca Esmaltada Azul',
  price: 49.9,
  productImage: { imageDefault: placeholderImage('Caneca', 96, 96, '#8250df') },
});
export const lamp = cartLine({
  idCartItem: 3,
  idProduct: 30,
  idSku: 300,
  quantity: 1,
  name: 'Luminária de Piso Arco',
  price: 459,
  stock: 0,
  flagExhausted: true,
  productImage: { imageDefault: placeholderImage('Luminária', 96, 96, '#c2410c') },
});

export const ebook = cartLine({
  idCartItem: 4,
  idProduct: 40,
  idSku: 400,
  quantity: 1,
  name: 'E-book Guia de Decoração',
  price: 39.9,
  productImage: { imageDefault: placeholderImage('E-book', 96, 96, '#1a7f37') },
});

const tip = { idShipping: 1, cartDisplayInfo: true, cartInformation: 'Faltam [Valor] para você ganhar Frete Grátis!', remainingValue: 0, targetValue: 299 };

export const options: FreightOption[] = [
  freightOption(1, 'PAC', 8, 0),
  freightOption(2, 'SEDEX', 3, 39.9),
  freightOption(3, 'Retirar na loja', 0, 0, { usefulDay: false }),
];

/** The cart with `lines`, a free-shipping tip computed from its subtotal, and `extra`. */
export function cart(lines = [sofa, mug], extra: Partial<CartContents> = {}): CartContents {
  const base = cartOf(lines, extra);
  return { ...base, freeShipping: { ...tip, remainingValue: Math.max(0, tip.targetValue - base.subTotal) }, ...extra };
}

/** The store's limits as the cart answers them: the order value (minValue) and the item count (C). */
export const limits: Partial<CartContents> = { minValue: 300, limits: [{ tipo: 'C', minimo: 0, maximo: 50 }] };
