import { t } from '../i18n';

/**
 * The one error type of every call: `message` is the text to show the shopper (the server's `error`
 * when it sent one), `code` the server's code (e.g. 'Err 045'), `status` the HTTP status (0 offline).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  /** Seconds the server asks to wait before trying again (a 429's `retryAfter`), when it said. */
  readonly retryAfter?: number;
  /** True when `message` is the server's own text (not ours for a network failure or a silent answer). */
  readonly said: boolean;

  constructor(message: string, status: number, code?: string, retryAfter?: number, said = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.retryAfter = retryAfter;
    this.said = said;
  }

  /** True when the server's code or text names `code` (the spec matches '[Err 045]' inside texts). */
  hasCode(code: string): boolean {
    return this.code === code || this.message.includes(code);
  }
}

/** Any thrown value as an ApiError, so views have one shape to show. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof TypeError) return new ApiError(t('api.networkError'), 0);
  return new ApiError(t('api.unexpectedError'), 0);
}
