/**
 * The catalogue's forms (src/forms/schemas/catalogue-forms.ts): the value types and initial values, without yup,
 * so a form renders without them (its schema loads with the form's first need).
 */

/** Quote request (catalogue-and-discovery §5). */
export interface QuoteValues {
  name: string;
  email: string;
  /** Masked (xx) xxxxx-xxxx; at least 14 characters masked. */
  phone: string;
  message: string;
}

/** Back-in-stock alert (catalogue-and-discovery §5). */
export interface AlertMeValues {
  name: string;
  email: string;
  phone: string;
}

/**
 * A product rating (catalogue-and-discovery §7 'rating registration'): 1 to 5 whole stars, given as a
 * number (never a text), and an optional comment of at most 2000 characters. Texts in product.ts.
 */
export interface RatingValues {
  rate: number;
  comment: string;
}

/** Contact form (catalogue-and-discovery §5). */
export interface ContactValues {
  name: string;
  email: string;
  /** 3 to 15 characters, masked while typing. */
  phone: string;
  /** Two-letter state code. */
  state: string;
  city: string;
  /** idContactTopic of the chosen topic, as text (select value). */
  topic: string;
  subject: string;
  message: string;
}

/** Search box (catalogue-and-discovery §5): at least 3 characters. */
export interface SearchValues {
  term: string;
}

export const quoteInitialValues: QuoteValues = { name: '', email: '', phone: '', message: '' };

export const alertMeInitialValues: AlertMeValues = { name: '', email: '', phone: '' };

export const contactInitialValues: ContactValues = {
  name: '',
  email: '',
  phone: '',
  state: '',
  city: '',
  topic: '',
  subject: '',
  message: '',
};

/** Longest name and message a quote or an alert keeps ('Limite de caracteres excedido' beyond). */
export const LEAD_NAME_MAX = 120;

export const QUOTE_MESSAGE_MAX = 4000;

/** Longest city and subject of a contact message ('Limite de caracteres excedido' beyond). */
export const CONTACT_CITY_MAX = 60;

export const CONTACT_SUBJECT_MAX = 150;
