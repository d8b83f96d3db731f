/** Value of the XSRF-TOKEN cookie, or undefined. */
export function readXsrfCookie(cookies: string = document.cookie): string | undefined {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'XSRF-TOKEN') return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The anti-forgery rule: only requests to this site (relative URLs) carry the token. */
export function isRelativeUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

export function needsXsrfHeader(method: string, url: string): boolean {
  return !['GET', 'HEAD'].includes(method.toUpperCase()) && isRelativeUrl(url);
}
