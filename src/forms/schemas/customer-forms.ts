import { object, ref, string } from 'yup';
import type { ObjectSchema } from 'yup';
import { isValidCpfOrCnpj, isValidIdentifier } from '../../validation';
import { emailField, message, minTrimmed, newPasswordField, requiredText } from './fields';
import type {
  AccessCodeValues,
  ChangeEmailFormValues,
  ChangeEmailProof,
  ChangeEmailValues,
  ChangePasswordValues,
  ForgotPasswordValues,
  IdentificationValues,
  LoginValues,
  RecoverEmailValues,
} from '../values/customer-forms';

export * from '../values/customer-forms';

export const loginSchema: ObjectSchema<LoginValues> = object({
  username: requiredText().test('min-3', message('validation.minLength3'), minTrimmed(3)),
  password: requiredText('login.passwordRequired'),
});

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

export const accessCodeSchema: ObjectSchema<AccessCodeValues> = object({
  code: requiredText('accessCode.required'),
});

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

export function changeEmailFormSchema(proof: ChangeEmailProof): ObjectSchema<ChangeEmailFormValues> {
  return changeEmailSchema.shape({
    currentPassword: proof === 'password' ? requiredText('changeEmail.currentPasswordRequired') : string().default(''),
    code: proof === 'code' ? requiredText('accessCode.required') : string().default(''),
  }) as ObjectSchema<ChangeEmailFormValues>;
}

export const recoverEmailSchema: ObjectSchema<RecoverEmailValues> = object({
  cpfCnpj: requiredText()
    .test('min-11', message('recoverEmail.cpfCnpjInvalid'), minTrimmed(11))
    .test('cpf-cnpj', message('recoverEmail.cpfCnpjInvalid'), (v) => !v || isValidCpfOrCnpj(v)),
  password: requiredText('login.passwordRequired'),
});

export const forgotPasswordSchema: ObjectSchema<ForgotPasswordValues> = object({
  email: emailField('customer.emailInvalid', 'customer.emailInvalid'),
});

