/**
 * The operation catalogue: each logical operation the widgets call, with the request name sent in the
 * `POST {apiBase}` envelope, or its own path for the few operations that have one. Split by domain, each
 * with its answer types beside it; the reference server implements every entry (a test fails otherwise).
 * A store platform whose names differ remaps them with `configure({ operations: { ... } })`.
 */
import { cartOperations } from './cart';
import { catalogueOperations } from './catalogue';
import { contentOperations } from './content';
import { contactOperations } from './contact';
import { customerOperations } from './customer';
import { orderOperations } from './orders';
import { storeFrameOperations } from './store-frame';
import { sitePagesOperations } from './site-pages';
import { engageOperations } from './engage';
import { trackingOperations } from './tracking';
import { cardPaymentOperations } from './card-payment';

export const operations = {
  ...contentOperations,
  ...customerOperations,
  ...catalogueOperations,
  ...cartOperations,
  ...orderOperations,
  ...contactOperations,
  ...storeFrameOperations,
  ...sitePagesOperations,
  ...engageOperations,
  ...trackingOperations,
  ...cardPaymentOperations,
} as const;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export type ParamsOf<N extends OperationName> = NonNullable<Operations[N]['__types']>['params'];
export type JsonOf<N extends OperationName> = NonNullable<Operations[N]['__types']>['json'];
export type AnswerOf<N extends OperationName> = NonNullable<Operations[N]['__types']>['answer'];

export type { Op } from './define';
export type * from './cart.types';
export type * from './catalogue.types';
export type * from './content.types';
export type * from './customer.types';
export type * from './orders.types';
export type * from './contact';
export type * from './store-frame.types';
export type * from './site-pages.types';
export type * from './newsletter';
export type * from './wishlist';
export type * from './tracking';
export type * from './card-payment.types';
export type * from '../types';
