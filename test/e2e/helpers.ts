import type { Page, Request } from '@playwright/test';

/** The envelope's request name of an /api call, or null for other requests. */
export function apiRequestName(request: Request): string | null {
  const url = new URL(request.url());
  if (request.method() !== 'POST' || !url.pathname.startsWith('/api')) return null;
  const body = request.postDataJSON() as { request?: string } | null;
  return body?.request ?? null;
}

/** Records the names of every API call the page makes. */
export function recordApiCalls(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const name = apiRequestName(request);
    if (name) names.push(name);
  });
  return names;
}

/** Collects console errors and uncaught page errors. */
export function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The XSRF-TOKEN cookie the server set for this page. */
export async function xsrfToken(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const cookie = cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('the server set no XSRF-TOKEN cookie');
  return decodeURIComponent(cookie.value);
}

/** Signs in through /api/login as the page's own fetch would, with the anti-forgery header. */
export async function signIn(page: Page, username: string, password: string) {
  const token = await xsrfToken(page);
  return page.request.post('/api/login', {
    headers: { 'X-XSRF-TOKEN': token },
    data: { request: 'login', params: null, json: { username, password, tokenRecaptcha: '' } },
  });
}
