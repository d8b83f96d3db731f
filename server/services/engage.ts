/**
 * Engagement (issue 13): the newsletter sign-up, the wish list of a signed-in customer and the store's
 * event lists. A known newsletter address gets the same answer as a new one; it is told by e-mail and its
 * stored sign-up is left as it was (issue 22: widgets/newsletter/README.md).
 */
import { composeMail, type Mailer } from '../adapters/mailer';
import { HttpError } from '../lib/http-error';
import { text } from '../lib/messages';
import type { Repositories } from '../repositories';
import { WISHLIST_MAX } from '../repositories/engage/wishlist';
import { mailStoreName } from './store-name';

export interface NewsletterSignUp {
  email: string;
  name: string;
  gender: string;
  categoryIds: number[];
}

/** Today in the store's time zone, yyyy-mm-dd. */
const today = (now: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);

export function engageService(repos: Repositories, options: { clock?: () => Date; mailer?: Mailer } = {}) {
  const { newsletter, wishlist, eventLists } = repos.engage;
  const clock = options.clock ?? (() => new Date());
  const wishlistState = async (customerId: number) => {
    const ids = await wishlist.ids(customerId);
    return { ids, count: ids.length };
  };

  return {
    /** Signs the address up with the store's categories among those chosen; a known address is told by e-mail. */
    async subscribe(input: NewsletterSignUp): Promise<{ ok: true }> {
      const known = new Set((await repos.newsletterCategories.list()).map((c) => c.id));
      const email = input.email.toLowerCase();
      const added = await newsletter.subscribe({
        email,
        name: input.name,
        gender: input.gender.toUpperCase(),
        categoryIds: [...new Set(input.categoryIds)].filter((id) => known.has(id)),
      });
      if (!added && options.mailer) {
        const store = await mailStoreName(repos.company);
        await options.mailer.send(
          composeMail(email, text('newsletterApi.mail.knownSubject', { store }), [
            text('newsletterApi.mail.knownBody'),
            text('newsletterApi.mail.knownIgnore'),
            text('accountApi.mail.signature', { store }),
          ]),
        );
      }
      return { ok: true };
    },

    wishlistCount: async (customerId: number) => ({ count: await wishlist.count(customerId) }),
    wishlistIds: wishlistState,
    async addToWishlist(customerId: number, productId: number) {
      if (!(await wishlist.productExists(productId))) throw new HttpError(404, text('api.productNotFound'), 'NOT_FOUND');
      if (!(await wishlist.add(customerId, productId))) throw new HttpError(409, text('wishlist.full', { max: WISHLIST_MAX }), 'WISHLIST_FULL');
      return wishlistState(customerId);
    },
    async removeFromWishlist(customerId: number, productId: number) {
      await wishlist.remove(customerId, productId);
      return wishlistState(customerId);
    },

    /** The event lists from today on (of one type, when given). */
    eventLists: (type?: number) => eventLists.upcoming(today(clock()), type),
  };
}

export type EngageService = ReturnType<typeof engageService>;
