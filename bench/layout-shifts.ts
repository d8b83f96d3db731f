/**
 * Where a page's layout shifts come from: each demo page (or the paths given) loaded in Chromium at
 * 412 px with Lighthouse's mobile throttling (150 ms, 1.6 Mbps, 4x CPU); every layout-shift entry is
 * printed with its time, score and the elements that moved (tag.class, old → new top and height).
 * A debugging aid for CLS; Lighthouse (npm test, npm run bench) gives the figure that counts.
 *
 *   npx tsx bench/layout-shifts.ts [path ...]     (after npm run build)
 * Without paths: every demo page, then Maria's order details (signed in, as bench/lighthouse-pages.ts measures
 * it). A path under /customer/order is loaded signed in as Maria too.
 *   LAYOUT_SHIFTS_DESKTOP=1 npx tsx bench/layout-shifts.ts [path ...]   (Lighthouse's desktop: 1350×940, 40 ms, 10 Mbps, 1x CPU)
 *   LAYOUT_SHIFTS_FAST=1 npx tsx bench/layout-shifts.ts [path ...]   (no throttling: how Lighthouse's simulated runs
 *   really load the page, so the order chunks arrive in, and the CLS it reports, can differ from the throttled load)
 *   LAYOUT_SHIFTS_RUNS=5 npx tsx bench/layout-shifts.ts [path ...]   (each page loaded that many times: a shift that
 *   depends on which answer or chunk arrives first shows in some loads only)
 */
import { chromium } from '@playwright/test';
import { chromePath } from '../test/chromium';
import { DEMO_PAGES } from './demo-pages';
import { firstProductPath, startDemoServer } from './demo-server';
import { signIn } from './demo-session';

interface Shift {
  t: number;
  value: number;
  sources: string[];
}

const desktop = process.env.LAYOUT_SHIFTS_DESKTOP === '1';
const fast = process.env.LAYOUT_SHIFTS_FAST === '1';
const runs = Number(process.env.LAYOUT_SHIFTS_RUNS ?? 1);
/** Maria's live Pix order (server/README.md, "The seeded orders"), the order page the Lighthouse bench measures. */
const ORDER_PAGE = '/customer/order/details/1024';
const signedIn = (path: string) => path.startsWith('/customer/order');
const server = await startDemoServer(Number(process.env.BENCH_PORT ?? 4178), 'layout-shifts');
const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
try {
  const asked = process.argv.slice(2);
  for (const path of asked.length ? asked : [...DEMO_PAGES.map(([, p]) => p), ORDER_PAGE]) {
    for (let run = 0; run < runs; run++) {
      const address = path === 'PRODUCT' ? await firstProductPath(server.base) : path;
      const context = desktop
        ? await browser.newContext({ viewport: { width: 1350, height: 940 } })
        : await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      // tsx keeps function names with an `__name(...)` helper the page lacks: without it the recorder below
      // throws before it observes anything, and every page read 0
      await context.addInitScript('globalThis.__name ??= (f) => f;');
      const page = await context.newPage();
      if (signedIn(address)) {
        await page.goto(`${server.base}/`, { waitUntil: 'domcontentloaded' });
        await signIn(page, 'maria@example.com');
      }
      const cdp = await context.newCDPSession(page);
      // as Lighthouse does before each run: the sign-in's page must not warm the cache
      await cdp.send('Network.clearBrowserCache');
      if (!fast) {
        await cdp.send('Network.emulateNetworkConditions', desktop
          ? { offline: false, latency: 40, downloadThroughput: 10e6 / 8, uploadThroughput: 10e6 / 8 }
          : { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: desktop ? 1 : 4 });
      }
      await page.addInitScript(() => {
        const shifts: Shift[] = [];
        Object.assign(window, { __shifts: shifts });
        const name = (node: Node | null) =>
          !node ? '?' : node instanceof Element ? `${node.localName}.${String(node.className).split(' ')[0]}` : `#text(${node.textContent?.slice(0, 20)})`;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> }>) {
            shifts.push({
              t: Math.round(entry.startTime),
              value: entry.value,
              sources: entry.sources.map((s) => `${name(s.node)} ${s.previousRect.y}→${s.currentRect.y} h${s.previousRect.height}→${s.currentRect.height}`),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(server.base + address, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
      console.log(`\n${address}: ${shifts.reduce((sum, s) => sum + s.value, 0).toFixed(4)}`);
      for (const s of shifts) console.log(`  ${s.t} ms  ${s.value.toFixed(4)}  ${s.sources.join(' | ')}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.stop();
}
