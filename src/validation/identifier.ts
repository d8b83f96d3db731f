import { asText } from './digits';
import { isValidCnpj, isValidCpf } from './cpf-cnpj';
import { isValidEmail } from './email';
import { identifierType } from './identifier-type';

export { identifierType } from './identifier-type';
export type { IdentifierType } from './identifier-type';

/**
 * A valid e-mail, CPF or CNPJ (customer-area §5, identification and login). With `b2b`, only an
 * e-mail or a CNPJ.
 */
export function isValidIdentifier(value: unknown, options: { b2b?: boolean } = {}): boolean {
  const text = asText(value).trim();
  if (identifierType(text) === 'email') return isValidEmail(text);
  return isValidCnpj(text) || (!options.b2b && isValidCpf(text));
}
