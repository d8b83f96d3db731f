/**
 * Store-wide answers (cart-and-purchase §7): old addresses moved to new ones (redirect301) and the
 * maintenance switch (config `MAINTENANCE=1`).
 */
import type { Redirect301Answer } from '../../src/api/operations';
import { invalidInput } from '../lib/messages';
import type { Repositories } from '../repositories';

/**
 * The path of an old address: a path of this site ('/sofas', 'sofas') or an absolute URL of this very host
 * (its path is used). Anything pointing elsewhere ('//evil.example', 'https://other.example/x', '/\\evil')
 * is refused (400): a redirect of this store never leaves it. The query string is kept; a trailing '/' is not.
 */
/** Whether a URL is of the request's host (default ports count as absent: 'localhost:80' is 'localhost'). */
function sameHost(url: URL, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(`${url.protocol}//${host}`).host === url.host;
  } catch {
    return false;
  }
}

/** No address holds a control character, raw or escaped ('%00', '%0A' …). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const URL_CONTROL = /[\u0000-\u001F\u007F]/;

export function sameSitePath(value: string, host: string | undefined): { path: string; search: string } {
  if (value.includes('\\') || URL_CONTROL.test(value)) throw invalidInput('api.invalidRedirect');
  let url: URL;
  try {
    url = new URL(value, 'http://jet.invalid/');
  } catch {
    throw invalidInput('api.invalidRedirect');
  }
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//');
  if (absolute && (!['http:', 'https:'].includes(url.protocol) || !sameHost(url, host))) throw invalidInput('api.invalidRedirect');
  if (!absolute && url.host !== 'jet.invalid') throw invalidInput('api.invalidRedirect');
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  let decoded: string;
  try {
    decoded = decodeURI(path);
  } catch {
    throw invalidInput('api.invalidRedirect');
  }
  // '%00' and the other escaped control characters only appear once decoded (PostgreSQL refuses NUL).
  if (URL_CONTROL.test(decoded)) throw invalidInput('api.invalidRedirect');
  return { path: decoded, search: url.search };
}

export function storeService(repos: Repositories, options: { maintenance?: boolean } = {}) {
  return {
    async redirect301(urlAntiga: string, host: string | undefined): Promise<Redirect301Answer> {
      const { path, search } = sameSitePath(urlAntiga, host);
      const target = await repos.redirects.find(path);
      return { url: target === undefined ? null : `${target}${search}` };
    },
    maintenance: () => ({ maintenance: options.maintenance ?? false }),
  };
}

export type StoreService = ReturnType<typeof storeService>;
