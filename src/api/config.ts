import { atom } from 'nanostores';
import type { Messages } from '../i18n';
import type { OperationName } from './operations';
import { primeToken, tokenFor } from './xsrf';

/** A remapped operation: another request name, or its own path under the API base. */
type OperationOverride = { request: string } | { path: string };

export interface JetConfig {
  /** Where business calls go. Default '/api'. */
  apiBase: string;
  /** Store platforms whose operation names differ remap them here. */
  operations: Partial<Record<OperationName, OperationOverride>>;
  /** Theme name; 'modas' and 'cosmeticos' change the breadcrumb. Default: the company setting. */
  theme?: string;
  /** Replacement texts for any key of the pt-BR catalogue. */
  messages: Partial<Messages>;
  /** reCAPTCHA v3 site key; without it the bot check runs offline (src/customer/bot-check.ts). */
  recaptchaSiteKey?: string;
  /** How long a call may take before the widget shows its error state, in ms. Default TIMEOUT_MS (15 s). */
  timeoutMs?: number;
}

export type JetOptions = Partial<JetConfig>;

const defaults: JetConfig = { apiBase: '/api', operations: {}, messages: {} };

export const $config = atom<JetConfig>(defaults);

/**
 * After this a shopper sees the widget's error state, never an endless spinner. `configure({ timeoutMs })`
 * changes it (a positive number of milliseconds; anything else keeps this default).
 */
export const TIMEOUT_MS = 15_000;

/** The timeout of the next call: the configured one when it is a sensible number, else TIMEOUT_MS. */
export function timeoutMs(): number {
  const configured = $config.get().timeoutMs;
  return typeof configured === 'number' && Number.isFinite(configured) && configured > 0 ? Math.min(configured, 2_147_483_647) : TIMEOUT_MS;
}

/**
 * Fetches the anti-forgery token now (one `GET {apiBase}/xsrf`) when none is known for the API, so the
 * widgets' first calls need not wait for it: a theme page on another origin than the API, or a page the
 * store server did not send (a CDN's copy). `configure({ apiBase })` and `#jet-config` start it
 * themselves; without either, the first call does. Resolves when done, whatever the outcome.
 */
export async function prepareApi(): Promise<void> {
  const { apiBase } = $config.get();
  if (!tokenFor(`${apiBase}/xsrf`)) await primeToken(apiBase, timeoutMs());
}

/**
 * Sets global options for every widget on the page. Call it before or after the tags appear;
 * calls made later use the new values. Each call merges into the previous options.
 */
export function configure(options: JetOptions): void {
  const current = $config.get();
  const next: JetConfig = {
    ...current,
    ...options,
    operations: { ...current.operations, ...options.operations },
    messages: { ...current.messages, ...options.messages },
  };
  next.apiBase = next.apiBase.replace(/\/+$/, '');
  $config.set(next);
  // The API is named now: its token can come while the widgets' code downloads.
  if (options.apiBase !== undefined) void prepareApi();
}

/** Back to the defaults (tests and stories). */
export function resetConfig(): void {
  $config.set(defaults);
}
