/**
 * The API calls each demo page makes on load as a waterfall, to find reads that wait for each other
 * (issue 24: "reads that do not depend on each other start together"). Each page is loaded in Chromium
 * with Lighthouse mobile's round trip (150 ms added to every request: a chain of reads costs one round
 * trip per link, so it shows) until the network is idle; every /api call is printed with the moment it
 * left and the moment its answer was in (the page's own resource timing), and a call that left within
 * GAP ms of another's answer is marked `← after X`: a candidate chain, to be confirmed in the code.
 * The visitor's pages (bench/demo-pages.ts), then Maria's (signed in through the API, with a cart).
 *
 *   npx tsx bench/api-timing.ts [path ...]      (after npm run build; BENCH_PORT, default 4179)
 *   API_TIMING_LATENCY=0 for the machine's own round trip; API_TIMING_SIGNED_IN=0 for the visitor's pages only
 */
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { chromePath, chromiumFlags } from '../test/chromium';
import { DEMO_PAGES } from './demo-pages';
import { firstProductPath, startDemoServer } from './demo-server';
import { fillCart, signIn } from './demo-session';

const LATENCY = Number(process.env.API_TIMING_LATENCY ?? 150);
/** A call that left this soon after another's answer probably waited for it. */
const GAP = 40;
const SIGNED_IN_PAGES: ReadonlyArray<readonly [string, string]> = [
  ['customer home', '/customer'],
  ['orders', '/customer/order'],
  ['order details', '/customer/order/details/1024'],
  ['order details, latest', '/customer/order/details'],
  ['addresses', '/customer/address'],
  ['personal data', '/customer/edit'],
  ['digital products', '/customer/digital-products'],
  ['store credit', '/customer/shoppingVoucherDetails'],
  ['cart, signed in', '/carrinho'],
  ['checkout', '/checkout'],
];

interface Call {
  name: string;
  params: string;
  start: number;
  end: number | null;
}

/** In the page before its scripts: the name and moment of each /api call (named from a copy, after the real one left). */
function installRecorder() {
  const calls: Array<{ name: string; params: string; at: number }> = [];
  Object.assign(window, { __apiTiming: calls });
  const original = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const request = new Request(input, init);
    if (!new URL(request.url).pathname.startsWith('/api')) return original(request);
    const call = { name: new URL(request.url).pathname, params: '', at: performance.now() };
    calls.push(call);
    const copy = request.clone();
    const answer = original(request);
    void copy.text().then(
      (text) => {
        const envelope = (JSON.parse(text || 'null') ?? {}) as { request?: string; params?: string | null };
        if (envelope.request) call.name = envelope.request;
        call.params = envelope.params ?? '';
      },
      () => undefined,
    );
    return answer;
  };
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

async function waterfall(browser: Browser, base: string, path: string, storageState?: StorageState): Promise<Call[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true, storageState });
  const page = await context.newPage();
  await page.addInitScript(installRecorder);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (LATENCY) await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY, downloadThroughput: -1, uploadThroughput: -1 });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const calls = await page.evaluate(() => {
    const recorded = (window as unknown as { __apiTiming: Array<{ name: string; params: string; at: number }> }).__apiTiming;
    const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => new URL(e.name).pathname.startsWith('/api'));
    return recorded.map((call) => {
      const entry = entries.reduce<PerformanceResourceTiming | null>((best, e) => (!best || Math.abs(e.startTime - call.at) < Math.abs(best.startTime - call.at) ? e : best), null);
      const matched = entry && Math.abs(entry.startTime - call.at) < 5 ? entry : null;
      if (matched) entries.splice(entries.indexOf(matched), 1);
      return { name: call.name, params: call.params, start: call.at, end: matched ? matched.responseEnd : null };
    });
  });
  await context.close();
  return calls;
}

function print(label: string, path: string, calls: Call[]): void {
  const chained = calls.filter((call) => calls.some((other) => other.end !== null && other.end <= call.start && call.start - other.end < GAP));
  console.log(`\n${label}  ${path}: ${calls.length} API calls, ${chained.length} right after another's answer`);
  for (const call of calls) {
    const before = calls.filter((other) => other !== call && other.end !== null && other.end <= call.start && call.start - other.end < GAP);
    const after = before.length ? `  ← after ${before.map((b) => b.name).join(', ')}` : '';
    const params = call.params ? ` ${call.params.slice(0, 40)}` : '';
    console.log(`  ${String(Math.round(call.start)).padStart(6)} → ${call.end === null ? '     ?' : String(Math.round(call.end)).padStart(6)} ms  ${call.name}${params}${after}`);
  }
}

const server = await startDemoServer(Number(process.env.BENCH_PORT ?? 4179), 'bench-api-timing');
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
try {
  const product = await firstProductPath(server.base);
  const asked = process.argv.slice(2);
  const visitorPages = DEMO_PAGES.map(([label, path]) => [label, path === 'PRODUCT' ? product : path] as const);
  const signedIn = process.env.API_TIMING_SIGNED_IN === '0' ? [] : SIGNED_IN_PAGES;
  const pick = <T extends readonly [string, string]>(list: readonly T[]) => (asked.length ? list.filter(([, path]) => asked.includes(path)) : list);
  console.log(`API calls on load, ${LATENCY ? `${LATENCY} ms added to every request` : 'no added latency'}; "← after X": left within ${GAP} ms of X's answer`);
  for (const [label, path] of pick(visitorPages)) print(label, path, await waterfall(browser, server.base, path));
  if (pick(signedIn).length) {
    // Maria's cookies once (a sign-in, two products in her cart), for every one of her pages
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.base}/`, { waitUntil: 'domcontentloaded' });
    await signIn(page, 'maria@example.com');
    await fillCart(page, 2);
    const maria = await context.storageState();
    await context.close();
    for (const [label, path] of pick(signedIn)) print(`${label} (Maria)`, path, await waterfall(browser, server.base, path, maria));
  }
} finally {
  await browser.close();
  server.stop();
}
