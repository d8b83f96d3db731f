import '../../i18n/catalogue/commerce';
import { number, object } from 'yup';
import type { ObjectSchema } from 'yup';
import { formatPhone } from '../../format/documents';
import { emailField, maskedMin, message, optionalText, phoneField, requiredText, stateField, textMin3 } from './fields';
import { CONTACT_CITY_MAX, CONTACT_SUBJECT_MAX, LEAD_NAME_MAX, QUOTE_MESSAGE_MAX } from '../values/catalogue-forms';
import type { AlertMeValues, ContactValues, QuoteValues, RatingValues, SearchValues } from '../values/catalogue-forms';

export * from '../values/catalogue-forms';

export const quoteSchema: ObjectSchema<QuoteValues> = object({
  name: requiredText().max(LEAD_NAME_MAX, message('validation.tooLong')),
  email: emailField(),
  phone: phoneField().test('phone-length', message('validation.phoneInvalid'), maskedMin(formatPhone, 14)),
  message: requiredText().max(QUOTE_MESSAGE_MAX, message('validation.tooLong')),
});

export const alertMeSchema: ObjectSchema<AlertMeValues> = object({
  name: requiredText().max(LEAD_NAME_MAX, message('validation.tooLong')),
  email: emailField(),
  phone: phoneField(),
});

const rateMessage = message('rating.invalidRate');

export const ratingSchema: ObjectSchema<RatingValues> = object({
  rate: number().strict().typeError(rateMessage).required(rateMessage).integer(rateMessage).min(1, rateMessage).max(5, rateMessage),
  comment: optionalText().max(2000, message('rating.commentTooLong')),
});

const phoneChars = (v: string | undefined | null) => !v || (v.length >= 3 && v.length <= 15);

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

export const searchSchema: ObjectSchema<SearchValues> = object({
  term: textMin3('search.tooShort'),
});

