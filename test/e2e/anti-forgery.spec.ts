import { expect, test } from '@playwright/test';
import { apiCalls, postForgedForm, recordApiCalls, signIn, xsrfToken } from './helpers';

/**
 * The anti-forgery rules as Chromium meets them (server/plugins/xsrf.ts): the page's own calls carry
 * Origin and Sec-Fetch-Site and go through; the token follows the session (new on sign-in); a form posted
 * from another site is refused; a made-up token is refused.
 */

test('the token follows the session: a new one on sign-in, and the signed-in page keeps working', async ({ page }) => {
  await page.goto('/');
  const visitorToken = await xsrfToken(page);
  expect(visitorToken).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
  expect((await signIn(page, 'maria@example.com', 'Senha@123')).status()).toBe(200);
  const customerToken = await xsrfToken(page);
  expect(customerToken).not.toBe(visitorToken);

  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api') && response.status() === 403) failed.push(response.url());
  });
  await page.goto('/customer/account');
  await expect(page.getByText(/Maria/).first()).toBeVisible();
  expect(failed).toEqual([]);

  // the visitor's token with the signed-in session is refused, by the page's own fetch (Origin sent)
  const status = await page.evaluate(async (token) => {
    const response = await fetch('/api', { method: 'POST', headers: { 'content-type': 'application/json', 'x-xsrf-token': token }, body: JSON.stringify({ request: 'getLoginStatus' }) });
    return response.status;
  }, visitorToken);
  expect(status).toBe(403);
});

test('a form posted from another site is refused (Origin and Sec-Fetch-Site)', async ({ page, baseURL }) => {
  // an attacker's page on another site (served by the test, no network)
  await page.route('http://evil.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Promoção</title><p>Oferta</p>' }));
  await page.goto('http://evil.example/');
  const response = await postForgedForm(page, `${baseURL}/api`);
  expect(response.status()).toBe(403);
  expect(await response.json()).toMatchObject({ code: 'ORIGIN' });
});

test('a first visit on HTML the store server did not send (a CDN copy, no cookie): one token request first, then every call goes through', async ({ page, request, baseURL }) => {
  // the home as a CDN would serve it: the page's bytes without the server's Set-Cookie
  const html = await (await request.get(`${baseURL}/`)).text();
  await page.route(`${baseURL}/`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  await recordApiCalls(page);
  const refused: string[] = [];
  const primes: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api') && response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    if (new URL(response.url()).pathname === '/api/xsrf') primes.push(response.request().method());
  });
  await page.goto('/');

  await expect(page.locator('jet-logo > .jet-logo').first()).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('jet-cart-counter > .jet-cart-counter').first()).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('jet-phone-contact > .jet-phone-contact').first()).toHaveAttribute('data-state', 'ready');
  await expect.poll(() => apiCalls(page)).toEqual(expect.arrayContaining(['getCompany', 'getCartCount']));
  // by design, not by luck: the calls waited for one shared token request, so none was refused
  expect(primes).toEqual(['GET']);
  expect(refused).toEqual([]);
  await expect(page.locator('[data-state="error"]')).toHaveCount(0);
  expect(await xsrfToken(page)).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
});
