/**
 * The wish list of a signed-in customer (catalogue-and-discovery §2 'wish-list counter', §6) and the
 * store's event lists (cart-and-purchase §2 'Event list', §3 'Event list entry': idType).
 */
import { op, read } from './define';

/** The wish-list count (the counter's read). */
export interface WishlistCount {
  count: number;
}

/** The product ids on the customer's wish list, newest first, and their count. */
export interface WishlistState {
  ids: number[];
  count: number;
}

export interface WishlistInput {
  idProduct: number;
}

/**
 * One event list of the store (a gift list: wedding, baby shower …). The spec names only idType; the
 * other fields are ours (widgets/event-list/README.md).
 */
export interface EventListEntry {
  idEventList: number;
  /** The kind of event: 1 Casamento, 2 Chá de bebê, 3 Aniversário, 4 Chá de casa nova (the store's own ids). */
  idType: number;
  /** The kind's name as the store words it ('Casamento'). */
  typeName: string;
  /** 'Ana & Pedro'. */
  title: string;
  /** yyyy-mm-dd. */
  eventDate: string;
  /** 'Belo Horizonte - MG', or ''. */
  place: string;
  /** A page of the store for the list, or '' when it has none. */
  url: string;
}

export const wishlistOperations = {
  wishlistCount: read<undefined, WishlistCount>({ request: 'getWishlistCount' }),
  wishlistIds: read<undefined, WishlistState>({ request: 'getWishlistIds' }),
  addToWishlist: op<undefined, WishlistInput, WishlistState>({ request: 'addWishlistItem' }),
  removeFromWishlist: op<undefined, WishlistInput, WishlistState>({ request: 'removeWishlistItem' }),
  /** The store's event lists (upcoming first); `idType` narrows them to one kind. */
  eventList: read<{ idType?: number } | undefined, EventListEntry[]>({ request: 'getEventList' }),
} as const;
