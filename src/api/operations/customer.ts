/**
 * Customer operations (customer-area §7): session and login, identification and access code,
 * registration, passwords and e-mail, personal data, addresses, CEP lookup, social login, privacy.
 * Paths the spec names (/api/login, /api/identification ...) are kept; the rest go through the envelope.
 */
import type { OkAnswer } from '../types';
import type {
  AcceptPrivacyInput,
  AccessCodeSentAnswer,
  Address,
  AddressFlagInput,
  AddressIdInput,
  ChangeEmailInput,
  ChangePasswordInput,
  ConfirmEmailChangeInput,
  CheckAccessCodeInput,
  Customer,
  DigitalOrdersAnswer,
  FinishRegistrationInput,
  ForgotPasswordInput,
  IdentificationAnswer,
  IdentificationInput,
  LoginInput,
  LoginStatusAnswer,
  MessageAnswer,
  NewsletterCategory,
  PolicyPrivacyAnswer,
  PolicyPrivacyInput,
  PostcodeAddress,
  RecoverEmailAnswer,
  RecoverEmailInput,
  RegisterInput,
  ResetTokenAnswer,
  ResetTokenInput,
  SaveAddressInput,
  SendAccessCodeInput,
  SocialCredential,
  SocialLoginAnswer,
  SocialProvider,
  UpdateCustomerInput,
  ValidAnswer,
  VerifyAccessKeyEmailInput,
} from './customer.types';
import { op, read } from './define';

export const customerOperations = {
  // session and login
  loginStatus: read<undefined, LoginStatusAnswer>({ request: 'getLoginStatus' }),
  verifySession: op<undefined, null, LoginStatusAnswer>({ path: 'verifySession' }),
  /** The login status of the caller's own session, at its own path (customer-area §7 "Login status"). */
  verifyLogin: op<undefined, null, LoginStatusAnswer>({ path: 'verifyLogin' }),
  login: op<undefined, LoginInput, LoginStatusAnswer>({ path: 'login' }),
  logout: op<undefined, null, OkAnswer>({ path: 'logout' }),

  // identification and access code
  identification: op<undefined, IdentificationInput, IdentificationAnswer>({ path: 'identification' }),
  sendAccessCode: op<undefined, SendAccessCodeInput, AccessCodeSentAnswer>({ request: 'sendAccessKey' }),
  checkAccessCode: op<undefined, CheckAccessCodeInput, ValidAnswer>({ request: 'validateAccessKey' }),
  verifyAccessKeyEmail: op<undefined, VerifyAccessKeyEmailInput, ValidAnswer>({ path: 'verifyAccessKeyEmail' }),

  // registration and personal data
  register: op<undefined, RegisterInput, LoginStatusAnswer>({ path: 'register' }),
  finishRegistration: op<undefined, FinishRegistrationInput, LoginStatusAnswer>({ path: 'verifyRegistration' }),
  customerData: read<undefined, Customer>({ request: 'getDataCustomer' }),
  updateCustomer: op<undefined, UpdateCustomerInput, MessageAnswer>({ path: 'changeCustomerInfo' }),
  newsletterCategories: read<undefined, NewsletterCategory[]>({ request: 'getEmailInfoCategories' }),

  // passwords and e-mail
  forgotPassword: op<undefined, ForgotPasswordInput, MessageAnswer>({ request: 'sendRecoveryEmail' }),
  validateResetToken: op<undefined, ResetTokenInput, ResetTokenAnswer>({ request: 'validatePasswordToken' }),
  changePassword: op<undefined, ChangePasswordInput, MessageAnswer>({ path: 'changePassword' }),
  recoverEmail: op<undefined, RecoverEmailInput, RecoverEmailAnswer>({ path: 'recoverEmail' }),
  /** Asks for the change; it takes effect only once the new address confirms (confirmEmailChange). */
  changeEmail: op<undefined, ChangeEmailInput, MessageAnswer>({ path: 'customer/email', method: 'put' }),
  /** Accounts without a password: a fresh code to the current address, for changeEmail's `code`. */
  sendEmailChangeCode: op<undefined, null, AccessCodeSentAnswer>({ request: 'sendEmailChangeCode' }),
  /** The link sent to the new address: the change takes effect (single use). */
  confirmEmailChange: op<undefined, ConfirmEmailChangeInput, MessageAnswer>({ request: 'confirmEmailChange' }),

  // addresses and CEP
  addresses: read<undefined, Address[]>({ request: 'getClientAddresses' }),
  saveAddress: op<undefined, SaveAddressInput, MessageAnswer & { idAddress: number }>({ path: 'createAlterClientAddress' }),
  deleteAddress: op<undefined, AddressIdInput, MessageAnswer>({ request: 'deleteClientAddress' }),
  setAddressFlag: op<undefined, AddressFlagInput, MessageAnswer>({ request: 'changeAddressFlag' }),
  /** params: the CEP's 8 digits. */
  postcodeAddress: read<{ cep: string }, PostcodeAddress | null>({ request: 'getAddressByPostcode' }),

  // social login
  socialProviders: read<undefined, SocialProvider[]>({ request: 'getCompanySocialMedia' }),
  loginSocial: op<undefined, SocialCredential, SocialLoginAnswer>({ path: 'loginsocial' }),

  // privacy policy and the home's tiles
  policyPrivacy: op<undefined, PolicyPrivacyInput, PolicyPrivacyAnswer>({ path: 'policyprivacy' }),
  acceptPrivacy: op<undefined, AcceptPrivacyInput, OkAnswer>({ path: 'customerprivacy/accept' }),
  digitalOrders: read<undefined, DigitalOrdersAnswer>({ request: 'hasVirtualOrders' }),
} as const;
