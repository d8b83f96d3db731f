import { asText } from './digits';

/**
 * Name search (customer-area §5): true when `query` occurs in `text`, ignoring case. A blank query
 * matches everything. Accents count ('sofa' does not find 'Sofá'), as the spec asks only for case.
 */
export function matchesSearch(text: unknown, query: unknown): boolean {
  const needle = asText(query).trim().toLocaleLowerCase('pt-BR');
  if (needle.length === 0) return true;
  return asText(text).toLocaleLowerCase('pt-BR').includes(needle);
}
