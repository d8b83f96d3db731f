import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
// @ts-expect-error: a plain ES module of the example, with JSDoc types only
import { serveExample } from '../../examples/plain-html/serve.mjs';
import { postForgedForm } from './helpers';

/**
 * The cross-origin mode end to end (README "Hosting", server/plugins/cors.ts): the plain theme page of
 * examples/plain-html served from its own origin, the store's API and /dist on another, started here with
 * ALLOWED_ORIGINS naming the theme. Both are on localhost with other ports, so the cookies are first-party
 * (same site): the headless Chromium here blocks third-party cookies, as browsers increasingly do, which
 * is why the README recommends a sibling subdomain of the store's site for the API.
 */

const base = Number(process.env.E2E_PORT ?? 4174);
const STORE = `http://localhost:${base + 1}`;
const THEME_PORT = base + 2;
const THEME = `http://localhost:${THEME_PORT}`;
/** Same site as the store, not in ALLOWED_ORIGINS. */
const FOREIGN = `http://localhost:${base + 3}`;
const DATA_DIR = '.data/e2e-cross-origin';

let store: ChildProcess | undefined;
let theme: { close(): Promise<void> } | undefined;

/** What the store server wrote to stderr (shown when it does not start). */
let storeErrors = '';

/** Resolves once the store answers, rejects when its process ends first. */
async function storeReady(process: ChildProcess): Promise<void> {
  let exited: string | undefined;
  process.once('exit', (code) => (exited = `the store server ended (code ${code}): ${storeErrors.slice(-2000)}`));
  await expect
    .poll(async () => {
      if (exited) throw new Error(exited);
      return fetch(`${STORE}/api/xsrf`).then((r) => r.status, () => 0);
    }, { timeout: 120_000, intervals: [250] })
    .toBe(200);
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  store = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: { ...process.env, PORT: String(base + 1), DATA_DIR, DEMO: '1', LIMITS_SCALE: '20', ALLOWED_ORIGINS: THEME },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  store.stderr?.on('data', (chunk: Buffer) => (storeErrors += chunk.toString()));
  await storeReady(store);
  theme = await serveExample({ port: THEME_PORT, storeUrl: STORE });
});

test.afterAll(async () => {
  await theme?.close();
  if (store && store.exitCode === null) {
    const ended = new Promise((resolve) => store!.once('exit', resolve));
    store.kill('SIGTERM');
    await ended;
  }
});

test('a theme page on another origin buys from the listing: the header, the listing and the cart count work, with no error', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  const primes: string[] = [];
  page.on('request', (request) => {
    if (request.url() === `${STORE}/api/xsrf`) primes.push(request.method());
  });

  await page.goto(`${THEME}/`);
  await expect(page.locator('jet-logo > .jet-logo')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('jet-logo img')).toHaveAttribute('src', `${STORE}/img/logo.svg`);
  const counter = page.locator('jet-cart-counter > .jet-cart-counter');
  await expect(counter).toHaveAttribute('data-state', 'ready');

  const list = page.locator('jet-product-list > .jet-product-list');
  await expect(list).toHaveAttribute('data-state', 'ready');
  await list.getByRole('button', { name: 'Adicionar ao Carrinho' }).first().click();
  await expect(page.getByText('Produto adicionado no carrinho com sucesso!').first()).toBeVisible();
  await expect(counter.locator('.jet-cart-counter__count')).toHaveText('1');
  // the theme's own script heard the add on the listing's element (examples/plain-html/theme.js)
  await expect(page.locator('.theme-note')).toHaveText(/^1 × (?!produto ).+ no carrinho\.$/);

  // the session lives on the store's origin, in cookies its scripts cannot read
  const cookies = await page.context().cookies(STORE);
  expect(cookies.find((c) => c.name === 'jet_session')).toMatchObject({ sameSite: 'None', secure: true, httpOnly: true });
  expect(cookies.find((c) => c.name === 'XSRF-TOKEN')).toMatchObject({ sameSite: 'None', secure: true });
  expect(await page.evaluate(() => document.cookie)).not.toContain('jet_session');
  expect(primes).toEqual(['GET']);
  expect(problems).toEqual([]);

  // A reload keeps the cart (the same session) and asks for the token again: the client takes the API's
  // token from the API's answers only. (Cookies ignore ports, so this page could read the store's
  // XSRF-TOKEN here; on another host it could not, and the client never looks.)
  await page.reload();
  await expect(counter.locator('.jet-cart-counter__count')).toHaveText('1');
  expect(primes).toEqual(['GET', 'GET']);
  expect(problems).toEqual([]);
});

test('a forged token from the allowed theme is refused', async ({ page }) => {
  await page.goto(`${THEME}/`);
  await expect(page.locator('jet-cart-counter > .jet-cart-counter')).toHaveAttribute('data-state', 'ready');
  const answer = await page.evaluate(async (api) => {
    const response = await fetch(api, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': 'AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
      body: JSON.stringify({ request: 'logout', json: null }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }, `${STORE}/api`);
  expect(answer).toEqual({ status: 403, body: { error: 'Requisição recusada por segurança. Recarregue a página e tente novamente.', code: 'XSRF' } });
});

test('a page on an origin not allowed gets no token and its writes are refused, even with the shopper’s cookies', async ({ page }) => {
  // the shopper has a session with the store (from the theme), then opens another page of the same site
  await page.goto(`${THEME}/`);
  await expect(page.locator('jet-cart-counter > .jet-cart-counter')).toHaveAttribute('data-state', 'ready');
  await page.route(`${FOREIGN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Promoção</title><p>Oferta</p>' }));
  await page.goto(`${FOREIGN}/`);

  // it cannot read the token: CORS gives this origin nothing
  const read = await page.evaluate((api) => fetch(`${api}/xsrf`, { credentials: 'include' }).then((r) => `read ${r.status}`, () => 'blocked'), STORE);
  expect(read).toBe('blocked');
  // a JSON write is stopped at its preflight
  const write = await page.evaluate(
    (api) =>
      fetch(api, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ request: 'logout', json: null }) }).then(
        (r) => `sent ${r.status}`,
        () => 'blocked',
      ),
    `${STORE}/api`,
  );
  expect(write).toBe('blocked');
  // a form needs no preflight: the server refuses it for its Origin
  const response = await postForgedForm(page, `${STORE}/api`);
  expect(response.status()).toBe(403);
  expect(await response.json()).toMatchObject({ code: 'ORIGIN' });
});
