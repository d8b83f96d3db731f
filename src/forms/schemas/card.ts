/**
 * The checkout's card form (issue 25): number (digits, Luhn, a brand we take), the name on the card, the
 * expiry MM/AA not past (customer-area §5), the CVV of the brand's length and the holder's CPF. Loaded with
 * the card form's first need, with the forms kit.
 */
import '../../i18n/catalogue/card-payment';
import { object, string } from 'yup';
import { t } from '../../i18n';
import { cvvLength, detectCardBrand } from '../../payment/card/brand';
import { isValidCardExpiry, isValidCardNumber, isValidCpf } from '../../validation';
import { message, requiredText } from './fields';

const present = (value: string | undefined | null): value is string => typeof value === 'string' && value.length > 0;

export const cardSchema = object({
  number: requiredText('card.numberRequired')
    .test('card-number', message('card.numberInvalid'), (v) => !present(v) || isValidCardNumber(v))
    .test('card-brand', message('card.brandUnsupported'), (v) => !present(v) || !isValidCardNumber(v) || detectCardBrand(v) !== null),
  holderName: requiredText('card.holderRequired'),
  expiry: requiredText('card.expiryRequired').test('card-expiry', message('card.expiryInvalid'), (v) => !present(v) || isValidCardExpiry(v, new Date())),
  cvv: requiredText('card.cvvRequired').test('card-cvv', function check(v) {
    const digits = cvvLength(detectCardBrand(String(this.parent.number ?? '')));
    return !present(v) || new RegExp(`^\\d{${digits}}$`).test(v) || this.createError({ message: t('card.cvvInvalid', { digits }) });
  }),
  holderDocument: requiredText('card.cpfRequired').test('cpf', message('customer.cpfInvalid'), (v) => !present(v) || isValidCpf(v)),
  installments: string().default('1').required(message('card.installmentsRequired')),
});
