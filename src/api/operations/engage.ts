/** Engagement: the newsletter sign-up, the wish list and the event lists (issue 13), one spread in index.ts. */
import { newsletterOperations } from './newsletter';
import { wishlistOperations } from './wishlist';

export const engageOperations = { ...newsletterOperations, ...wishlistOperations } as const;
