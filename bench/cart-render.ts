/**
 * npm run bench:cart: the cart page's first render of 50 lines, in Debian's Chromium against the demo
 * server (a fresh database), with the CPU slowed 4x as Lighthouse's mobile run does. A shopper's
 * session gets 50 different products through `massiveAdd`; then /carrinho is opened N times and each
 * run reports, from the page's own clock:
 * - `lines`: navigation start to the 50 lines in the DOM;
 * - `render`: the cart's answer received (its resource timing) to the 50 lines in the DOM, i.e. what
 *   the widget itself costs once the data is here;
 * - `blocking`: the sum over long tasks of their time above 50 ms until then (what TBT counts).
 * Prints the medians. CHROME_PATH overrides /usr/bin/chromium; CART_BENCH_RUNS the runs (default 7).
 */
import { chromium } from 'playwright';
import { startDemoServer } from './demo-server';

const LINES = 50;
const runs = Number(process.env.CART_BENCH_RUNS ?? 7);
const port = Number(process.env.CART_BENCH_PORT ?? 4177);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

interface ListedProduct {
  idProduct: number;
  stock: number;
  flagExhausted: boolean;
  idTypeProduct: number;
  availableReferences: unknown[];
}

const server = await startDemoServer(port, 'bench-cart');
const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const page = await context.newPage();
  await page.goto(`${server.base}/`);
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

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const figures: Array<{ lines: number; render: number; blocking: number }> = [];
  for (let run = 0; run < runs; run++) {
    await page.addInitScript(() => {
      const w = window as unknown as { __longTasks: PerformanceEntry[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => w.__longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${server.base}/carrinho`, { waitUntil: 'commit' });
    await page.waitForFunction((n) => document.querySelectorAll('.jet-cart-line').length >= n, LINES, { timeout: 60_000, polling: 'raf' });
    const figure = await page.evaluate(() => {
      const done = performance.now();
      const answers = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname === '/api') as PerformanceResourceTiming[];
      // the biggest /api answer is the cart's contents
      const cart = answers.reduce((a, b) => ((b.encodedBodySize ?? 0) > (a?.encodedBodySize ?? 0) ? b : a), answers[0]!);
      const tasks = (window as unknown as { __longTasks: PerformanceEntry[] }).__longTasks.filter((t) => t.startTime < done);
      return {
        lines: done,
        render: done - cart.responseEnd,
        blocking: tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      };
    });
    if (run > 0) figures.push(figure); // the first run warms the HTTP cache, as a returning shopper's
  }
  const fmt = (ms: number) => `${Math.round(ms)} ms`;
  console.log(`cart page, ${LINES} lines, 412 px, CPU 4x slower, median of ${figures.length} runs`);
  console.log(`  navigation to ${LINES} lines:        ${fmt(median(figures.map((f) => f.lines)))}`);
  console.log(`  cart answer to ${LINES} lines:       ${fmt(median(figures.map((f) => f.render)))}`);
  console.log(`  blocking time until then (TBT):  ${fmt(median(figures.map((f) => f.blocking)))}`);
} finally {
  await browser.close();
  server.stop();
}
