/**
 * npm run bench:cart: the cart page's first render of 50 lines, in Debian's Chromium against the demo
 * server (a fresh database), with the CPU slowed 4x as Lighthouse's mobile run does. A shopper's
 * session gets 50 different products through `massiveAdd`; then /carrinho is opened N times and each
 * run reports, from the page's own clock (recorded in the page, so the bench's polling adds nothing):
 * - `lines`: navigation start to the 50 lines in the DOM (a MutationObserver notes the moment the
 *   50th `.jet-cart-line` is attached);
 * - `render`: the cart's answer received (the resource timing of the page's own `getCartContents`
 *   call, told from the other /api calls by the envelope it sent) to the 50 lines in the DOM, i.e. what
 *   the widget itself costs once the data is here;
 * - `blocking`: the sum over long tasks that started before the 50 lines of their time above 50 ms
 *   (what TBT counts).
 * Prints each run and the medians; the first run only warms the HTTP cache (a returning shopper's).
 * CHROME_PATH overrides /usr/bin/chromium; CART_BENCH_RUNS the measured runs (default 7); CART_BENCH_CPU
 * the CPU slowdown (default 4);
 * CART_BENCH_PORT (or BENCH_PORT) the demo server's port (default 4177).
 */
import { chromium } from '@playwright/test';
import { chromePath, chromiumFlags } from '../test/chromium';
import { startDemoServer } from './demo-server';
import type { ListedProduct } from './demo-session';

const LINES = 50;
const runs = Number(process.env.CART_BENCH_RUNS ?? 7);
/** Lighthouse mobile's CPU slowdown; CART_BENCH_CPU=1 shows what the throttling adds. */
const cpuSlowdown = Number(process.env.CART_BENCH_CPU ?? 4);
const port = Number(process.env.CART_BENCH_PORT ?? process.env.BENCH_PORT ?? 4177);
/** One page load may take this long (4x CPU on a shared machine); beyond it the run fails, it does not hang. */
const RUN_TIMEOUT = 60_000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

interface Probe {
  /** performance.now() when the LINES-th line was in the DOM, or null. */
  linesAt: number | null;
  longTasks: Array<{ startTime: number; duration: number }>;
  /** The page's /api calls in order: the envelope's request name and performance.now() at the call. */
  calls: Array<{ name: string; at: number }>;
}

/**
 * Runs in the page before its scripts: the long-task observer, the moment the lines are in, and the
 * name of each /api call (read from a copy of the request, after the real one has left).
 */
function installProbe(lines: number) {
  const probe: Probe = { linesAt: null, longTasks: [], calls: [] };
  Object.assign(window, { __cartBench: probe });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
  const found = document.getElementsByClassName('jet-cart-line');
  const observer = new MutationObserver(() => {
    if (found.length < lines) return;
    probe.linesAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
  const original = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const request = new Request(input, init);
    if (!new URL(request.url).pathname.startsWith('/api')) return original(request);
    const call = { name: '?', at: performance.now() };
    probe.calls.push(call);
    const copy = request.clone();
    const answer = original(request);
    void copy.text().then(
      (text) => (call.name = (JSON.parse(text || 'null') as { request?: string } | null)?.request ?? '?'),
      () => undefined,
    );
    return answer;
  };
}

const server = await startDemoServer(port, 'bench-cart');
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const page = await context.newPage();
  page.setDefaultTimeout(RUN_TIMEOUT);
  await page.goto(`${server.base}/`, { waitUntil: 'domcontentloaded' });
  const token = decodeURIComponent((await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const api = async <T>(request: string, params: string | null, json: unknown): Promise<T> => {
    const response = await page.request.post(`${server.base}/api`, { headers: { 'X-XSRF-TOKEN': token }, data: { request, params, json } });
    if (!response.ok()) throw new Error(`${request} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  // 50 products that a single unit of can be bought (no variations, in stock, no per-item minimum above 1)
  const picked: ListedProduct[] = [];
  for (const textLink of ['casa', 'moda', 'eletronicos', 'esporte', 'beleza']) {
    const { products } = await api<{ products: ListedProduct[] }>('getProductsByCategory', `textLink=${textLink}&pageSize=100`, null);
    picked.push(...products.filter((p) => p.idTypeProduct === 1 && !p.flagExhausted && p.stock > 2 && p.availableReferences.length === 0));
  }
  const items = [...new Map(picked.map((p) => [p.idProduct, p])).values()].slice(0, LINES + 10).map((p) => ({ idProduct: p.idProduct, idSku: null, quantity: 1 }));
  const added = await api<{ added: unknown[]; refused: unknown[] }>('massiveAddProducts', null, { items: items.slice(0, LINES) });
  const more = added.added.length < LINES ? await api<{ added: unknown[] }>('massiveAddProducts', null, { items: items.slice(LINES, LINES + LINES - added.added.length) }) : { added: [] };
  const inCart = added.added.length + more.added.length;
  if (inCart < LINES) throw new Error(`only ${inCart} products went into the cart`);

  // once: every later navigation of this page runs it before the page's scripts
  await page.addInitScript(installProbe, LINES);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const figures: Array<{ lines: number; render: number; blocking: number }> = [];
  for (let run = 0; run <= runs; run++) {
    await page.goto(`${server.base}/carrinho`, { waitUntil: 'commit' });
    // polled from here at 100 ms: the time itself is the page's own note
    await page.waitForFunction(() => (window as unknown as { __cartBench?: Probe }).__cartBench?.linesAt != null, undefined, { polling: 100, timeout: RUN_TIMEOUT });
    const figure = await page.evaluate(() => {
      const probe = (window as unknown as { __cartBench: Probe }).__cartBench;
      const done = probe.linesAt!;
      const cartCall = probe.calls.find((c) => c.name === 'getCartContents');
      if (!cartCall) return { error: `no getCartContents call before the lines (calls: ${probe.calls.map((c) => c.name).join(', ')})` };
      // the resource entry of that call: the /api fetch that started when it was made
      const answers = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.startsWith('/api')) as PerformanceResourceTiming[];
      const cart = answers.reduce<PerformanceResourceTiming | null>((best, e) => (!best || Math.abs(e.startTime - cartCall.at) < Math.abs(best.startTime - cartCall.at) ? e : best), null);
      if (!cart || Math.abs(cart.startTime - cartCall.at) > 5) return { error: 'the cart answer has no resource timing entry' };
      return {
        lines: done,
        render: done - cart.responseEnd,
        blocking: probe.longTasks.filter((t) => t.startTime < done).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
        calls: probe.calls.map((c) => c.name).join(', '),
      };
    });
    if ('error' in figure) throw new Error(`run ${run}: ${figure.error}`);
    const fmt = (ms: number) => `${Math.round(ms)} ms`.padStart(8);
    console.log(`  ${run === 0 ? 'warm-up' : `run ${run}`.padEnd(7)}  lines ${fmt(figure.lines)}  render ${fmt(figure.render)}  blocking ${fmt(figure.blocking)}${run === 0 ? `  (API calls: ${figure.calls})` : ''}`);
    if (run > 0) figures.push(figure); // the first run warms the HTTP cache, as a returning shopper's
  }
  const fmt = (ms: number) => `${Math.round(ms)} ms`;
  console.log(`cart page, ${LINES} lines, 412 px, CPU ${cpuSlowdown}x slower, median of ${figures.length} runs`);
  console.log(`  navigation to ${LINES} lines:        ${fmt(median(figures.map((f) => f.lines)))}`);
  console.log(`  cart answer to ${LINES} lines:       ${fmt(median(figures.map((f) => f.render)))}`);
  console.log(`  blocking time until then (TBT):  ${fmt(median(figures.map((f) => f.blocking)))}`);
} finally {
  await browser.close();
  server.stop();
}
