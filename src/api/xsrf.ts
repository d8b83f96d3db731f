/** Value of the XSRF-TOKEN cookie, or undefined. */
export function readXsrfCookie(cookies: string = document.cookie): string | undefined {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'XSRF-TOKEN') return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The anti-forgery rule: only requests to this site carry the token. A relative URL always does; the
 * transport sees every URL resolved against the page, so an absolute one counts when it is the page's
 * own origin (the request a relative URL became), never another site's.
 */
export function isOwnSite(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    return typeof location !== 'undefined' && new URL(url).origin === location.origin;
  } catch {
    return false;
  }
}

export function needsXsrfHeader(method: string, url: string): boolean {
  return !['GET', 'HEAD'].includes(method.toUpperCase()) && isOwnSite(url);
}
