/**
 * What a shopper's phone really fetches: each demo page loaded in Debian's Chromium against the
 * reference server (built dist/, demo database), every JavaScript response recorded until the network
 * is idle and nothing is clicked, and its gzip -9 size summed. Static analysis (bench/run.ts) counts the
 * chunks a page's tags import; this run also catches chunks loaded because of data (a lazy carousel,
 * a sanitiser fallback), so the category page's budget is checked as the issue words it:
 * "all JavaScript the category page fetches before any panel opens".
 *
 *   npx tsx bench/page-js.ts          (after npm run build; part of npm run bench)
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { apiEnvelopes, recordApiCalls } from '../test/e2e/helpers';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4176);
const base = `http://localhost:${port}`;
/** Issue 8: every demo page's JavaScript ≤ 95 kB gzip in Chromium. */
const BUDGET = 95_000;

/** Page paths to load; the product page is found through the API. */
const PAGES: Array<[label: string, path: string, budget: number | null]> = [
  ['home', '/', BUDGET],
  ['category', '/casa/sala/c', BUDGET],
  ['brand', '/aconchego-moveis/m', BUDGET],
  ['group', '/lancamentos/g', BUDGET],
  ['search', '/busca?n=sofa', BUDGET],
  ['search, no result', '/busca?n=xyzxyz', BUDGET],
  ['404', '/404', BUDGET],
];

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the demo server did not start');
}

async function firstProductPath(): Promise<string> {
  const page = await fetch(`${base}/`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const answer = await fetch(`${base}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(xsrf), cookie: `XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify({ request: 'getMostSold', params: 'quantity=1', json: null }),
  });
  const [product] = (await answer.json()) as Array<{ url: string }>;
  if (!product) throw new Error('no product to open');
  return product.url;
}

const dataDir = resolve(root, '.data/bench-pages');
rmSync(dataDir, { recursive: true, force: true });
const server = spawn('npx', ['tsx', 'server/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
  stdio: 'ignore',
  detached: true,
});
let failed = false;
try {
  await waitForServer();
  PAGES.push(['product', await firstProductPath(), BUDGET]);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  console.log('JavaScript fetched and API calls made by each demo page in Chromium until the network is idle, gzip -9\n');
  for (const [label, path, budget] of PAGES) {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const scripts = new Map<string, number>();
    // Every API call on load, by its envelope: the same read twice on one page is a defect (issue 8).
    await recordApiCalls(page);
    page.on('response', async (response) => {
      const url = response.url();
      if (!url.endsWith('.js')) return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(url, gzipSync(body, { level: 9 }).length);
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    const over = budget !== null && total > budget;
    failed ||= over;
    const files = [...scripts.keys()].map((u) => u.replace(/^.*\/dist\//, '').replace(/-[\w-]{8}\.js$/, '')).join(', ');
    console.log(`${over ? 'OVER' : budget === null ? '    ' : 'ok  '}  ${label.padEnd(18)} ${(total / 1000).toFixed(2).padStart(7)} kB  ${budget ? `budget ${budget / 1000} kB` : ''}  ${path}`);
    console.log(`      ${scripts.size} files: ${files}`);
    const calls = await apiEnvelopes(page);
    const repeated = calls.length - new Set(calls).size;
    const names = calls.map((body) => (JSON.parse(body || '{}') as { request?: string }).request ?? '?');
    console.log(`      ${calls.length} API calls${repeated ? `, ${repeated} repeated` : ''}: ${names.join(', ')}`);
    await context.close();
  }
  await browser.close();
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}
if (failed) {
  console.error('\na page fetches more JavaScript than its budget');
  process.exit(1);
}
