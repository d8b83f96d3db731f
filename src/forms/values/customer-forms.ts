/**
 * The customer area's forms (src/forms/schemas/customer-forms.ts): the value types and initial values, without yup,
 * so a form renders without them (its schema loads with the form's first need).
 */

/** Login modal and login page (customer-area §5). An invalid modal also shows 'login.invalidForm'. */
export interface LoginValues {
  /** E-mail, CPF or CNPJ. */
  username: string;
  password: string;
}

/** Identification by e-mail, CPF or CNPJ (customer-area §5). */
export interface IdentificationValues {
  identifier: string;
}

/** The access code sent by e-mail (customer-area §5). */
export interface AccessCodeValues {
  code: string;
}

/** Change password (customer-area §5); `passwordOld` is ignored with a reset token. */
export interface ChangePasswordValues {
  passwordOld: string;
  password: string;
  passwordConfirm: string;
}

/** Change e-mail (customer-area §5): both required, valid and equal. */
export interface ChangeEmailValues {
  email: string;
  emailConfirm: string;
}

/**
 * The change e-mail form with its proof of identity (issue 22): the current password, or for an account
 * without one the code e-mailed to its current address.
 */
export interface ChangeEmailFormValues extends ChangeEmailValues {
  currentPassword: string;
  code: string;
}

/** Recover the e-mail with CPF/CNPJ and password (customer-area §5, §8). */
export interface RecoverEmailValues {
  cpfCnpj: string;
  password: string;
}

/** Forgot password: the e-mail to send the instructions to (customer-area §5). */
export interface ForgotPasswordValues {
  email: string;
}

export type ChangeEmailProof = 'password' | 'code';

export const loginInitialValues: LoginValues = { username: '', password: '' };

export const identificationInitialValues: IdentificationValues = { identifier: '' };

export const accessCodeInitialValues: AccessCodeValues = { code: '' };

export const changePasswordInitialValues: ChangePasswordValues = {
  passwordOld: '',
  password: '',
  passwordConfirm: '',
};

export const changeEmailFormInitialValues: ChangeEmailFormValues = { email: '', emailConfirm: '', currentPassword: '', code: '' };

export const recoverEmailInitialValues: RecoverEmailValues = { cpfCnpj: '', password: '' };

export const forgotPasswordInitialValues: ForgotPasswordValues = { email: '' };
