/** Answer and payload shapes of the customer operations (customer-area §3, §7), shared by the widgets and the server. */
import type { IdentifierType } from '../../validation/identifier';

export interface LoginStatus {
  authenticated: boolean;
  hasPassword: boolean;
  idCustomer: number | null;
  name: string | null;
}

/** The login status answer wraps its fields in `data`, as the spec's platform does. */
export interface LoginStatusAnswer {
  data: LoginStatus;
}

export interface LoginInput {
  /** An e-mail, a CPF or a CNPJ (masked or bare). */
  username: string;
  password: string;
  tokenRecaptcha: string;
}

/** A plain success with the text to show ('Senha alterada com sucesso!' ...). */
export interface MessageAnswer {
  message: string;
}

// ---------------------------------------------------------------------------------------------------------
// Identification and access code (customer-area §4 "Identification flow", "Access code flow")

export interface IdentificationInput {
  identifier: string;
  type: IdentifierType;
  tokenRecaptcha: string;
}

/**
 * What the identification step leads to:
 * - `code-sent`: the account exists and has no password yet (automatic password generation): an access
 *   code went to its e-mail; go to /customer/checkaccesskey?email={email};
 * - `login`: the account has a password: open the login modal with the identifier locked;
 * - `unknown`: no such account: go to /customer (the registration, for a visitor) with the identifier kept in session storage.
 * `email` is the address as typed for an e-mail; for a CPF or CNPJ it is masked ('ma***@exemplo.com.br'),
 * so a tax id never discloses an e-mail. The access code is bound to the session that asked for it.
 */
export interface IdentificationAnswer {
  next: 'code-sent' | 'login' | 'unknown';
  email: string | null;
  automaticSecurePasswordGeneration: boolean;
}

/** Resend the access code of this session's identification (the e-mail is only shown, never trusted). */
export interface SendAccessCodeInput {
  email: string;
}

/** The answer of a (re)send: when another code may be asked for (the visible cooldown). */
export interface AccessCodeSentAnswer {
  /** Seconds until the next resend is accepted. */
  retryAfter: number;
}

export interface CheckAccessCodeInput {
  code: string;
  email: string;
  tokenRecaptcha: string;
}

/** The cookie check after a valid code (verifyAccessKeyEmail): the session now carries the customer. */
export interface VerifyAccessKeyEmailInput {
  email: string;
}

export interface ValidAnswer {
  valid: boolean;
}

// ---------------------------------------------------------------------------------------------------------
// Customer data, registration (customer-area §3 Customer, §4 Registration wizard)

/** 0 individual (pessoa física), 1 company (pessoa jurídica). */
export type TypeCustomer = 0 | 1;

export interface NewsletterCategory {
  idEmailInfoCategory: number;
  name: string;
  checked: boolean;
}

export interface PolicyPrivacyData {
  /** The resolution the customer accepted ('LGPD'). */
  resolution: string;
  /** The policy version the customer accepted; '' when none. */
  version: string;
}

export interface Customer {
  idCustomer: number;
  email: string;
  name: string;
  /** Masked: 000.000.000-00 or 00.000.000/0000-00 (alphanumeric CNPJ keeps its letters). */
  cpf_cnpj: string;
  /** dd/mm/aaaa, '' for companies. */
  dateBirth: string;
  /** Masked (11) 98765-4321. */
  phone: { phone1: string; phone2: string };
  typeCustomer: TypeCustomer;
  fantasyName: string;
  contact: string;
  termAccepted: boolean;
  policyPrivacyData: PolicyPrivacyData;
  emailInfoCategory: NewsletterCategory[];
  hasPassword: boolean;
  authenticated: boolean;
}

/** Personal data as the wizard's tab 1 and the personal-data page send it. */
export interface CustomerPersonalInput {
  typeCustomer: TypeCustomer;
  name: string;
  cpf_cnpj: string;
  /** dd/mm/aaaa; ignored for companies. */
  dateBirth?: string;
  phone: { phone1: string; phone2?: string };
  fantasyName?: string;
  contact?: string;
  /** idEmailInfoCategory of the chosen categories. */
  emailInfoCategory: number[];
}

/** The wizard's address (tab 2), saved with addressType 1, country Brasil, default and billing true. */
export interface RegistrationAddressInput {
  zipCode: string;
  streetAddress: string;
  number: string;
  complement?: string;
  neighbourhood: string;
  city: string;
  state: string;
}

export interface RegisterInput extends CustomerPersonalInput {
  email: string;
  password: string;
  address: RegistrationAddressInput;
  termAccepted: boolean;
  /** The privacy policy version ticked on tab 3 ('' when the store has no active policy). */
  policyPrivacyVersion: string;
  tokenRecaptcha: string;
  /** A sign-up that came from a social login: the credential is linked to the new account. */
  social?: SocialCredential;
}

/** Finish-registration: the same payload; the account is the one the access code signed in. */
export type FinishRegistrationInput = Omit<RegisterInput, 'email' | 'social'>;

/** Personal data page (/customer/edit): the e-mail is read-only and not sent. */
export type UpdateCustomerInput = CustomerPersonalInput;

// ---------------------------------------------------------------------------------------------------------
// Passwords and e-mail (customer-area §4 "Change password with a token", §5, §8)

export interface ForgotPasswordInput {
  email: string;
  tokenRecaptcha: string;
}

export interface ResetTokenInput {
  token: string;
}

/** The account a reset token belongs to. */
export interface ResetTokenAnswer {
  email: string;
  idCustomer: number;
}

/** Where a password change comes from (sent as `location`). */
export type PasswordChangeLocation = 'changepassword' | 'finishregistration';

export interface ChangePasswordInput {
  /** Required when signed in (no token). */
  passwordOld?: string;
  password: string;
  passwordConfirm: string;
  /** The reset token of the e-mailed link; no login needed then. */
  token?: string;
  location: PasswordChangeLocation;
}

export interface RecoverEmailInput {
  /** Digits (letters kept for an alphanumeric CNPJ). */
  cpfCnpj: string;
  password: string;
}

export interface RecoverEmailAnswer {
  email: string;
}

/**
 * A request to change the e-mail (issue 22, ASVS 5.0 V6/V3: re-authentication and verification of the
 * new address; the spec changes it at once). An account with a password sends `currentPassword`; one
 * without (access-code or social sign-in) sends the `code` e-mailed to its current address by
 * `sendEmailChangeCode`. Nothing changes yet: the answer says a confirmation link went to the new address.
 */
export interface ChangeEmailInput {
  email: string;
  emailConfirm: string;
  /** The account's current password (accounts with a password). */
  currentPassword?: string;
  /** The 6-digit code e-mailed to the current address (accounts without a password). */
  code?: string;
}

/** The link's token from the confirmation e-mail (/customer/confirmar-email?token=…). */
export interface ConfirmEmailChangeInput {
  token: string;
}

// ---------------------------------------------------------------------------------------------------------
// Addresses (customer-area §3 Address, §4 Address, §8)

export interface Address {
  idAddress: number;
  identification: string;
  receiver: string;
  /** Masked phone. */
  phoneContact: string;
  /** The delivery address. */
  default: boolean;
  billing: boolean;
  /** 00000-000. */
  zipCode: string;
  streetAddress: string;
  number: string;
  complement: string;
  neighbourhood: string;
  city: string;
  state: string;
  /** 1 residential, 0 commercial (the address book's select). */
  addressType: 0 | 1;
  country: 'Brasil';
  referencePoint: string;
  /**
   * The address's id in the store's own systems (ERP, marketplace), null when it has none. Read-only: the
   * store's integrations set it; saving an address neither takes nor changes it.
   */
  externalId: string | null;
}

/** Add (no idAddress) or edit (the customer's own idAddress). */
export interface SaveAddressInput {
  idAddress?: number;
  identification: string;
  receiver: string;
  phoneContact: string;
  zipCode: string;
  streetAddress: string;
  number: string;
  complement?: string;
  neighbourhood: string;
  city: string;
  state: string;
  addressType: 0 | 1;
  referencePoint?: string;
}

export interface AddressIdInput {
  idAddress: number;
}

export interface AddressFlagInput {
  idAddress: number;
  flag: 'default' | 'billing';
}

/** A CEP lookup: the street, neighbourhood, city and state, or null when the CEP is unknown. */
export interface PostcodeAddress {
  streetAddress: string;
  neighbourhood: string;
  city: string;
  state: string;
}

// ---------------------------------------------------------------------------------------------------------
// Social login (customer-area §4 "Social login", cart-and-purchase §2)

export type SocialProviderName = 'Google' | 'Facebook';

/**
 * One of the store's social sign-in providers and its status: a button shows only for an enabled provider
 * with an app id. `enabled` is false when the store has no app for it or the server cannot confirm its
 * sign-ins (a platform that sends no `enabled` has every provider with an app id enabled).
 */
export interface SocialProvider {
  name: SocialProviderName;
  appId: string;
  enabled?: boolean;
}

/**
 * What a provider's sign-in gave the browser: its credential (Google's ID token, Facebook's access token,
 * or the offline provider's token) with the name and e-mail it vouches for. The server verifies the
 * credential with the provider and trusts only what the provider confirms.
 */
export interface SocialCredential {
  appName: SocialProviderName;
  appId: string;
  credential: string;
  nameCustomer: string;
  emailCustomer: string;
}

/**
 * `signed-in`: go to /customer. `register`: no account has the e-mail: go to /customer (the registration) with the
 * name and e-mail filled in (the credential goes with the registration and is linked then). `email`: the
 * provider gave no e-mail, so the login is not social (`social: false`, customer-area §4): the shopper
 * is asked for the e-mail and goes on as with any other identification.
 */
export interface SocialLoginAnswer {
  next: 'signed-in' | 'register' | 'email';
  /** False when the provider gave no e-mail: the login goes on as an ordinary one. */
  social: boolean;
  data: LoginStatus;
  email: string;
  name: string;
}

// ---------------------------------------------------------------------------------------------------------
// Privacy policy (customer-area §4 "Privacy policy")

export interface PolicyPrivacyInput {
  type: 'verify' | 'create';
}

/** verify: whether this customer accepted the current version; create: records the acceptance. */
export interface PolicyPrivacyAnswer {
  exist: boolean;
}

export interface AcceptPrivacyInput {
  version: string;
}

/** Whether the signed-in customer has orders with digital products (the home's tile and menu item). */
export interface DigitalOrdersAnswer {
  hasDigitalProducts: boolean;
}
