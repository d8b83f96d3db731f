import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** What a page's scripts weigh, per file: gzip -9 (the budgets' measure) and brotli 10 (what the demo server sends). */
export interface ScriptWeights {
  gzip: Map<string, number>;
  brotli: Map<string, number>;
}

/**
 * Records every JavaScript response `page` receives from now on (bench/page-js.ts and the page-weight
 * test measure pages the same way: every .js until the network is idle, nothing clicked).
 */
export function recordScriptWeights(page: Page): ScriptWeights {
  const weights: ScriptWeights = { gzip: new Map(), brotli: new Map() };
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.endsWith('.js')) return;
    const body = await response.body().catch(() => null);
    if (!body) return;
    weights.gzip.set(url, gzipSync(body, { level: 9 }).length);
    weights.brotli.set(url, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }).length);
  });
  return weights;
}

export const totalOf = (sizes: Map<string, number>): number => [...sizes.values()].reduce((a, b) => a + b, 0);

/** A page's files, short: 'chunks/core' for http://…/dist/chunks/core-Abc123xy.js. */
export const shortNames = (sizes: Map<string, number>): string[] =>
  [...sizes.keys()].map((url) => url.replace(/^.*\/dist\//, '').replace(/-[\w-]{8}\.js$/, ''));
