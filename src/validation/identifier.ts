import { asText } from './digits';
import { isValidCnpj, isValidCpf } from './cpf-cnpj';
import { isValidEmail } from './email';

/** The kind of identifier a shopper typed where an e-mail, a CPF or a CNPJ is accepted. */
export type IdentifierType = 'email' | 'cpf_cnpj';

/**
 * Which kind of identifier the text is meant to be (the identification call sends it): anything
 * with an @ is an e-mail, anything else a CPF or CNPJ. null for blank text.
 */
export function identifierType(value: unknown): IdentifierType | null {
  const text = asText(value).trim();
  if (text.length === 0) return null;
  return text.includes('@') ? 'email' : 'cpf_cnpj';
}

/**
 * A valid e-mail, CPF or CNPJ (customer-area §5, identification and login). With `b2b`, only an
 * e-mail or a CNPJ.
 */
export function isValidIdentifier(value: unknown, options: { b2b?: boolean } = {}): boolean {
  const text = asText(value).trim();
  if (identifierType(text) === 'email') return isValidEmail(text);
  return isValidCnpj(text) || (!options.b2b && isValidCpf(text));
}
