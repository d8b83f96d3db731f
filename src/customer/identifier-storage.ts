import type { IdentifierType } from '../validation/identifier';

/**
 * What the identification step hands to the registration page in session storage (customer-area §2:
 * "The e-mail or cpf_cnpj entered earlier is kept in session storage"), and what a social sign-in hands
 * over when no account has its e-mail. Storage refused (privacy mode) is no error: nothing is kept.
 */
export const IDENTIFIER_KEY = 'jet:customer-identifier';
export const SOCIAL_SIGNUP_KEY = 'jet:social-signup';
const RETURN_URL_KEY = 'jet:customer-return-url';

export interface KeptIdentifier {
  identifier: string;
  type: IdentifierType;
}

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage refused: the registration starts empty
  }
}

export const keepIdentifier = (value: KeptIdentifier): void => write(IDENTIFIER_KEY, value);
export const keptIdentifier = (): KeptIdentifier | null => read<KeptIdentifier>(IDENTIFIER_KEY);

/** The social sign-up in progress: the provider's credential with the name and e-mail it gave. */
export interface KeptSocialSignup {
  appName: 'Google' | 'Facebook';
  appId: string;
  credential: string;
  nameCustomer: string;
  emailCustomer: string;
}

export const keepSocialSignup = (value: KeptSocialSignup): void => write(SOCIAL_SIGNUP_KEY, value);
export const keptSocialSignup = (): KeptSocialSignup | null => read<KeptSocialSignup>(SOCIAL_SIGNUP_KEY);

/**
 * Where a registration or a finish-registration started from another page than /customer (the checkout's
 * identification) sends the customer when it succeeds. Only a same-site path ('/checkout') is kept and
 * given back; anything else (and null) reads as none.
 */
export const keepReturnUrl = (url: string | null): void => write(RETURN_URL_KEY, url !== null && isLocalPath(url) ? url : null);
export const keptReturnUrl = (): string | null => {
  const url = read<unknown>(RETURN_URL_KEY);
  return typeof url === 'string' && isLocalPath(url) ? url : null;
};

/** A path on this site ('/checkout'), never another origin ('//evil', 'https://…'). */
function isLocalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/** After a registration or a finish-registration (customer-area §4: the session data is cleared). */
export function clearCustomerSessionData(): void {
  write(IDENTIFIER_KEY, null);
  write(SOCIAL_SIGNUP_KEY, null);
  write(RETURN_URL_KEY, null);
}
