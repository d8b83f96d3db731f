/** Debug: layout shifts of a page at 412 px with their sources (not part of the bench). */
import { chromium } from '@playwright/test';
import { startDemoServer, firstProductPath } from './demo-server';
const server = await startDemoServer(4178, 'cls-debug');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const paths = process.argv.slice(2);
  for (const p of paths.length ? paths : ['/', '/casa/sala/c', '/busca?n=sofa', 'PRODUCT', '/404', '/busca?n=xyzqwk']) {
    const path = p === 'PRODUCT' ? await firstProductPath(server.base) : p;
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      (window as any).__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as any[]) {
          (window as any).__shifts.push({ t: Math.round(e.startTime), v: +e.value.toFixed(4), src: e.sources.map((s: any) => {
            const n = s.node as Element | null;
            const d = n ? (n.nodeType === 1 ? `${n.localName}.${(n.className || '').toString().split(' ')[0]}` : `#text(${n.textContent?.slice(0, 20)})`) : '?';
            return `${d} ${s.previousRect.y}->${s.currentRect.y} h${s.previousRect.height}->${s.currentRect.height}`;
          }) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(server.base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const shifts = await page.evaluate(() => (window as any).__shifts);
    const total = shifts.reduce((a: number, s: any) => a + s.v, 0);
    console.log(`\n${path}: total ${total.toFixed(3)}`);
    for (const s of shifts) console.log(`  ${s.t}ms ${s.v}  ${s.src.join(' | ')}`);
    await page.screenshot({ path: `/tmp/cls-${path.replace(/\W+/g, '_')}.png` });
    await context.close();
  }
} finally { await browser.close(); server.stop(); }
