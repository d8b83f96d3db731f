/**
 * Where a page's layout shifts come from: each demo page (or the paths given) loaded in Chromium at
 * 412 px with Lighthouse's mobile throttling (150 ms, 1.6 Mbps, 4x CPU); every layout-shift entry is
 * printed with its time, score and the elements that moved (tag.class, old → new top and height).
 * A debugging aid for CLS; Lighthouse (npm test, npm run bench) gives the figure that counts.
 *
 *   npx tsx bench/layout-shifts.ts [path ...]     (after npm run build)
 *   LAYOUT_SHIFTS_DESKTOP=1 npx tsx bench/layout-shifts.ts [path ...]   (Lighthouse's desktop: 1350×940, 40 ms, 10 Mbps, 1x CPU)
 *   LAYOUT_SHIFTS_FAST=1 npx tsx bench/layout-shifts.ts [path ...]   (no throttling: how Lighthouse's simulated runs
 *   really load the page, so the order chunks arrive in, and the CLS it reports, can differ from the throttled load)
 */
import { chromium } from '@playwright/test';
import { chromePath } from '../test/chromium';
import { DEMO_PAGES } from './demo-pages';
import { firstProductPath, startDemoServer } from './demo-server';

interface Shift {
  t: number;
  value: number;
  sources: string[];
}

const desktop = process.env.LAYOUT_SHIFTS_DESKTOP === '1';
const fast = process.env.LAYOUT_SHIFTS_FAST === '1';
const server = await startDemoServer(Number(process.env.BENCH_PORT ?? 4178), 'layout-shifts');
const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
try {
  const asked = process.argv.slice(2);
  for (const path of asked.length ? asked : DEMO_PAGES.map(([, p]) => p)) {
    const address = path === 'PRODUCT' ? await firstProductPath(server.base) : path;
    const context = desktop
      ? await browser.newContext({ viewport: { width: 1350, height: 940 } })
      : await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    // tsx keeps function names with an `__name(...)` helper the page lacks: without it the recorder below
    // throws before it observes anything, and every page read 0
    await context.addInitScript('globalThis.__name ??= (f) => f;');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
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
} finally {
  await browser.close();
  server.stop();
}
