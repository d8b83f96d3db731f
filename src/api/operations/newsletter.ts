/**
 * The newsletter sign-up (cart-and-purchase §2 'Newsletter sign-up', §3 'Newsletter registration', §7
 * 'Newsletter register'). The categories come from the existing `newsletterCategories` read.
 */
import { op } from './define';

/** One category the visitor chose (§3 'Newsletter category'); only the id is read by the server. */
export interface NewsletterChosenCategory {
  idEmailInfoCategory: number;
}

/** The registration as the spec's payload names it (§3 'Newsletter registration'). */
export interface NewsletterRegisterInput {
  /** The subscription's id when editing one; null (or 0) for a new sign-up, which is all the widget sends. */
  idEmailInfo: number | null;
  /** The visitor's name; '' in the e-mail-only mode. */
  name: string;
  email: string;
  emailInfoCategory: NewsletterChosenCategory[];
  /** 'M', 'F' or '' (not asked by the widget). */
  gender: string;
}

/** A truthy answer is a success (§8: a falsy answer shows the failure). */
export interface NewsletterRegisterAnswer {
  ok: true;
}

export const newsletterOperations = {
  newsletterRegister: op<undefined, NewsletterRegisterInput, NewsletterRegisterAnswer>({ request: 'registerEmailInfo' }),
} as const;
