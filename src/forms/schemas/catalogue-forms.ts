import '../../i18n/catalogue/commerce';
import { object } from 'yup';
import type { ObjectSchema } from 'yup';
import { formatPhone } from '../../format/documents';
import { emailField, maskedMin, message, phoneField, requiredText, stateField, textMin3 } from './fields';

/** Quote request (catalogue-and-discovery §5). */
export interface QuoteValues {
  name: string;
  email: string;
  /** Masked (xx) xxxxx-xxxx; at least 14 characters masked. */
  phone: string;
  message: string;
}

export const quoteSchema: ObjectSchema<QuoteValues> = object({
  name: requiredText(),
  email: emailField(),
  phone: phoneField().test('phone-length', message('validation.phoneInvalid'), maskedMin(formatPhone, 14)),
  message: requiredText(),
});

export const quoteInitialValues: QuoteValues = { name: '', email: '', phone: '', message: '' };

/** Back-in-stock alert (catalogue-and-discovery §5). */
export interface AlertMeValues {
  name: string;
  email: string;
  phone: string;
}

export const alertMeSchema: ObjectSchema<AlertMeValues> = object({
  name: requiredText(),
  email: emailField(),
  phone: phoneField(),
});

export const alertMeInitialValues: AlertMeValues = { name: '', email: '', phone: '' };

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

export const contactSchema: ObjectSchema<ContactValues> = object({
  name: textMin3('contact.nameRequired', 'validation.minLength3'),
  email: emailField('validation.emailRequired', 'validation.emailInvalid'),
  phone: phoneField('contact.phoneRequired').test('phone-size', message('validation.phoneInvalid'), phoneChars),
  state: stateField('contact.stateRequired'),
  city: textMin3('contact.cityRequired'),
  topic: requiredText('contact.topicRequired'),
  subject: textMin3('contact.subjectRequired'),
  message: textMin3('validation.required', 'validation.minLength3'),
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
