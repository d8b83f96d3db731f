/** The newsletter sign-up's schemas (cart-and-purchase §5), loaded with the form's first need. */
import '../../i18n/catalogue/commerce';
import { array, object, string } from 'yup';
import type { ObjectSchema } from 'yup';
import { looksLikeFullName } from '../../validation/names';
import { emailField, message, requiredText } from './fields';
import type { NewsletterEmailOnlyValues, NewsletterValues } from '../values/cart-forms';

const newsletterEmail = () => emailField('validation.emailRequired', 'validation.emailInvalid');

export const newsletterSchema: ObjectSchema<NewsletterValues> = object({
  name: requiredText('newsletter.nameRequired').test(
    'two-words',
    message('validation.nameIncorrect'),
    (v) => !v || looksLikeFullName(v),
  ),
  email: newsletterEmail(),
  categories: array(string().defined()).default([]),
});

export const newsletterEmailOnlySchema: ObjectSchema<NewsletterEmailOnlyValues> = object({
  email: newsletterEmail(),
});
