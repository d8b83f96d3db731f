import { expect, test } from '@playwright/test';
import { DEMO_PAGES } from '../../bench/demo-pages';
import { firstProductPath } from '../../bench/demo-server';
import { recordScriptWeights, shortNames, totalOf } from '../../bench/page-weight';

/**
 * What each demo page's JavaScript weighs before any interaction (gzip -9, every .js until the network
 * is idle, at 412 px), measured as `npm run bench` measures it (bench/page-js.ts). Bytes do not vary
 * between runs the way timings do, so CI checks them: no page may grow past its budget.
 *
 * The budget is 95 kB a page (issue 24), and every demo page is under it since 2026-11-28 (React 18.3 in the
 * one-script build, the cart's calculator and the registration's later tabs loaded on need): a change that
 * puts one over fails here. Never raise the budget to make a change pass: make the change lighter.
 */
const BUDGET = 95_000;
/**
 * The order confirmation (a signed-in page, not among the bench's demo pages) is still over the budget: its
 * ceiling is what it weighed when last lowered, plus 1 % (2026-11-28: 100,823 B). Only ever lowered.
 */
const CONFIRMATION_CEILING = 101_800;

/**
 * Pages of a signed-in customer, measured the same way after a sign-in through the API (nothing loaded
 * before them): Maria and her seeded live Pix #1024. 'order confirmation' (issue 25, the page after
 * 'Finalizar pedido'): measured at its introduction, 2026-11-28, + 1 %; the order details page, built of
 * the same pieces, weighed 137.8 kB the same day (not under a ceiling here); the confirmation 122.9 kB.
 */
const SIGNED_IN: ReadonlyArray<readonly [label: string, path: string, ceiling: number]> = [['order confirmation', '/checkout/confirmacao?pedido=1024', CONFIRMATION_CEILING]];

for (const [label, path, limit] of SIGNED_IN) {
  test(`${label} (${path}, signed in) fetches no more JavaScript than its ceiling`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
    await context.request.get('/404');
    const token = decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value);
    const login = await context.request.post('/api/login', {
      headers: { 'X-XSRF-TOKEN': token },
      data: { request: 'login', params: null, json: { username: 'maria@example.com', password: 'Senha@123', tokenRecaptcha: 'offline:Login' } },
    });
    expect(login.ok()).toBe(true);
    const page = await context.newPage();
    const weights = recordScriptWeights(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    const total = totalOf(weights.gzip);
    test.info().annotations.push({ type: 'bytes', description: `${(total / 1000).toFixed(2)} kB (limit ${(limit / 1000).toFixed(2)} kB): ${shortNames(weights.gzip).join(', ')}` });
    console.log(`PAGE-WEIGHT ${label}\t${total}`);
    expect(total, `${label}: ${shortNames(weights.gzip).join(', ')}`).toBeLessThanOrEqual(limit);
    await context.close();
  });
}

for (const [label, path] of DEMO_PAGES) {
  test(`${label} (${path === 'PRODUCT' ? 'a product' : path}) fetches no more JavaScript than the budget`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const weights = recordScriptWeights(page);
    await page.goto(path === 'PRODUCT' ? await firstProductPath(baseURL!) : path, { waitUntil: 'networkidle' });
    const total = totalOf(weights.gzip);
    const limit = BUDGET;
    test.info().annotations.push({ type: 'bytes', description: `${(total / 1000).toFixed(2)} kB (limit ${(limit / 1000).toFixed(2)} kB): ${shortNames(weights.gzip).join(', ')}` });
    console.log(`PAGE-WEIGHT ${label}\t${total}`);
    expect(total, `${label}: ${shortNames(weights.gzip).join(', ')}`).toBeLessThanOrEqual(limit);
    await context.close();
  });
}
