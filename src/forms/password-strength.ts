/**
 * The heavier half of the password tools, loaded only by loadPasswordTools (src/forms/password-tools.ts)
 * when a new-password field is first focused or typed in: the 10,000 most common breached passwords and
 * the Brazilian list (registered at once, so the form refuses them before any request) and zxcvbn-ts
 * with those lists and its keyboard patterns for the strength hint. About 60 kB gzip, in no page's initial
 * JavaScript. The server refuses the whole list (~49,000: server/lib/password-policy.ts); a password past
 * the first 10,000 is refused by its answer, shown beside the field all the same. (The whole dictionary
 * with the pt-BR words was 0.5 MB gzip: too much to ask of a phone for a hint.)
 */
import { adjacencyGraphs, brazilianCommonPasswords, topCommonPasswords, ZxcvbnFactory } from '../validation/password-data';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLength, passwordList, setCommonPasswordCheck } from '../validation/password';

const isListedPassword = passwordList([...topCommonPasswords, ...brazilianCommonPasswords]);

/** Makes the forms' schemas refuse the listed passwords (loadPasswordTools calls it on every load). */
export function installPasswordList(): void {
  setCommonPasswordCheck(isListedPassword);
}

const zxcvbn = new ZxcvbnFactory({
  dictionary: { 'passwords-common': [...topCommonPasswords], 'passwords-pt-br': [...brazilianCommonPasswords] },
  graphs: adjacencyGraphs,
  maxLength: PASSWORD_MAX_LENGTH,
});

/** The hint's three levels: 'Senha fraca', 'Senha média', 'Senha forte'. */
export type PasswordStrength = 'weak' | 'medium' | 'strong';

/**
 * The strength of `value`: weak when it breaks the rules (too short, listed) or zxcvbn scores it 0-1 (under
 * a million guesses), medium at 2, strong at 3-4. `userInputs` (the shopper's name, e-mail) count as guessable.
 * A hint only: the rules that refuse a password are the schema's (length and the list).
 */
export function passwordStrength(value: string, userInputs: string[] = []): PasswordStrength {
  if (passwordLength(value) < PASSWORD_MIN_LENGTH || isListedPassword(value)) return 'weak';
  const inputs = userInputs.flatMap((input) => input.toLowerCase().split(/[\s@._-]+/)).filter((part) => part.length >= 3);
  const { score } = zxcvbn.check(value, inputs);
  return score <= 1 ? 'weak' : score === 2 ? 'medium' : 'strong';
}
