import '../../i18n/catalogue/commerce';
import { array, number, object, string } from 'yup';
import type { ObjectSchema } from 'yup';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../format/quantity';
import { looksLikeFullName } from '../../validation';
import { cepField, emailField, message, requiredText } from './fields';
import type { CartQuantityValues, NewsletterEmailOnlyValues, NewsletterValues, PostcodeValues, ProductQuantityValues } from '../values/cart-forms';

export * from '../values/cart-forms';

const newsletterEmail = () => emailField('validation.emailRequired', 'validation.emailInvalid');

export const newsletterSchema: ObjectSchema<NewsletterValues> = object({
  name: requiredText('newsletter.nameRequired').test(
    'two-words',
    message('validation.nameIncorrect'),
    (v) => !v || looksLikeFullName(v),
  ),
  email: newsletterEmail(),
  categories: array(string().defined()).default([]),
});

export const newsletterEmailOnlySchema: ObjectSchema<NewsletterEmailOnlyValues> = object({
  email: newsletterEmail(),
});

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

