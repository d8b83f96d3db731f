import { atom } from 'nanostores';
import type { Messages } from '../i18n';
import type { OperationName } from './operations';

/** A remapped operation: another request name, or its own path under the API base. */
export type OperationOverride = { request: string } | { path: string };

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
}

/** Back to the defaults (tests and stories). */
export function resetConfig(): void {
  $config.set(defaults);
}
