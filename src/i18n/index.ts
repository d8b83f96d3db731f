import { core } from './catalogue/core';
import { forms } from './catalogue/forms';

/**
 * The pt-BR message catalogue: every text a shopper sees. Each area keeps its own file in
 * catalogue/; a store overrides any key through `configure({ messages })`.
 */
export const catalogue = {
  ...core,
  ...forms,
} as const;

export type MessageKey = keyof typeof catalogue;
export type Messages = Record<MessageKey, string>;

let overrides: Partial<Messages> = {};

/** Replaces the overrides (configure() calls this). Unknown keys are ignored by the types only. */
export function setMessageOverrides(next: Partial<Messages>): void {
  overrides = { ...next };
}

/** The text for `key` with `{placeholders}` filled from `vars`. */
export function t(key: MessageKey, vars?: Record<string, string | number>): string {
  const text = overrides[key] ?? catalogue[key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}
