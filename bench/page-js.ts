/**
 * What a shopper's phone really fetches: each demo page loaded in Debian's Chromium against the
 * reference server (built dist/, demo database), every JavaScript response recorded until the network
 * is idle and nothing is clicked, and its gzip -9 size summed. Static analysis (bench/run.ts) counts the
 * chunks a page's tags import; this run also catches chunks loaded because of data (a lazy carousel,
 * a sanitiser fallback), so the category page's budget is checked as the issue words it:
 * "all JavaScript the category page fetches before any panel opens".
 *
 *   npx tsx bench/page-js.ts          (after npm run build; part of npm run bench)
 *   PAGE_JS_BUILD=preact npx tsx bench/page-js.ts   (the same on the Preact build, dist/preact/)
 */
import { chromium } from '@playwright/test';
import { chromePath } from '../test/chromium';
import { apiEnvelopes, recordApiCalls } from '../test/e2e/helpers';
import { DEMO_PAGES } from './demo-pages';
import { firstProductPath, startDemoServer } from './demo-server';
import { recordScriptWeights, shortNames, totalOf } from './page-weight';

/**
 * Which build the pages load: PAGE_JS_BUILD=preact measures the opt-in Preact build (dist/preact/, served by
 * the demo server with JET_BUILD=preact) against its own budget; `npm run bench` runs both.
 */
const build = process.env.PAGE_JS_BUILD === 'preact' ? 'preact' : 'react';
process.env.JET_BUILD = build;
/** Issue 8: every demo page's JavaScript ≤ 95 kB gzip in Chromium; issue 24: ≤ 45 kB on the Preact build. */
const BUDGET = build === 'preact' ? 45_000 : 95_000;

const server = await startDemoServer(Number(process.env.BENCH_PORT ?? 4176), 'bench-pages');
const base = server.base;
let failed = false;
try {
  const product = await firstProductPath(base);
  const PAGES = DEMO_PAGES.map(([label, path]) => [label, path === 'PRODUCT' ? product : path, BUDGET] as const);
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  console.log(`${build === 'preact' ? 'Preact' : 'React'} build (PAGE_JS_BUILD=${build})`);
  console.log('JavaScript fetched and API calls made by each demo page in Chromium until the network is idle, gzip -9\n');
  for (const [label, path, budget] of PAGES) {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    // Every API call on load, by its envelope: the same read twice on one page is a defect (issue 8).
    await recordApiCalls(page);
    const weights = recordScriptWeights(page);
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const total = totalOf(weights.gzip);
    const over = budget !== null && total > budget;
    failed ||= over;
    const files = shortNames(weights.gzip).join(', ');
    const sent = totalOf(weights.brotli);
    console.log(`${over ? 'OVER' : budget === null ? '    ' : 'ok  '}  ${label.padEnd(18)} ${(total / 1000).toFixed(2).padStart(7)} kB  ${budget ? `budget ${budget / 1000} kB` : ''}  (brotli, as sent: ${(sent / 1000).toFixed(2)} kB)  ${path}`);
    console.log(`      ${weights.gzip.size} files: ${files}`);
    const calls = await apiEnvelopes(page);
    const repeated = calls.length - new Set(calls).size;
    const names = calls.map((body) => (JSON.parse(body || '{}') as { request?: string }).request ?? '?');
    console.log(`      ${calls.length} API calls${repeated ? `, ${repeated} repeated` : ''}: ${names.join(', ')}`);
    await context.close();
  }
  await browser.close();
} finally {
  server.stop();
}
if (failed) {
  console.error('\na page fetches more JavaScript than its budget');
  process.exit(1);
}
