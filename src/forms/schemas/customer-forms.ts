import { object, ref, string } from 'yup';
import type { ObjectSchema } from 'yup';
import { isValidCpfOrCnpj, isValidIdentifier } from '../../validation';
import { emailField, message, minTrimmed, newPasswordField, requiredText } from './fields';

/** Login modal and login page (customer-area §5). An invalid modal also shows 'login.invalidForm'. */
export interface LoginValues {
  /** E-mail, CPF or CNPJ. */
  username: string;
  password: string;
}

export const loginSchema: ObjectSchema<LoginValues> = object({
  username: requiredText().test('min-3', message('validation.minLength3'), minTrimmed(3)),
  password: requiredText('login.passwordRequired'),
});

export const loginInitialValues: LoginValues = { username: '', password: '' };

/** Identification by e-mail, CPF or CNPJ (customer-area §5). */
export interface IdentificationValues {
  identifier: string;
}

/** The identification step; in a B2B store only an e-mail or a CNPJ is accepted. */
export function identificationSchema(b2b = false): ObjectSchema<IdentificationValues> {
  const invalid = b2b ? 'identification.invalidB2b' : 'identification.invalid';
  return object({
    identifier: requiredText(b2b ? 'identification.requiredB2b' : 'identification.required').test(
      'identifier',
      message(invalid),
      (v) => !v || isValidIdentifier(v.trim(), { b2b }),
    ),
  });
}

export const identificationInitialValues: IdentificationValues = { identifier: '' };

/** The access code sent by e-mail (customer-area §5). */
export interface AccessCodeValues {
  code: string;
}

export const accessCodeSchema: ObjectSchema<AccessCodeValues> = object({
  code: requiredText('accessCode.required'),
});

export const accessCodeInitialValues: AccessCodeValues = { code: '' };

/** Change password (customer-area §5); `passwordOld` is ignored with a reset token. */
export interface ChangePasswordValues {
  passwordOld: string;
  password: string;
  passwordConfirm: string;
}

/**
 * New password (newPasswordField: 8 to 128 characters, not a common one) and its confirmation, equal. The current password is required
 * when the customer is logged in, i.e. without a reset token.
 */
export function changePasswordSchema({ withToken }: { withToken: boolean }): ObjectSchema<ChangePasswordValues> {
  const tooShort = message('password.tooShort');
  return object({
    passwordOld: withToken ? string().default('') : requiredText('login.passwordRequired'),
    password: newPasswordField(),
    passwordConfirm: requiredText()
      .min(8, tooShort)
      .oneOf([ref('password')], message('password.mismatch')),
  });
}

export const changePasswordInitialValues: ChangePasswordValues = {
  passwordOld: '',
  password: '',
  passwordConfirm: '',
};

/** Change e-mail (customer-area §5): both required, valid and equal. */
export interface ChangeEmailValues {
  email: string;
  emailConfirm: string;
}

export const changeEmailSchema: ObjectSchema<ChangeEmailValues> = object({
  email: emailField('changeEmail.invalid', 'changeEmail.invalid'),
  emailConfirm: emailField('changeEmail.invalid', 'changeEmail.invalid').test(
    'same-email',
    message('changeEmail.mismatch'),
    function sameEmail(v) {
      const email: unknown = this.parent?.email;
      return !v || !email || v === email;
    },
  ),
});

export const changeEmailInitialValues: ChangeEmailValues = { email: '', emailConfirm: '' };

/**
 * The change e-mail form with its proof of identity (issue 22): the current password, or for an account
 * without one the code e-mailed to its current address.
 */
export interface ChangeEmailFormValues extends ChangeEmailValues {
  currentPassword: string;
  code: string;
}

export type ChangeEmailProof = 'password' | 'code';

export function changeEmailFormSchema(proof: ChangeEmailProof): ObjectSchema<ChangeEmailFormValues> {
  return changeEmailSchema.shape({
    currentPassword: proof === 'password' ? requiredText('changeEmail.currentPasswordRequired') : string().default(''),
    code: proof === 'code' ? requiredText('accessCode.required') : string().default(''),
  }) as ObjectSchema<ChangeEmailFormValues>;
}

export const changeEmailFormInitialValues: ChangeEmailFormValues = { email: '', emailConfirm: '', currentPassword: '', code: '' };

/** Recover the e-mail with CPF/CNPJ and password (customer-area §5, §8). */
export interface RecoverEmailValues {
  cpfCnpj: string;
  password: string;
}

export const recoverEmailSchema: ObjectSchema<RecoverEmailValues> = object({
  cpfCnpj: requiredText()
    .test('min-11', message('recoverEmail.cpfCnpjInvalid'), minTrimmed(11))
    .test('cpf-cnpj', message('recoverEmail.cpfCnpjInvalid'), (v) => !v || isValidCpfOrCnpj(v)),
  password: requiredText('login.passwordRequired'),
});

export const recoverEmailInitialValues: RecoverEmailValues = { cpfCnpj: '', password: '' };

/** Forgot password: the e-mail to send the instructions to (customer-area §5). */
export interface ForgotPasswordValues {
  email: string;
}

export const forgotPasswordSchema: ObjectSchema<ForgotPasswordValues> = object({
  email: emailField('customer.emailInvalid', 'customer.emailInvalid'),
});

export const forgotPasswordInitialValues: ForgotPasswordValues = { email: '' };
