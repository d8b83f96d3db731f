/**
 * Lighthouse 12.8 on a demo page with Debian's Chromium: one run, the figures we track. Mobile uses
 * Lighthouse's default (Moto G Power, simulated slow 4G, 4x CPU); desktop its desktop preset (simulated
 * 40 ms and 10 Mbps, no CPU slowdown, 1350 × 940).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromePath, chromiumFlags } from '../test/chromium';

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** Audits of the a11y, best-practices and SEO categories that did not pass: id → title. */
  failed: Record<string, string>;
  /** The addresses (or texts) of the errors the browser logged to the console. */
  consoleErrors: string[];
  /** The address Lighthouse ended on (a page that sends the visitor elsewhere measures that one). */
  finalUrl: string;
}

/** Lighthouse's categories; the performance bench asks for that one only (a third of the time). */
export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
const ALL_CATEGORIES: Category[] = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function launchChrome() {
  return chromeLauncher.launch({ chromePath, chromeFlags: ['--headless', ...chromiumFlags] });
}

/** One Lighthouse run; the categories not asked for score 0 and fail nothing. */
export async function runLighthouse(url: string, port: number, formFactor: FormFactor, categories: Category[] = ALL_CATEGORIES): Promise<LighthouseFigures> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      // the 404 page is audited too, with its real status
      ignoreStatusCode: true,
      onlyCategories: categories,
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories: scored, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((scored[id]?.score ?? 0) * 100);
  const failed: Record<string, string> = {};
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of scored[id]?.auditRefs ?? []) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failed[ref.id] = audit.title;
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    failed,
    consoleErrors: ((audits['errors-in-console']?.details as { items?: Array<{ url?: string; description?: string }> } | undefined)?.items ?? []).map(
      (item) => item.url || item.description || '?',
    ),
    finalUrl: result.lhr.finalDisplayedUrl,
  };
}
