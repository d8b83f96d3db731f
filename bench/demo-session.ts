/**
 * A shopper's state in a browser the bench drives with something else (Lighthouse on a Chromium it did
 * not launch through Playwright): the store API called from a page of that browser, so the cookies it
 * sets (session, anti-forgery token) land in the browser's own jar, where Lighthouse's tab finds them.
 * Lighthouse clears the HTTP cache and the origin's service workers and caches before each run, never its
 * cookies (its default `clearStorageTypes`), so a session set up once lasts the run.
 */
import type { Page } from '@playwright/test';

/** One call of the store API from the page, with the anti-forgery token the page's cookie holds. */
export async function storeCall<T>(page: Page, path: '/api' | '/api/login', request: string, params: string | null, json: unknown): Promise<T> {
  const token = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  if (!token) throw new Error('the server set no XSRF-TOKEN cookie');
  const answer = await page.evaluate(
    async ({ path, token, envelope }) => {
      const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', 'X-XSRF-TOKEN': token }, body: JSON.stringify(envelope) });
      return { status: response.status, text: await response.text() };
    },
    { path, token, envelope: { request, params, json } },
  );
  if (answer.status !== 200) throw new Error(`${request} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return JSON.parse(answer.text) as T;
}

/** What a listing answers of a product, as far as filling a cart needs. */
export interface ListedProduct {
  idProduct: number;
  stock: number;
  flagExhausted: boolean;
  idTypeProduct: number;
  availableReferences: unknown[];
}

/** Puts `count` different products that one unit of can be bought (no variations, in stock) in the session's cart. */
export async function fillCart(page: Page, count: number): Promise<void> {
  const picked: ListedProduct[] = [];
  for (const textLink of ['casa', 'moda', 'eletronicos']) {
    const { products } = await storeCall<{ products: ListedProduct[] }>(page, '/api', 'getProductsByCategory', `textLink=${textLink}&pageSize=24`, null);
    picked.push(...products.filter((p) => p.idTypeProduct === 1 && !p.flagExhausted && p.stock > 2 && p.availableReferences.length === 0));
    if (picked.length >= count + 5) break;
  }
  const items = picked.slice(0, count + 5).map((p) => ({ idProduct: p.idProduct, idSku: null, quantity: 1 }));
  const answer = await storeCall<{ added: unknown[] }>(page, '/api', 'massiveAddProducts', null, { items: items.slice(0, count) });
  if (answer.added.length < count) await storeCall(page, '/api', 'massiveAddProducts', null, { items: items.slice(count, count + count - answer.added.length) });
}

/** The number of items in the session's cart. */
export async function cartCount(page: Page): Promise<number> {
  return (await storeCall<{ quantity: number }>(page, '/api', 'getCartCount', null, null)).quantity;
}

/** Signs the browser in as a demo customer (password `Senha@123`, DEVELOPING.md) through /api/login. */
export async function signIn(page: Page, email: string, password = 'Senha@123'): Promise<void> {
  await storeCall(page, '/api/login', 'login', null, { username: email, password, tokenRecaptcha: 'offline:Login' });
}
