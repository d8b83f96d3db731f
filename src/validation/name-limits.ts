/**
 * The names' lengths, apart from their rules (names.ts): a form's fields cut nothing but show the limit, and
 * load these few bytes without the name checks, which come with the form's schema.
 */

/** A person's full name: 3 to 50 characters once the surrounding blanks are trimmed (customer-area §5). */
export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 50;

/**
 * The longest company name (razão social) taken: the Receita Federal's CNPJ register keeps 150
 * characters for it, and registered names run past the person-name limit of 50.
 */
export const COMPANY_NAME_MAX_LENGTH = 150;
