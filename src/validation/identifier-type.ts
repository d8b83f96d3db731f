/** The kind of identifier a shopper typed where an e-mail, a CPF or a CNPJ is accepted. */
export type IdentifierType = 'email' | 'cpf_cnpj';

/**
 * Which kind of identifier the text is meant to be (the identification call sends it): anything
 * with an @ is an e-mail, anything else a CPF or CNPJ. null for blank text (or no text). A module of its
 * own, without the validators: the identification step needs it to send, not to validate.
 */
export function identifierType(value: unknown): IdentifierType | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length === 0) return null;
  return text.includes('@') ? 'email' : 'cpf_cnpj';
}
