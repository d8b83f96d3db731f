/**
 * The registration's payloads (what CADASTRAR and the personal-data page send): a chunk of their own, loaded
 * with the form's first need (use-registration.ts, `loadSubmitCode`), not with the wizard's first paint.
 */
import type { FinishRegistrationInput, RegisterInput, SocialCredential, TypeCustomer } from '../../api/operations';
import type { KeptSocialSignup } from '../identifier-storage';
import type { AcceptSettings, Profile, WizardValues } from './registration-logic';

const typeCustomerOf = (profile: Profile): TypeCustomer => (profile === 'fisica' ? 0 : 1);

/** The personal part of a payload (tab 1 and the newsletter choice), shared with the personal-data page. */
export function personalPayload(values: WizardValues) {
  const fisica = values.profile === 'fisica';
  return {
    typeCustomer: typeCustomerOf(values.profile),
    name: values.name.trim(),
    cpf_cnpj: values.cpfCnpj.trim().toUpperCase(),
    ...(fisica ? { dateBirth: values.dateBirth } : { fantasyName: values.fantasyName.trim(), contact: values.contact.trim() }),
    phone: values.phone2 ? { phone1: values.phone1, phone2: values.phone2 } : { phone1: values.phone1 },
    emailInfoCategory: values.emailInfoCategory.map(Number).filter((id) => Number.isInteger(id)),
  };
}

export interface PayloadOptions {
  accept: AcceptSettings;
  tokenRecaptcha: string;
  /** The social sign-in credential when the sign-up came from one (register only). */
  social?: SocialCredential | null;
}

/** The finish-registration payload (the account is the session's: no e-mail). */
export function finishPayload(values: WizardValues, { accept, tokenRecaptcha }: PayloadOptions): FinishRegistrationInput {
  return {
    ...personalPayload(values),
    password: values.password,
    address: {
      zipCode: values.zipCode,
      streetAddress: values.streetAddress.trim(),
      number: values.number,
      ...(values.complement.trim() ? { complement: values.complement.trim() } : {}),
      neighbourhood: values.neighbourhood.trim(),
      city: values.city.trim(),
      state: values.state,
    },
    termAccepted: accept.requireTerms ? values.termAccepted : false,
    policyPrivacyVersion: accept.requirePrivacy && values.privacyAccepted ? accept.privacyVersion : '',
    tokenRecaptcha,
  };
}

/** The new registration payload: the finish payload plus the e-mail and a social credential. */
export function registerPayload(values: WizardValues, options: PayloadOptions): RegisterInput {
  return {
    ...finishPayload(values, options),
    email: values.email.trim(),
    ...(options.social ? { social: options.social } : {}),
  };
}

/** A kept social sign-up as the payload's credential. */
export const socialCredential = (kept: KeptSocialSignup | null): SocialCredential | null =>
  kept ? { appName: kept.appName, appId: kept.appId, credential: kept.credential, nameCustomer: kept.nameCustomer, emailCustomer: kept.emailCustomer } : null;
