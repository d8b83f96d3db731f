import '../../i18n/catalogue/commerce';
import { number, object } from 'yup';
import type { ObjectSchema } from 'yup';
import { formatPhone } from '../../format/documents';
import { emailField, maskedMin, message, optionalText, phoneField, requiredText, stateField, textMin3 } from './fields';

/** Longest name and message a quote or an alert keeps ('Limite de caracteres excedido' beyond). */
export const LEAD_NAME_MAX = 120;
export const QUOTE_MESSAGE_MAX = 4000;

/** Quote request (catalogue-and-discovery §5). */
export interface QuoteValues {
  name: string;
  email: string;
  /** Masked (xx) xxxxx-xxxx; at least 14 characters masked. */
  phone: string;
  message: string;
}

export const quoteSchema: ObjectSchema<QuoteValues> = object({
  name: requiredText().max(LEAD_NAME_MAX, message('validation.tooLong')),
  email: emailField(),
  phone: phoneField().test('phone-length', message('validation.phoneInvalid'), maskedMin(formatPhone, 14)),
  message: requiredText().max(QUOTE_MESSAGE_MAX, message('validation.tooLong')),
});

export const quoteInitialValues: QuoteValues = { name: '', email: '', phone: '', message: '' };

/** Back-in-stock alert (catalogue-and-discovery §5). */
export interface AlertMeValues {
  name: string;
  email: string;
  phone: string;
}

export const alertMeSchema: ObjectSchema<AlertMeValues> = object({
  name: requiredText().max(LEAD_NAME_MAX, message('validation.tooLong')),
  email: emailField(),
  phone: phoneField(),
});

export const alertMeInitialValues: AlertMeValues = { name: '', email: '', phone: '' };

/**
 * A product rating (catalogue-and-discovery §7 'rating registration'): 1 to 5 whole stars, given as a
 * number (never a text), and an optional comment of at most 2000 characters. Texts in product.ts.
 */
export interface RatingValues {
  rate: number;
  comment: string;
}

const rateMessage = message('rating.invalidRate');

export const ratingSchema: ObjectSchema<RatingValues> = object({
  rate: number().strict().typeError(rateMessage).required(rateMessage).integer(rateMessage).min(1, rateMessage).max(5, rateMessage),
  comment: optionalText().max(2000, message('rating.commentTooLong')),
});

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

const phoneChars = (v: string | undefined | null) => !v || (v.length >= 3 && v.length <= 15);

/** Longest city and subject of a contact message ('Limite de caracteres excedido' beyond). */
export const CONTACT_CITY_MAX = 60;
export const CONTACT_SUBJECT_MAX = 150;

const tooLong = message('validation.tooLong');

export const contactSchema: ObjectSchema<ContactValues> = object({
  name: textMin3('contact.nameRequired', 'validation.minLength3').max(LEAD_NAME_MAX, tooLong),
  email: emailField('validation.emailRequired', 'validation.emailInvalid').max(254, tooLong),
  phone: phoneField('contact.phoneRequired').test('phone-size', message('validation.phoneInvalid'), phoneChars),
  state: stateField('contact.stateRequired'),
  city: textMin3('contact.cityRequired').max(CONTACT_CITY_MAX, tooLong),
  topic: requiredText('contact.topicRequired'),
  subject: textMin3('contact.subjectRequired').max(CONTACT_SUBJECT_MAX, tooLong),
  message: textMin3('validation.required', 'validation.minLength3').max(QUOTE_MESSAGE_MAX, tooLong),
});

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

/** Search box (catalogue-and-discovery §5): at least 3 characters. */
export interface SearchValues {
  term: string;
}

export const searchSchema: ObjectSchema<SearchValues> = object({
  term: textMin3('search.tooShort'),
});

export const searchInitialValues: SearchValues = { term: '' };
