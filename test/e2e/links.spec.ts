import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { Group } from '../../src/api/operations';
import { framesRendered, signIn, storeApi } from './helpers';

/**
 * Walks every link of every demo page (each file of demo/ and demo/customer/) in Chromium and fails on
 * any link that ends on a 404: an answer with status 404, or a page that sends the shopper to /404 (an
 * unknown friendly URL is only found out by the widget, after the page loaded). Public pages are walked
 * as a visitor; the customer pages as a visitor and signed in as Maria (each link is checked in the
 * context it was found in). Links to other hosts, tel:, mailto: and in-page anchors are not followed.
 */

const DEMO = resolve(import.meta.dirname, '../../demo');

/** 404s that are meant: the not-found page asked for by name answers 404 (with its page). */
const INTENDED_404 = ['/404'];

/**
 * Pages built on other branches of issue 13: while their demo file is missing here, a link to them is
 * a known 404; once the file exists (after the merge) the link must work like any other.
 */
const PENDING_PAGES: ReadonlyArray<{ prefix: string; file: string }> = [
  { prefix: '/fale-conosco', file: 'fale-conosco.html' },
  { prefix: '/perguntas-frequentes', file: 'perguntas-frequentes.html' },
  { prefix: '/institucional/', file: 'institucional.html' },
  { prefix: '/marcas', file: 'marcas.html' },
  { prefix: '/politica-de-privacidade', file: 'politica-de-privacidade.html' },
];

const intended = (path: string): boolean =>
  INTENDED_404.includes(path) || PENDING_PAGES.some((p) => path.startsWith(p.prefix) && !existsSync(join(DEMO, p.file)));

/** The address of each demo file; listing and product pages take the first such link of the home. */
function addressOf(file: string, found: Record<'brand' | 'group' | 'category' | 'product', string>): string {
  const fixed: Record<string, string> = {
    'index.html': '/',
    'busca.html': '/busca?n=sofa',
    'carrinho.html': '/carrinho',
    'checkout.html': '/checkout',
    'identificacao.html': '/checkout/identification',
    'confirmacao.html': '/checkout/confirmacao',
    '404.html': '/404',
    'marca.html': found.brand,
    'grupo.html': found.group,
    'categoria.html': found.category,
    'produto.html': found.product,
    'institucional.html': '/institucional/1/1',
    'customer/home.html': '/customer',
    'customer/checkaccesskey.html': '/customer/checkaccesskey?email=maria%40example.com',
    'customer/finishregistration.html': '/customer/finishregistration/joao%40example.com',
    'customer/orderDetails.html': '/customer/order/details',
  };
  return fixed[file] ?? `/${file.replace(/\.html$/, '')}`;
}

function demoFiles(): { file: string; customer: boolean }[] {
  const top = readdirSync(DEMO).filter((f) => f.endsWith('.html'));
  const customer = readdirSync(join(DEMO, 'customer')).filter((f) => f.endsWith('.html'));
  return [...top.map((file) => ({ file, customer: false })), ...customer.map((f) => ({ file: `customer/${f}`, customer: true }))];
}

/** A page whose widget finds out an unknown address after it loaded (friendly URLs, ids in the path). */
const resolvedByWidget = (path: string): boolean => /^\/(produto|institucional)\//.test(path) || /\/[cgm]$/.test(path.split('?')[0]!);

/** Where a page ends (its status, the address after it settled) and its same-origin links, lazy blocks included. */
async function visit(page: Page, path: string): Promise<{ failure: string | null; links: string[] }> {
  const response = await page.goto(path);
  const status = response?.status();
  await page.waitForLoadState('networkidle');
  // bring every lazy block near the viewport (screen by screen), then let them answer
  for (let step = 0; step < 40; step += 1) {
    const more = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1;
    });
    await framesRendered(page);
    if (!more) break;
  }
  await page.waitForLoadState('networkidle');
  const landed = new URL(page.url());
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const links = hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === landed.origin)
    .map((url) => url.pathname + url.search);
  const failure = status === 404 ? `${path} answered 404` : landed.pathname === '/404' && path !== '/404' ? `${path} sent the shopper to /404` : null;
  return { failure, links };
}

/**
 * Whether a link ends on a 404: its status (a plain GET with the context's cookies), and for the pages
 * whose widget resolves the address, where Chromium lands once the page settled.
 */
async function ends404(page: Page, path: string): Promise<string | null> {
  if (!resolvedByWidget(path)) {
    // A kept-alive socket the server closes (its 5 s idle timeout) just as the walk reuses it resets the
    // GET (CI met it once in a 2-minute walk): a plain GET is asked once more on such a reset.
    const get = () => page.context().request.get(path, { maxRedirects: 5 });
    const response = await get().catch((error: Error) => {
      if (/ECONNRESET|socket hang up/.test(error.message)) return get();
      throw error;
    });
    return response.status() === 404 ? `${path} answered 404` : null;
  }
  const response = await page.goto(path);
  if (response?.status() === 404) return `${path} answered 404`;
  await page.waitForLoadState('networkidle');
  return new URL(page.url()).pathname === '/404' ? `${path} sent the shopper to /404` : null;
}

async function checkAll(context: BrowserContext, paths: Iterable<string>, failures: string[], parallel = 4): Promise<void> {
  const queue = [...paths].filter((path) => !intended(new URL(path, 'http://x').pathname));
  const pages = await Promise.all(Array.from({ length: parallel }, () => context.newPage()));
  await Promise.all(
    pages.map(async (page) => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const failure = await ends404(page, path).catch((error: Error) => `${path}: ${error.message.split('\n')[0]}`);
        if (failure) failures.push(failure);
      }
      await page.close();
    }),
  );
}

test('no link of any demo page ends on a 404 that is not meant', async ({ browser }) => {
  test.setTimeout(600_000);
  const visitor = await browser.newContext();
  const signed = await browser.newContext();
  const page = await visitor.newPage();

  // listing and product pages are reached through the home's own links
  const { links: home } = await visit(page, '/');
  const first = (pattern: RegExp) => home.find((path) => pattern.test(path.split('?')[0]!)) ?? '';
  const found = {
    brand: first(/^\/[^/]+\/m$/),
    group: first(/^\/[^/]+\/g$/) || ((await storeApi<Group[]>(page, 'getGroups'))[0]?.urlGroup ?? ''),
    category: first(/^\/[^/]+(\/[^/]+){0,2}\/c$/),
    product: first(/^\/produto\/[^/]+$/),
  };
  expect(found, 'the home links a brand, a group, a category and a product').toEqual({
    brand: expect.stringMatching(/m$/),
    group: expect.stringMatching(/g$/),
    category: expect.stringMatching(/c$/),
    product: expect.stringMatching(/^\/produto\//),
  });

  const signedPage = await signed.newPage();
  await signedPage.goto('/');
  expect((await signIn(signedPage, 'maria@example.com', 'Senha@123')).ok()).toBe(true);

  const failures: string[] = [];
  const visitorLinks = new Set<string>();
  const signedLinks = new Set<string>();
  const walked: string[] = [];
  for (const { file, customer } of demoFiles()) {
    const path = addressOf(file, found);
    walked.push(path);
    // the page itself must exist (only /404 is meant to answer 404)
    const seen = await visit(page, path);
    if (seen.failure && !intended(path.split('?')[0]!)) failures.push(`demo/${file}: ${seen.failure}`);
    for (const link of seen.links) visitorLinks.add(link);
    if (customer) {
      const signedSeen = await visit(signedPage, path);
      if (signedSeen.failure && !intended(path.split('?')[0]!)) failures.push(`demo/${file} (signed in): ${signedSeen.failure}`);
      for (const link of signedSeen.links) signedLinks.add(link);
    }
  }
  expect(walked.length).toBeGreaterThanOrEqual(25);
  await signedPage.close();
  await page.close();

  await checkAll(visitor, visitorLinks, failures);
  await checkAll(signed, [...signedLinks].filter((link) => !visitorLinks.has(link) || link.startsWith('/customer')), failures);
  console.log(`links walk: ${walked.length} pages, ${visitorLinks.size} visitor links, ${signedLinks.size} signed-in links`);
  test.info().annotations.push({ type: 'links', description: `${walked.length} pages, ${visitorLinks.size} visitor links, ${signedLinks.size} signed-in links` });
  expect(failures).toEqual([]);
  await visitor.close();
  await signed.close();
});
