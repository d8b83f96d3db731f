import '../../i18n/catalogue/forms';
// the validation messages load with the schemas, not with the page
import '../../i18n/catalogue/form-validation';
import { boolean, string } from 'yup';
import { formatCpfCnpj } from '../../format/documents';
import { t } from '../../i18n';
import type { MessageKey } from '../../i18n';
import {
  isValidBirthDate,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidCpfOrCnpj,
  isValidEmail,
  isCommonPassword,
  isValidStateCode,
  COMPANY_NAME_MAX_LENGTH,
  looksLikeCompanyName,
  looksLikeFullName,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordLength,
  phoneProblem,
} from '../../validation';

/**
 * Field rules shared by the schemas. Every message is a function, so the text is read from the
 * catalogue when a field is validated, not when the schema is built: store overrides set later count.
 *
 * Formik hands empty strings to yup as undefined, so `required` catches them and the other tests
 * skip absent values (they would only repeat the required message).
 */
export const message =
  (key: MessageKey, vars?: Record<string, string | number>) =>
  (): string =>
    t(key, vars);

const present = (value: string | undefined | null): value is string =>
  typeof value === 'string' && value.length > 0;

/** A required text: blanks alone do not count. Values are checked as typed, never trimmed. */
export const requiredText = (key: MessageKey = 'validation.required') =>
  string()
    .default('')
    .required(message(key))
    .test('required-blank', message(key), (v) => !present(v) || v.trim().length > 0);

/** At least `min` characters once the surrounding blanks are ignored (absent values pass). */
export const minTrimmed = (min: number) => (v: string | undefined | null) =>
  !present(v) || v.trim().length >= min;

/** An optional text: '' when absent. */
export const optionalText = () => string().default('');

/** A required text with at least 3 characters (trimmed); `minKey` defaults to the required message. */
export const textMin3 = (requiredKey: MessageKey, minKey: MessageKey = requiredKey) =>
  requiredText(requiredKey).test('min-3', message(minKey), minTrimmed(3));

/** Letters (accents included), spaces, apostrophes and hyphens only. */
const NAME_CHARACTERS = /^[\p{L}\p{M}\s'’-]*$/u;

/**
 * A person's name (customer-area §5; the contact of a company too): required, at least 3 characters, at most 50,
 * letters only ('Informe nome válido' otherwise) and a first and a last name ('Informe o nome
 * corretamente').
 */
export const fullNameField = (requiredKey: MessageKey = 'customer.nameRequired') =>
  requiredText(requiredKey)
    .test('name-min', message('validation.minLength3'), minTrimmed(NAME_MIN_LENGTH))
    .test('name-max', message('customer.nameInvalid'), (v) => !present(v) || v.trim().length <= NAME_MAX_LENGTH)
    .test('name-letters', message('customer.nameInvalid'), (v) => !present(v) || NAME_CHARACTERS.test(v))
    .test(
      'name-full',
      message('validation.nameIncorrect'),
      (v) => !present(v) || !NAME_CHARACTERS.test(v) || looksLikeFullName(v),
    );

/**
 * A company name (razão social): required and at least 3 characters as a person's name, but written as
 * the Receita Federal registers it (looksLikeCompanyName: letters, digits, spaces and & . , / - ', one
 * word is fine; 'Informe nome válido' otherwise) and up to 150 characters ('Limite de caracteres
 * excedido'). The person-name rule refused 'Silva & Filhos Comércio Ltda.' and 'Petrobras'
 * (widgets/customer-register/README.md, "Company names").
 */
export const companyNameField = (requiredKey: MessageKey = 'customer.nameRequired') =>
  requiredText(requiredKey)
    .test('name-min', message('validation.minLength3'), minTrimmed(NAME_MIN_LENGTH))
    .test('company-name', message('customer.nameInvalid'), (v) => !present(v) || looksLikeCompanyName(v))
    .test('company-max', message('validation.tooLong'), (v) => !present(v) || v.trim().length <= COMPANY_NAME_MAX_LENGTH);

/** An e-mail: required, then valid, with the given messages. */
export const emailField = (
  requiredKey: MessageKey = 'validation.required',
  invalidKey: MessageKey = 'validation.emailInvalid',
) => requiredText(requiredKey).test('email', message(invalidKey), (v) => !present(v) || isValidEmail(v));

/**
 * A phone: required, then at least 10 digits ('incorrect'), then a real area code and number
 * ('pattern'). The catalogue forms use one message for both.
 */
export const phoneField = (
  requiredKey: MessageKey = 'validation.required',
  patternKey: MessageKey = 'validation.phoneInvalid',
  incorrectKey: MessageKey = patternKey,
) =>
  requiredText(requiredKey)
    .test('phone-incorrect', message(incorrectKey), (v) => !present(v) || phoneProblem(v) !== 'incorrect')
    .test('phone-pattern', message(patternKey), (v) => !present(v) || phoneProblem(v) !== 'pattern');

/** The customer area's phone (customer-area §5). */
export const customerPhoneField = (requiredKey: MessageKey = 'customer.phoneRequired') =>
  phoneField(requiredKey, 'validation.phoneInvalid', 'customer.phoneIncorrect');

/** An optional phone: empty, or valid by the customer-area rules. */
export const optionalPhoneField = () =>
  optionalText()
    .test('phone-incorrect', message('customer.phoneIncorrect'), (v) => !present(v) || phoneProblem(v) !== 'incorrect')
    .test('phone-pattern', message('validation.phoneInvalid'), (v) => !present(v) || phoneProblem(v) !== 'pattern');

/**
 * At least `min` characters once formatted with the field's mask: the spec counts masked lengths
 * ('minimum length 14 in formatted form'), and a bare value is measured as it would be shown.
 */
export const maskedMin = (format: (value: string) => string, min: number) => (v: string | undefined | null) =>
  !present(v) || format(v).length >= min;

/** A CPF (registration of individuals): 14 characters masked, valid check digits. */
export const cpfField = () =>
  requiredText()
    .test('cpf-length', message('customer.cpfInvalid'), maskedMin(formatCpfCnpj, 14))
    .test('cpf', message('customer.cpfInvalid'), (v) => !present(v) || isValidCpf(v));

/** A CNPJ (registration of companies): 18 characters masked, valid check digits. */
export const cnpjField = () =>
  requiredText()
    .test('cnpj-length', message('customer.cnpjInvalid'), maskedMin(formatCpfCnpj, 14))
    .test('cnpj', message('customer.cnpjInvalid'), (v) => !present(v) || isValidCnpj(v));

/** A CPF or CNPJ (finish-registration): at least 14 characters masked and valid. */
export const cpfOrCnpjField = (invalidKey: MessageKey = 'customer.cpfCnpjInvalid') =>
  requiredText()
    .test('cpf-cnpj-length', message(invalidKey), maskedMin(formatCpfCnpj, 14))
    .test('cpf-cnpj', message(invalidKey), (v) => !present(v) || isValidCpfOrCnpj(v));

/** A birth date dd/mm/aaaa, a real day, from 100 to 10 years before today. */
export const birthDateField = () =>
  requiredText().test(
    'birth-date',
    message('customer.birthDateInvalid'),
    (v) => !present(v) || isValidBirthDate(v, new Date()),
  );

/** A CEP 00000-000. */
export const cepField = (requiredKey: MessageKey = 'customer.cepRequired') =>
  requiredText(requiredKey).test('cep', message('validation.cepInvalid'), (v) => !present(v) || isValidCep(v));

/** One of the 27 state codes. */
export const stateField = (requiredKey: MessageKey = 'validation.required') =>
  requiredText(requiredKey).test('state', message(requiredKey), (v) => !present(v) || isValidStateCode(v));

/** A checkbox that must be ticked when `required`, optional otherwise. */
export const acceptField = (required: boolean, key: MessageKey) =>
  required
    ? boolean().default(false).required(message(key)).oneOf([true], message(key))
    : boolean().default(false);

/**
 * A password being chosen (registration, finish-registration, change and reset): at least 8 and at most
 * 128 characters, no composition rules, not on the common/breached list (ASVS 5.0 V6.2.1, V6.2.4, V6.2.9,
 * V6.2.12). The list check runs once a list is registered (src/validation/password.ts): at once on the
 * server, after the field's first focus in the browser; the length rules always run at once.
 */
export const newPasswordField = (requiredKey: MessageKey = 'validation.required') =>
  requiredText(requiredKey)
    .test('min-length', message('password.tooShort'), (v) => !present(v) || passwordLength(v) >= PASSWORD_MIN_LENGTH)
    .test('max-length', message('password.tooLong', { max: PASSWORD_MAX_LENGTH }), (v) => !present(v) || passwordLength(v) <= PASSWORD_MAX_LENGTH)
    .test('common', message('password.common'), (v) => !present(v) || !isCommonPassword(v));
