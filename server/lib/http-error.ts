/** An error whose message is meant for the shopper (pt-BR); the error handler sends it as `{ error, code }`. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string | undefined;
  /** Extra fields of the error body (e.g. `retryAfter` of a resend inside its cooldown). */
  readonly details: Record<string, string | number | boolean> | undefined;

  constructor(statusCode: number, message: string, code?: string, details?: Record<string, string | number | boolean>) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }
}

