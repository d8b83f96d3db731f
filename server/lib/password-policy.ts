/**
 * The server's half of the password policy (src/validation/password.ts): the list of common and breached
 * passwords is loaded once at start, before any request, so every schema that takes a new password
 * (registration, finish-registration, change and reset) refuses a listed one: the server's check is the one
 * that counts; the widget's is a courtesy that may not have loaded yet.
 *
 * Without the npm list (@zxcvbn-ts/language-common missing from node_modules) the server still starts and
 * refuses the Brazilian list shipped in src/validation/common-passwords-br.ts, and says so once in the log.
 */
import { passwordList, setCommonPasswordCheck } from '../../src/validation/password';

export type PasswordListSource = 'full' | 'brazilian-only';

/** Loads and registers the list; `load` is for tests that simulate a missing package. */
export async function installPasswordList(
  load: () => Promise<{ installCommonPasswordList: () => void }> = () => import('../../src/validation/common-passwords'),
): Promise<PasswordListSource> {
  try {
    (await load()).installCommonPasswordList();
    return 'full';
  } catch {
    const { brazilianCommonPasswords } = await import('../../src/validation/common-passwords-br');
    setCommonPasswordCheck(passwordList(brazilianCommonPasswords));
    console.warn('@zxcvbn-ts/language-common is missing: new passwords are checked against the Brazilian list only (run npm install).');
    return 'brazilian-only';
  }
}

await installPasswordList();
