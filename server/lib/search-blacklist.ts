/**
 * Terms the search box refuses (catalogue-and-discovery §5: "a term rejected by the blacklist yields an
 * empty result"). A small server-side list of offensive pt-BR words, compared without accents or case,
 * word by word. Stores extend it with SEARCH_BLACKLIST (comma-separated).
 */
import { normaliseTerm } from './listing-query';

const WORDS = [
  'porra', 'caralho', 'buceta', 'boceta', 'puta', 'puto', 'putaria', 'merda', 'foda', 'foder', 'fodase', 'cacete',
  'viado', 'arrombado', 'arrombada', 'cuzao', 'babaca', 'otario', 'otaria', 'vagabunda', 'vagabundo', 'piranha',
  'desgracado', 'desgracada', 'bosta', 'punheta', 'xoxota', 'safada', 'safado',
];

const blacklist = new Set(
  [...WORDS, ...(process.env.SEARCH_BLACKLIST ?? '').split(',')].map((word) => normaliseTerm(word)).filter((word) => word !== ''),
);

/** True when a word of the term is on the list. */
export function isBlacklisted(term: string): boolean {
  return normaliseTerm(term)
    .split(/[^a-z0-9]+/)
    .some((word) => blacklist.has(word));
}
