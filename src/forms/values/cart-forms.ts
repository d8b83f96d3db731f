/**
 * The cart's forms (src/forms/schemas/cart-forms.ts): the value types and initial values, without yup,
 * so a form renders without them (its schema loads with the form's first need).
 */

/** Newsletter sign-up (cart-and-purchase §5). */
export interface NewsletterValues {
  name: string;
  email: string;
  /** idEmailInfoCategory of the chosen categories, as text (checkbox values). */
  categories: string[];
}

/** The newsletter's e-mail-only mode. */
export interface NewsletterEmailOnlyValues {
  email: string;
}

/** Quantity of a cart item (cart-and-purchase §5): 1 to 9999. */
export interface CartQuantityValues {
  quantity: number;
}

/** Postcode of the shipping estimate (cart-and-purchase §5). Sent unmasked: see onlyDigits. */
export interface PostcodeValues {
  postcode: string;
}

/** Quantity on a product card (catalogue-and-discovery §5). */
export interface ProductQuantityValues {
  quantity: number;
}

export const newsletterInitialValues: NewsletterValues = { name: '', email: '', categories: [] };

export const newsletterEmailOnlyInitialValues: NewsletterEmailOnlyValues = { email: '' };

