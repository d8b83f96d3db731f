/**
 * The server's texts are the widgets' texts: every message an answer carries comes from the pt-BR
 * catalogue of src/i18n (all areas loaded here), never from a copy kept on the server. Server-only texts
 * live in src/i18n/catalogue/api.ts, so a store sees every text of the shop in one place.
 */
import '../../src/i18n/all';
import { t, type MessageKey } from '../../src/i18n';
import { HttpError } from './http-error';

export type { MessageKey };

/** The catalogue's text for `key`, placeholders filled. */
export const text = (key: MessageKey, vars?: Record<string, string | number>): string => t(key, vars);

/** An HttpError whose text comes from the catalogue. */
export const fail = (status: number, key: MessageKey, code?: string, vars?: Record<string, string | number>): HttpError =>
  new HttpError(status, text(key, vars), code);

/** 400 INVALID_INPUT with the catalogue's text. */
export const invalidInput = (key: MessageKey = 'api.invalidInput', vars?: Record<string, string | number>): HttpError =>
  fail(400, key, 'INVALID_INPUT', vars);
