/**
 * Engagement operations (issue 13): the newsletter sign-up (cart-and-purchase §3, §5, §7, §8), the wish
 * list of a signed-in customer, and the store's event lists.
 *
 * Newsletter: the same field rules as the widget (src/forms/schemas: e-mail required and valid; the name,
 * when sent, of at least two words: the e-mail-only mode sends ''). A new and a known address get the same
 * answer (200 `{ ok: true }`), so the form tells no one whether an address is on the list (issue 22,
 * overriding the spec's 'Erro ao cadastrar email!' for a duplicate: widgets/newsletter/README.md). The
 * known address is told by e-mail (the outbox or SMTP; nothing personal is logged), its stored sign-up is
 * left as it was, and the 'form' limit caps how fast anyone can try addresses.
 */
import { array, number, object, string } from 'yup';
import { emailField, message } from '../../src/forms/schemas/fields';
import { looksLikeFullName } from '../../src/validation';
import { text, type MessageKey } from '../lib/messages';
import type { EngageService } from '../services/engage';
import { idField, jsonSchema, paramsSchema } from './input';
import type { OperationRegistry } from './registry';

const labels: Partial<Record<string, MessageKey>> = { name: 'field.name', email: 'field.email' };

const newsletterInput = jsonSchema(
  object({
    idEmailInfo: number().nullable().optional(),
    name: string()
      .default('')
      .max(120)
      .test('two-words', message('validation.nameIncorrect'), (v) => !v || looksLikeFullName(v)),
    email: emailField('validation.emailRequired', 'validation.emailInvalid').max(254, message('validation.emailInvalid')),
    emailInfoCategory: array(object({ idEmailInfoCategory: idField('api.invalidInput').required() }))
      .max(100)
      .default([]),
    gender: string().oneOf(['M', 'F', 'm', 'f', '']).default(''),
  }),
  { labels },
);

const wishlistInput = jsonSchema(object({ idProduct: idField().required(() => text('api.invalidProduct')) }));

const eventListQuery = paramsSchema(object({ idType: number().integer().min(1).max(999).optional() }));

export function engageOperations(registry: OperationRegistry, engage: EngageService): void {
  registry.add('newsletterRegister', { json: newsletterInput, auth: 'public', limit: 'form' }, ({ json }) =>
    engage.subscribe({ email: json.email, name: json.name, gender: json.gender, categoryIds: json.emailInfoCategory.map((c) => c.idEmailInfoCategory) }),
  );

  registry.add('wishlistCount', { auth: 'customer', limit: 'read' }, ({ customer }) => engage.wishlistCount(customer.id));
  registry.add('wishlistIds', { auth: 'customer', limit: 'read' }, ({ customer }) => engage.wishlistIds(customer.id));
  registry.add('addToWishlist', { json: wishlistInput, auth: 'customer', limit: 'cart' }, ({ customer, json }) => engage.addToWishlist(customer.id, json.idProduct));
  registry.add('removeFromWishlist', { json: wishlistInput, auth: 'customer', limit: 'cart' }, ({ customer, json }) =>
    engage.removeFromWishlist(customer.id, json.idProduct),
  );

  registry.add('eventList', { params: eventListQuery, auth: 'public', limit: 'read' }, ({ params }) => engage.eventLists(params.idType));
}
