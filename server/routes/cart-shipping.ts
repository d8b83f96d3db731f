/**
 * Shipping of the cart (cart-and-purchase §4, §7): options for a postcode, the free-shipping tip, the
 * postcode and the chosen option (kept on the cart and in the `jet_postcode` / `jet_shipping` cookies,
 * readable by the page's script, SameSite=Lax (None in the cross-origin mode: lib/cookie-policy.ts), Path=/, 30 days), their
 * deletion (deletePostcode), the cancel and the digital freight.
 * A postcode is 8 digits (the view sends it unmasked): anything else is 400 'CEP Inválido'; a valid one
 * that no mode serves answers 200 with [] (the view then shows no option). Rules: services/shipping.ts.
 */
import type { FastifyReply } from 'fastify';
import { number, object, string } from 'yup';
import { SAME_ORIGIN_COOKIES, type CookiePolicy } from '../lib/cookie-policy';
import { text } from '../lib/messages';
import { isPostcode } from '../services/cart-shipping';
import type { ShippingService } from '../services/shipping';
import { ensureOwner, ownerOf } from './cart';
import { idField, jsonSchema, optionalIdField } from './input';
import type { OperationRegistry } from './registry';

const THIRTY_DAYS = 30 * 24 * 60 * 60;

const postcodeField = () =>
  string()
    .required(() => text('cart.postcodeRequired'))
    .test('cep', () => text('validation.cepInvalid'), (value) => isPostcode(value ?? ''));

const postcodeInput = jsonSchema(object({ postcode: postcodeField() }));
/** The tip: a postcode, or '' for the store's general rule. */
const tipInput = jsonSchema(
  object({ postcode: string().default('').test('cep', () => text('validation.cepInvalid'), (value) => !value || isPostcode(value)) }),
);
/** The product page's estimate: a postcode, the product, its SKU (absent: the standard one) and 1 to 9999 units. */
const productInput = jsonSchema(
  object({
    postcode: postcodeField(),
    idProduct: idField().required(() => text('api.invalidProduct')),
    idSku: optionalIdField(),
    quantity: number()
      .typeError(() => text('cart.quantityRange'))
      .integer(() => text('cart.quantityRange'))
      .min(1, () => text('cart.quantityRange'))
      .max(9999, () => text('cart.quantityRange'))
      .default(1),
  }),
);
const chooseInput = jsonSchema(
  object({ postcode: postcodeField(), idShippingMode: idField('cart.shippingUnavailable').required(() => text('cart.shippingUnavailable')) }),
);

export function cartShippingOperations(registry: OperationRegistry, shipping: ShippingService, cookies: CookiePolicy = SAME_ORIGIN_COOKIES): void {
  const setCookie = (reply: FastifyReply, name: string, value: string) =>
    reply.setCookie(name, value, { path: '/', httpOnly: false, ...cookies, maxAge: THIRTY_DAYS });

  registry.add('shippingOptions', { json: postcodeInput, auth: 'public', limit: 'cart' }, async ({ request, reply, json }) => {
    const options = await shipping.options(await ensureOwner(request), json.postcode);
    setCookie(reply, 'jet_postcode', json.postcode);
    return options;
  });

  registry.add('productShipping', { json: productInput, auth: 'public', limit: 'cart' }, async ({ request, reply, json }) => {
    const options = await shipping.forProduct(await ownerOf(request), json.postcode, json.idProduct, json.idSku ?? null, json.quantity ?? 1);
    setCookie(reply, 'jet_postcode', json.postcode);
    return options;
  });

  registry.add('freeShippingTip', { json: tipInput, auth: 'public', limit: 'read' }, async ({ request, json }) =>
    shipping.tip(await ownerOf(request), json.postcode ?? ''),
  );

  registry.add('setPostcode', { json: postcodeInput, auth: 'public', limit: 'cart' }, async ({ request, reply, json }) => {
    const answer = await shipping.setPostcode(await ensureOwner(request), json.postcode);
    setCookie(reply, 'jet_postcode', json.postcode);
    return answer;
  });

  registry.add('chooseShipping', { json: chooseInput, auth: 'public', limit: 'cart' }, async ({ request, reply, json }) => {
    const answer = await shipping.choose(await ensureOwner(request), json.postcode, json.idShippingMode);
    setCookie(reply, 'jet_postcode', json.postcode);
    setCookie(reply, 'jet_shipping', String(json.idShippingMode));
    return answer;
  });

  registry.add('deletePostcode', { auth: 'public', limit: 'cart' }, async ({ request, reply }) => {
    const answer = await shipping.forgetPostcode(await ownerOf(request));
    reply.clearCookie('jet_postcode', { path: '/', ...cookies });
    reply.clearCookie('jet_shipping', { path: '/', ...cookies });
    return answer;
  });

  registry.add('clearShipping', { auth: 'public', limit: 'cart' }, async ({ request, reply }) => {
    const answer = await shipping.clear(await ownerOf(request));
    reply.clearCookie('jet_shipping', { path: '/', ...cookies });
    return answer;
  });

  registry.add('addDigitalFreight', { auth: 'public', limit: 'cart' }, async ({ request, reply }) => {
    const answer = await shipping.addDigital(await ownerOf(request));
    if (answer.shipping) setCookie(reply, 'jet_shipping', String(answer.shipping.shippingMode.idShippingMode));
    return answer;
  });
}
