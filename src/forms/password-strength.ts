/**
 * The heavy half of the password tools, loaded only by loadPasswordTools (src/forms/password-tools.ts)
 * when a new-password field is first focused or typed in: the list of common and breached passwords
 * (registered at once, so the form's schema refuses them as the server does) and zxcvbn-ts with its
 * common and pt-BR dictionaries for the strength hint. About 0.5 MB gzip: in no page's initial JavaScript.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
import { dictionary as ptBr } from '@zxcvbn-ts/language-pt-br';
import { brazilianCommonPasswords } from '../validation/common-passwords-br';
import { installCommonPasswordList, isListedPassword } from '../validation/common-passwords';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLength } from '../validation/password';

installCommonPasswordList();

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common, ...ptBr, 'passwords-pt-br': [...brazilianCommonPasswords] },
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
