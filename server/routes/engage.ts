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
import { composeMail, type Mailer } from '../adapters/mailer';
import { mailStoreName } from '../services/store-name';
import { HttpError } from '../lib/http-error';
import { text, type MessageKey } from '../lib/messages';
import type { Repositories } from '../repositories';
import { WISHLIST_MAX } from '../repositories/engage/wishlist';
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

/** Today in the store's time zone, yyyy-mm-dd. */
const today = (now: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);

export function engageOperations(registry: OperationRegistry, repos: Repositories, options: { clock?: () => Date; mailer?: Mailer } = {}): void {
  const { newsletter, wishlist, eventLists } = repos.engage;
  const clock = options.clock ?? (() => new Date());

  registry.add('newsletterRegister', { json: newsletterInput, auth: 'public', limit: 'form' }, async ({ json }) => {
    const known = new Set((await repos.newsletterCategories.list()).map((c) => c.id));
    const categoryIds = [...new Set(json.emailInfoCategory.map((c) => c.idEmailInfoCategory))].filter((id) => known.has(id));
    const added = await newsletter.subscribe({
      email: json.email.toLowerCase(),
      name: json.name,
      gender: json.gender.toUpperCase(),
      categoryIds,
    });
    if (!added && options.mailer) {
      const store = await mailStoreName(repos.company);
      await options.mailer.send(
        composeMail(json.email.toLowerCase(), text('newsletterApi.mail.knownSubject', { store }), [
          text('newsletterApi.mail.knownBody'),
          text('newsletterApi.mail.knownIgnore'),
          text('accountApi.mail.signature', { store }),
        ]),
      );
    }
    return { ok: true as const };
  });

  const state = async (customerId: number) => {
    const ids = await wishlist.ids(customerId);
    return { ids, count: ids.length };
  };

  registry.add('wishlistCount', { auth: 'customer', limit: 'read' }, async ({ customer }) => ({ count: await wishlist.count(customer.id) }));
  registry.add('wishlistIds', { auth: 'customer', limit: 'read' }, ({ customer }) => state(customer.id));
  registry.add('addToWishlist', { json: wishlistInput, auth: 'customer', limit: 'cart' }, async ({ customer, json }) => {
    if (!(await wishlist.productExists(json.idProduct))) throw new HttpError(404, text('api.productNotFound'), 'NOT_FOUND');
    if (!(await wishlist.add(customer.id, json.idProduct))) {
      throw new HttpError(409, text('wishlist.full', { max: WISHLIST_MAX }), 'WISHLIST_FULL');
    }
    return state(customer.id);
  });
  registry.add('removeFromWishlist', { json: wishlistInput, auth: 'customer', limit: 'cart' }, async ({ customer, json }) => {
    await wishlist.remove(customer.id, json.idProduct);
    return state(customer.id);
  });

  registry.add('eventList', { params: eventListQuery, auth: 'public', limit: 'read' }, ({ params }) => eventLists.upcoming(today(clock()), params.idType));
}
