import '../../i18n/catalogue/commerce';
import { number, object } from 'yup';
import type { ObjectSchema } from 'yup';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../format/quantity';
import { cepField, message } from './fields';
import type { CartQuantityValues, PostcodeValues, ProductQuantityValues } from '../values/cart-forms';

// the newsletter's schemas are a module of their own (no quantity rules, which come with the catalogue's chunk)
export { newsletterEmailOnlySchema, newsletterSchema } from './newsletter';

export * from '../values/cart-forms';

const rangeMessage = message('cart.quantityRange');

export const cartQuantitySchema: ObjectSchema<CartQuantityValues> = object({
  quantity: number()
    .typeError(rangeMessage)
    .required(rangeMessage)
    .integer(rangeMessage)
    .min(QUANTITY_MIN, rangeMessage)
    .max(QUANTITY_MAX, rangeMessage),
});

export const postcodeSchema: ObjectSchema<PostcodeValues> = object({
  postcode: cepField('cart.postcodeRequired'),
});

/**
 * The product card's quantity: at least 1, at most the sku or product stock ('Temos apenas {n} em
 * estoque.'); with units already in the cart, their sum may not pass the stock ('Temos apenas {n}
 * itens em estoque, e já existe(m) {k} unidade(s) deste produto no carrinho.').
 */
export function productQuantitySchema({
  stock,
  inCart = 0,
}: {
  stock: number;
  inCart?: number;
}): ObjectSchema<ProductQuantityValues> {
  const quantity = number()
    .typeError(rangeMessage)
    .required(rangeMessage)
    .integer(rangeMessage)
    .min(QUANTITY_MIN, rangeMessage);
  return object({
    quantity:
      inCart > 0
        ? quantity.test(
            'stock-in-cart',
            message('product.stockLimitInCart', { n: stock, k: inCart }),
            (v) => v === undefined || v + inCart <= stock,
          )
        : quantity.max(stock, message('product.stockLimit', { n: stock })),
  });
}

