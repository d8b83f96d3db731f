/**
 * The anti-forgery token on the client side (the server's rules: server/plugins/xsrf.ts).
 *
 * Where it comes from: on this site, the `XSRF-TOKEN` cookie (shared by the store's tabs, so it follows
 * a sign-in in another tab); from an API on another origin, whose cookie no script here can read, the
 * token the API delivered: the `X-XSRF-TOKEN` header of its answers and the answer of `GET {apiBase}/xsrf`,
 * kept in memory with the origin it came from.
 *
 * Where it goes: in `X-XSRF-TOKEN` on every request other than GET and HEAD to this site or to the origin
 * that delivered it, never to any other origin.
 *
 * Priming: a first call without any token (a page the store server did not send, or an API on another
 * origin) waits for one `GET {apiBase}/xsrf`; calls that start meanwhile wait for the same one, so they
 * all carry the same token (issue 23: when each one's refusal brought its own, a resent call could carry
 * a stale one).
 */

/** Value of the XSRF-TOKEN cookie, or undefined. */
function readXsrfCookie(cookies: string = document.cookie): string | undefined {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'XSRF-TOKEN') return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The origin of a URL as the page resolves it, or undefined. */
function originOf(url: string): string | undefined {
  try {
    return new URL(url, location.href).origin;
  } catch {
    return undefined;
  }
}

/** True when `url` (relative, or absolute) is on the page's own origin. */
function isOwnSite(url: string): boolean {
  return originOf(url) === location.origin;
}

/** True when the API at `apiBase` is on another origin than the page (the cross-origin mode). */
export function isCrossOrigin(apiBase: string): boolean {
  return !isOwnSite(apiBase);
}

/** Cookies go with the calls to a cross-origin API only when asked; to this site as ever. */
export function credentialsFor(apiBase: string): RequestCredentials {
  return isCrossOrigin(apiBase) ? 'include' : 'same-origin';
}

/** The last token an API delivered to this page, with the origin that delivered it and this site's cookie as it read then. */
let delivered: { origin: string; token: string; cookie: string | undefined } | undefined;

/** Keeps a token an answer from `url` delivered (its X-XSRF-TOKEN header). */
export function rememberToken(url: string, token: string | null): void {
  const origin = originOf(url);
  if (origin && token) delivered = { origin, token, cookie: origin === location.origin ? readXsrfCookie() : undefined };
}

/** The token for a request to `url`: this site's cookie, else what that very origin delivered; else none. */
export function tokenFor(url: string): string | undefined {
  const origin = originOf(url);
  if (!origin) return undefined;
  const fromApi = delivered?.origin === origin ? delivered.token : undefined;
  if (origin !== location.origin) return fromApi;
  // The answer that delivered a token set it as the cookie too, but the page may read the old cookie a
  // moment longer (the first cart line's answer, then a call it starts): while the cookie is still what it
  // was then, the delivered token is the current one. A cookie changed since (another tab) wins.
  const cookie = readXsrfCookie();
  if (fromApi && delivered?.cookie === cookie) return fromApi;
  return cookie ?? fromApi;
}

/** Requests that carry the token: writes (anything but GET and HEAD) to this site or to the API's origin. */
export function needsXsrfHeader(method: string, url: string, apiBase: string): boolean {
  return !/^(GET|HEAD)$/i.test(method) && (isOwnSite(url) || originOf(url) === originOf(apiBase));
}

/** The priming request in flight, by the URL it asks. */
const priming = new Map<string, Promise<string | undefined>>();

/**
 * Asks `GET {apiBase}/xsrf` for the token valid for this visitor's session (the server answers
 * `{ token }`, in its X-XSRF-TOKEN header too, and sets the cookie on its own origin); resolves with the
 * token then known for the API, or undefined when none could be had (the call goes without one, and the
 * refusal's own token sends it once more: src/api/client.ts). One request at a time: every caller
 * meanwhile shares it. The body is always read: an unread one keeps the request open.
 */
export function primeToken(apiBase: string, timeoutMs: number): Promise<string | undefined> {
  const url = `${apiBase}/xsrf`;
  let done = priming.get(url);
  if (!done) {
    done = fetch(url, { credentials: credentialsFor(apiBase), cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) })
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as { token?: unknown } | null;
        if (response.ok) rememberToken(url, typeof body?.token === 'string' ? body.token : response.headers.get('X-XSRF-TOKEN'));
      })
      .catch(() => undefined)
      .then(() => {
        priming.delete(url);
        return tokenFor(url);
      });
    priming.set(url, done);
  }
  return done;
}

/** Forgets the delivered token and any priming (tests: a new page). */
export function resetXsrf(): void {
  delivered = undefined;
  priming.clear();
}
