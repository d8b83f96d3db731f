import { expect, type Locator, type Page } from '@playwright/test';
import type { CompanySettings } from '../../src/api/operations';
import { cpfCheckDigits } from '../../src/validation/cpf-cnpj';

/**
 * Records the envelope's request name of every API call the page makes. (Chromium does not report
 * the body of a fetch made with a Request object, so the page's own fetch is observed instead.)
 * Call before page.goto; read with apiCalls(page).
 */
export async function recordApiCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    const bodies: string[] = [];
    Object.assign(window, { __jetApiCalls: calls, __jetApiBodies: bodies });
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname.startsWith('/api')) {
        const text = await request.clone().text().catch(() => '');
        bodies.push(text);
        const body = (JSON.parse(text || 'null') ?? null) as { request?: string } | null;
        if (body?.request) calls.push(body.request);
      }
      return original(request);
    };
  });
}

/** The request names of the calls made so far, in order. */
export function apiCalls(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __jetApiCalls: string[] }).__jetApiCalls);
}

/** The whole envelopes (request, params, json) of the calls made so far, as sent. */
export function apiEnvelopes(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __jetApiBodies: string[] }).__jetApiBodies);
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

/**
 * Signs in through /api/login as the page's own fetch would, with the anti-forgery header, and leaves the
 * page on about:blank: a test goes on with a page load that sees the signed-in session, and no call of the
 * old page (a lazy widget's, read before the sign-in's answer rotated the token) races the rotation. The
 * client sends such a call again with the new token (src/api/client.ts), but the refusal would still be a
 * console error of the test's own making.
 */
export async function signIn(page: Page, username: string, password: string) {
  const token = await xsrfToken(page);
  await page.goto('about:blank');
  return page.request.post('/api/login', {
    headers: { 'X-XSRF-TOKEN': token },
    data: { request: 'login', params: null, json: { username, password, tokenRecaptcha: 'offline:Login' } },
  });
}

/** Calls the store API from the test, as the page would (for finding seeded products by their traits). */
export async function storeApi<T>(page: Page, request: string, params = ''): Promise<T> {
  const token = await xsrfToken(page);
  const response = await page.request.post('/api', {
    headers: { 'X-XSRF-TOKEN': token },
    data: { request, params, json: null },
  });
  if (!response.ok()) throw new Error(`${request} answered ${response.status()}`);
  return (await response.json()) as T;
}

interface ListedProduct {
  name: string;
  price: number;
  pricePromotion: number | null;
  url: string;
  stock: number;
  flagExhausted: boolean;
  idTypeProduct: number;
  availableReferences: Array<{ idReference: number; name: string; variations: Array<{ idVariation: number; name: string }> }>;
  skUs: Array<{ stock: number; visible: boolean; variations: number[] }>;
}

/** The first product of the seeded catalogue that matches `test` (the page must be open for its cookie). */
export async function findProduct(page: Page, test: (product: ListedProduct) => boolean): Promise<ListedProduct> {
  for (const textLink of ['casa', 'moda', 'eletronicos', 'esporte', 'beleza']) {
    const { products } = await storeApi<{ products: ListedProduct[] }>(page, 'getProductsByCategory', `textLink=${textLink}&pageSize=100`);
    const found = products.find(test);
    if (found) return found;
  }
  throw new Error('no seeded product matches');
}

/**
 * Resolves once the browser has rendered `count` more frames: what the last change set going in a
 * frame (intersection and layout-shift observers, animation starts, frame callbacks) has run.
 */
export async function framesRendered(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (left) => new Promise<void>((done) => {
      const step = (n: number) => (n === 0 ? done() : requestAnimationFrame(() => step(n - 1)));
      step(left);
    }),
    count,
  );
}

/**
 * Counts the page's requests in flight from now on. `idle()` resolves once none has been in flight for
 * `quietMs` (Playwright's 'networkidle' fires once per navigation: this one also works after a click).
 */
export function watchNetwork(page: Page): { idle(quietMs?: number): Promise<void> } {
  let inFlight = 0;
  let changed = Date.now();
  const started = () => {
    inFlight += 1;
    changed = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    changed = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    idle: (quietMs = 500) => expect.poll(() => inFlight <= 0 && Date.now() - changed >= quietMs, { message: 'the network went quiet', timeout: 20_000 }).toBe(true),
  };
}

/** Scrolls the page down a screen at a time to its end, as a shopper would, so lazy tags render. */
export async function scrollThrough(page: Page): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    // the scroll rendered: the lazy tags it brought near have been told
    await framesRendered(page);
    if (atEnd) break;
  }
  await page.waitForLoadState('networkidle');
}

/** A valid CPF unique to this run (random digits, never all alike). */
export function newCpf(): string {
  let base = '';
  while (!base || /^(\d)\1*$/.test(base)) base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join('');
  return base + cpfCheckDigits(base);
}

/**
 * A customer (pessoa física in São Paulo) registered through the API as the wizard would send it, for a
 * journey that must not touch the seeded customers. The page is left signed in as that customer.
 */
export async function registerThroughApi(page: Page, customer: { name: string; email: string; password: string; from?: string }): Promise<void> {
  await page.goto(customer.from ?? '/customer');
  const company = await storeApi<CompanySettings>(page, 'getCompany');
  const registered = await page.request.post('/api/register', {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(page) },
    data: {
      request: 'register',
      params: null,
      json: {
        typeCustomer: 0,
        name: customer.name,
        cpf_cnpj: newCpf(),
        dateBirth: '10/10/1985',
        phone: { phone1: '(11) 98765-4321' },
        emailInfoCategory: [],
        email: customer.email,
        password: customer.password,
        address: { zipCode: '01310-100', streetAddress: 'Avenida Paulista', number: '100', neighbourhood: 'Bela Vista', city: 'São Paulo', state: 'SP' },
        termAccepted: true,
        policyPrivacyVersion: company.privacyPolicy.statusPolicyPrivacy ? company.privacyPolicy.policyPrivacyVersion : '',
        tokenRecaptcha: 'offline:Register',
      },
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
}

/**
 * The privacy banner (every first visit) may come late and cover a form's buttons on a phone: 'Entendi'
 * before the next action when it does. Not while a modal dialog is open: the banner is then inert behind
 * it and covers nothing of it (the handler does nothing, and the action goes on; it runs again once the
 * dialog closes).
 */
export async function acceptPrivacyBannerWhenInTheWay(page: Page): Promise<void> {
  await page.addLocatorHandler(
    page.getByRole('button', { name: 'Entendi' }),
    async (button) => {
      if ((await page.locator('dialog[open]:modal').count()) === 0) await button.click();
    },
    { noWaitAfter: true },
  );
}

/**
 * What a forging page does: posts a form (text/plain, no preflight) that reads as the JSON envelope of a
 * `logout` to `target`, from the page's own origin; answers the store's reply to it.
 */
export async function postForgedForm(page: Page, target: string) {
  const answer = page.waitForResponse((response) => response.url() === target && response.request().method() === 'POST');
  await page.evaluate((action) => {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = action;
    form.enctype = 'text/plain';
    const input = document.createElement('input');
    input.name = '{"request":"logout","json":null,"x":"';
    input.value = '"}';
    form.append(input);
    document.body.append(form);
    form.submit();
  }, target);
  return answer;
}

/** The cart page's CEP field: the calculator loads as its box comes near (widgets/cart/README.md), so the shopper scrolls to it. */
export async function cartCepField(page: Page): Promise<Locator> {
  await page.getByRole('region', { name: 'Calcular frete' }).scrollIntoViewIfNeeded();
  const cep = page.getByRole('textbox', { name: 'CEP' });
  await cep.waitFor();
  return cep;
}
