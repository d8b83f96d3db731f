/**
 * The list of common and breached passwords (ASVS 5.0 V6.2.4, V6.2.12): the ~49,000 most common passwords
 * of public breaches from @zxcvbn-ts/language-common, plus the Brazilian ones of common-passwords-br.ts.
 * Big (~200 kB gzip): never import it statically from a widget. The browser loads it through
 * src/forms/password-tools.ts, the server through server/lib/password-policy.ts.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { brazilianCommonPasswords } from './common-passwords-br';
import { passwordList, setCommonPasswordCheck } from './password';

let listed: ((value: string) => boolean) | undefined;

/** Whether `value` (as typed) is on the list. */
export function isListedPassword(value: string): boolean {
  listed ??= passwordList([...dictionary['passwords-common'], ...brazilianCommonPasswords]);
  return listed(value);
}

/** Makes the forms' schemas refuse listed passwords (src/validation/password.ts). */
export function installCommonPasswordList(): void {
  setCommonPasswordCheck(isListedPassword);
}
