import { $config } from '../api/config';
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

/** The text for `key` with `{placeholders}` filled from `vars`. */
export function t(key: MessageKey, vars?: Record<string, string | number>): string {
  const text = $config.get().messages[key] ?? catalogue[key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}
