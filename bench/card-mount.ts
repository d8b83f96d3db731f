/**
 * npm run bench:cards: the time to mount 1,000 product cards under ONE React root against a plain-DOM
 * baseline that builds the same markup (createElement), both followed by a forced style and layout,
 * in Debian's Chromium. Builds bench/card-mount-page.tsx with Vite (production React) into a temporary
 * folder, serves it, runs several repetitions and compares the medians. Exits 1 when React takes more
 * than 1.2x the baseline, or when the two markups differ (the comparison would be unfair).
 *
 * CHROME_PATH overrides /usr/bin/chromium; CARD_BENCH_REPS the repetitions (default 41).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from '@playwright/test';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const BUDGET = 1.2;
const repetitions = Number(process.env.CARD_BENCH_REPS ?? 41);
const warmup = 3;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function buildPage(outDir: string): Promise<void> {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      modulePreload: false,
      rolldownOptions: {
        input: { bench: join(root, 'bench/card-mount-page.tsx') },
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js', assetFileNames: '[name][extname]' },
      },
    },
  });
  const css = readdirSync(outDir).filter((f) => f.endsWith('.css'));
  writeFileSync(
    join(outDir, 'index.html'),
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${css.map((f) => `<link rel="stylesheet" href="/${f}">`).join('\n')}
<style>.bench-box{width:1200px}</style></head><body><script type="module" src="/bench.js"></script></body></html>`,
  );
}

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

async function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'jet-card-bench-'));
  await buildPage(outDir);
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path.startsWith('/img/')) {
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      response.end('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="#dbeafe"/></svg>');
      return;
    }
    const file = join(outDir, path === '/' ? 'index.html' : path);
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const browser = await chromium.launch({ executablePath: chromePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (error) => console.error('[page]', error.message));
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });

    const markup = await page.evaluate(() => window.cardBench.sameMarkup());
    if (!markup.same) {
      console.error('The React and plain-DOM markups differ, the comparison would be unfair:');
      console.error(`react: …${markup.react}…\ndom:   …${markup.dom}…`);
      process.exitCode = 1;
      return;
    }
    const { react: reactTimes, dom: domTimes, reactBuild, domBuild } = await page.evaluate(([reps, warm]) => window.cardBench.run(reps!, warm!), [repetitions, warmup]);
    const ratios = reactTimes.map((ms, i) => ms / domTimes[i]!);
    const reactMs = median(reactTimes);
    const domMs = median(domTimes);
    const ratio = median(ratios);
    const buildRatio = median(reactBuild.map((ms, i) => ms / domBuild[i]!));
    const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
    console.log(`Mounting 1,000 product cards with style and layout, Chromium, median of ${repetitions} (after ${warmup} warm-up runs)`);
    console.log(`  React, one root   ${fmt(reactMs).padStart(10)}   (mount alone ${fmt(median(reactBuild))})`);
    console.log(`  plain DOM         ${fmt(domMs).padStart(10)}   (mount alone ${fmt(median(domBuild))})`);
    console.log(`  mount-alone ratio ${buildRatio.toFixed(2).padStart(10)}   (no budget: the DOM work without style and layout; fastest runs ${(Math.min(...reactBuild) / Math.min(...domBuild)).toFixed(2)})`);
    console.log(`  ratio             ${ratio.toFixed(2).padStart(10)}   budget ${BUDGET.toFixed(2)} (median of per-run ratios; medians' ratio ${(reactMs / domMs).toFixed(2)})`);
    if (ratio > BUDGET) {
      console.error(`\nOVER: React takes ${ratio.toFixed(2)}x the plain-DOM baseline (budget ${BUDGET}x)`);
      process.exitCode = 1;
    } else console.log('\nok');
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
