/**
 * Guards for the answers of the store's own pages (FAQ, custom pages): a 200 of an unexpected shape
 * (`{}`, `{"data": 42}`, fields of the wrong type) is treated as a failed read, never a TypeError.
 */
import type { CustomPage, CustomPageAnswer, Faq } from '../api/operations';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;
const isText = (value: unknown): value is string => typeof value === 'string';

const isFaq = (value: unknown): value is Faq => isObject(value) && isText(value.question) && isText(value.answer);

/** A list of FAQs: null when the answer is not a list (a failed read); questions of a wrong shape are dropped. */
export function faqList(value: unknown): Faq[] | null {
  return Array.isArray(value) ? value.filter(isFaq) : null;
}

const isContentLink = (value: unknown): boolean => isObject(value) && isId(value.idCustomPageContent) && isText(value.name);

/** The custom pages: null when the answer is not a list; pages and contents of a wrong shape are dropped. */
export function customPageList(value: unknown): CustomPage[] | null {
  if (!Array.isArray(value)) return null;
  return value
    .filter((page): page is CustomPage => isObject(page) && isId(page.idCustomPage) && isText(page.name) && Array.isArray(page.customPagesContent))
    .map((page) => ({ ...page, customPagesContent: page.customPagesContent.filter(isContentLink) }))
    .filter((page) => page.customPagesContent.length > 0);
}

/** One content of a custom page: what the institutional page reads. */
export const isCustomPageAnswer = (value: unknown): value is CustomPageAnswer =>
  isObject(value) &&
  isId(value.idCustomPage) &&
  isObject(value.content) &&
  isText(value.content.name) &&
  isText(value.content.content);
