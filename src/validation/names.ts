import { asText } from './digits';
import { COMPANY_NAME_MAX_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from './name-limits';

/** One word: letters (accents included), optionally joined by an apostrophe or hyphen (D'Ávila, Ana-Maria). */
const WORD = String.raw`\p{L}+(?:['’-]\p{L}+)*`;
/** A first name and at least one more name, separated by spaces. */
const FULL_NAME = new RegExp(`^${WORD}(?: +${WORD})+$`, 'u');
/** The first and the last name hold at least 2 letters each: 'Maria S' is an initial, not a name. */
const LETTERS = /\p{L}/gu;
const hasTwoLetters = (word: string) => (word.match(LETTERS) ?? []).length >= 2;

/** The text trimmed and in composed form (so 'José' typed with a combining accent counts as letters). */
function normalise(value: unknown): string {
  return asText(value).normalize('NFC').trim();
}

/**
 * At least two words of letters (accents included), whatever the length: 'Maria Silva',
 * 'João da Silva'. The first and the last word need 2 letters or more.
 */
export function looksLikeFullName(value: unknown): boolean {
  const text = normalise(value);
  if (!FULL_NAME.test(text)) return false;
  const words = text.split(/ +/);
  return hasTwoLetters(words[0] ?? '') && hasTwoLetters(words[words.length - 1] ?? '');
}

/**
 * A person's full name (customer-area §5): a first and a last name made of letters,
 * accents included, 3 to 50 characters once the surrounding blanks are trimmed.
 */
export function isValidFullName(value: unknown): boolean {
  const text = normalise(value);
  return text.length >= NAME_MIN_LENGTH && text.length <= NAME_MAX_LENGTH && looksLikeFullName(text);
}

/**
 * What a razão social is written with in the Receita Federal's register: letters (accents, º and ª
 * included), digits, spaces and & . , / - ' (Silva & Filhos Comércio Ltda., Magazine Luiza S/A,
 * 3M do Brasil Ltda). It starts with a letter or a digit and holds a letter, so punctuation or digits
 * alone are refused.
 */
const COMPANY_NAME = /^[\p{L}\d][\p{L}\p{M}\d\p{Zs}&.,/'’-]*$/u;
const HAS_LETTER = /\p{L}/u;

/** The characters and shape of a company name (razão social), whatever its length; one word is fine. */
export function looksLikeCompanyName(value: unknown): boolean {
  const text = normalise(value);
  return COMPANY_NAME.test(text) && HAS_LETTER.test(text);
}

/** A company name (razão social): 3 to 150 characters once trimmed, written as looksLikeCompanyName says. */
export function isValidCompanyName(value: unknown): boolean {
  const text = normalise(value);
  return text.length >= NAME_MIN_LENGTH && text.length <= COMPANY_NAME_MAX_LENGTH && looksLikeCompanyName(text);
}
