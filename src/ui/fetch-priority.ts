import { version } from 'react';

/**
 * `fetchpriority="high"` for an image, spelt as the running React takes it: React 19 knows the property
 * `fetchPriority`; React 18.3 (the one-script build's) does not, warns about the camelCase name and
 * passes a lowercase one through as the attribute. Preact's compat says 18.3 too, and sets either.
 */
export function highFetchPriority(high: boolean): { fetchpriority?: 'high'; fetchPriority?: 'high' } {
  if (!high) return {};
  return version.startsWith('18.') ? { fetchpriority: 'high' } : { fetchPriority: 'high' };
}
