import '../../i18n/catalogue/commerce';
import { array, number, object, string } from 'yup';
import type { ObjectSchema } from 'yup';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../format/quantity';
import { looksLikeFullName } from '../../validation';
import { cepField, emailField, message, requiredText } from './fields';

/** Newsletter sign-up (cart-and-purchase §5). */
export interface NewsletterValues {
  name: string;
  email: string;
  /** idEmailInfoCategory of the chosen categories, as text (checkbox values). */
  categories: string[];
}

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

export const newsletterInitialValues: NewsletterValues = { name: '', email: '', categories: [] };

/** The newsletter's e-mail-only mode. */
export interface NewsletterEmailOnlyValues {
  email: string;
}

export const newsletterEmailOnlySchema: ObjectSchema<NewsletterEmailOnlyValues> = object({
  email: newsletterEmail(),
});

export const newsletterEmailOnlyInitialValues: NewsletterEmailOnlyValues = { email: '' };

/** Quantity of a cart item (cart-and-purchase §5): 1 to 9999. */
export interface CartQuantityValues {
  quantity: number;
}

const rangeMessage = message('cart.quantityRange');

export const cartQuantitySchema: ObjectSchema<CartQuantityValues> = object({
  quantity: number()
    .typeError(rangeMessage)
    .required(rangeMessage)
    .integer(rangeMessage)
    .min(QUANTITY_MIN, rangeMessage)
    .max(QUANTITY_MAX, rangeMessage),
});

export const cartQuantityInitialValues: CartQuantityValues = { quantity: 1 };

/** Postcode of the shipping estimate (cart-and-purchase §5). Sent unmasked: see onlyDigits. */
export interface PostcodeValues {
  postcode: string;
}

export const postcodeSchema: ObjectSchema<PostcodeValues> = object({
  postcode: cepField('cart.postcodeRequired'),
});

export const postcodeInitialValues: PostcodeValues = { postcode: '' };

/** Quantity on a product card (catalogue-and-discovery §5). */
export interface ProductQuantityValues {
  quantity: number;
}

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

export const productQuantityInitialValues: ProductQuantityValues = { quantity: 1 };
