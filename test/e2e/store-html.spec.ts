import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { PAYLOAD_TEXT } from './store-html-fields';
import { guardPage } from './xss-guard';

/**
 * Hostile HTML in EVERY HTML field the store serves (test/e2e/store-html-fields.ts): a server of its
 * own, on a database of its own (DATA_DIR .data/e2e-store-html, seeded, then written by
 * test/e2e/store-html-writer.ts), and a visit to every page that shows each field — no script may
 * run, no request leave for another host, no page navigate, and the field's text must be shown (it was
 * rendered, sanitised, not dropped). Uses dist/ (`npm run build` first, as `npm run test:e2e` does).
 */

const root = resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 4174) + 1100;
const origin = `http://localhost:${port}`;
const dataDir = '.data/e2e-store-html';
const tsx = resolve(root, 'node_modules/.bin/tsx');

let server: ChildProcess | undefined;
let visits: Array<{ field: string; path: string; signedInAs?: string }> = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(resolve(root, dataDir), { recursive: true, force: true });
  const writer = spawnSync(tsx, ['test/e2e/store-html-writer.ts'], { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
  if (writer.status !== 0) throw new Error(`the payload writer failed: ${writer.stderr}`);
  visits = JSON.parse(writer.stdout.trim().split('\n').at(-1)!) as typeof visits;

  server = spawn(tsx, ['server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the test server stopped: ${output}`);
    const ready = await fetch(`${origin}/`).then((answer) => answer.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the test server did not start: ${output}`);
    await new Promise((done) => setTimeout(done, 500));
  }
});

test.afterAll(async () => {
  if (server?.pid !== undefined && server.exitCode === null) {
    const stopped = new Promise((done) => server!.once('exit', done));
    process.kill(-server.pid, 'SIGTERM');
    await Promise.race([stopped, new Promise((done) => setTimeout(done, 10_000))]);
  }
});

test('every store HTML field holding script, event handlers and javascript: URLs is shown harmless on every page that shows it', async ({ browser }) => {
  test.setTimeout(240_000);
  expect(visits.length).toBeGreaterThan(0);
  const failures: string[] = [];
  for (const visit of visits) {
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    if (visit.signedInAs) {
      await page.goto('/');
      const answer = await signIn(page, visit.signedInAs, 'Senha@123');
      expect(answer.ok(), `signing in as ${visit.signedInAs}`).toBe(true);
    }
    const guard = await guardPage(page);
    await page.goto(visit.path);
    guard.loaded();
    // bring the lazy (below-the-fold) tags in, then back up: a walk down the page, then each lazy tag
    // still empty, and each section still waiting to come near (`data-near`), brought into view (on a busy
    // machine the walk can pass one between two frames)
    await page.evaluate(async () => {
      const pause = () => new Promise((done) => setTimeout(done, 50));
      for (let y = 0; y <= document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await pause();
      }
      const waiting = () => [...document.querySelectorAll('[loading="lazy"], [data-near]')].filter((tag) => tag.hasAttribute('data-near') || (tag.localName.startsWith('jet-') && tag.childElementCount === 0));
      // (a section that loads when near, such as a product's description, sits inside a lazy tag: two rounds)
      for (let round = 0; round < 2; round += 1) {
        for (const tag of waiting()) {
          tag.scrollIntoView();
          await pause();
        }
      }
      window.scrollTo(0, 0);
    });
    const marker = page.locator('.jet-xss-probe', { hasText: `${PAYLOAD_TEXT} (${visit.field})` });
    try {
      await expect(marker.first()).toBeAttached({ timeout: 15_000 });
    } catch {
      failures.push(`${visit.field} on ${visit.path}: the field's text is not on the page`);
    }
    // what is left of the payload: nothing executable, no id
    const left = await page.evaluate(() => {
      const found: string[] = [];
      for (const probe of document.querySelectorAll('.jet-xss-probe')) {
        const box = probe.parentElement!;
        if (probe.id) found.push(`id="${probe.id}" kept`);
        for (const element of box.querySelectorAll('script, style, link, meta, iframe, svg, form, input, button, marquee')) found.push(`<${element.localName}> kept`);
        for (const element of box.querySelectorAll('*')) {
          for (const attribute of element.attributes) {
            if (/^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value)) found.push(`${attribute.name}="${attribute.value}" kept`);
          }
        }
      }
      return found;
    });
    failures.push(...left.map((problem) => `${visit.field} on ${visit.path}: ${problem}`));
    // a shopper clicks the payload's link and hovers its image: nothing may happen
    const link = page.locator('.jet-xss-link').first();
    if (await link.isVisible().catch(() => false)) {
      await link.click({ timeout: 5_000 }).catch(() => undefined);
      await page.locator('.jet-xss-probe').first().hover({ timeout: 5_000 }).catch(() => undefined);
    }
    await page.waitForTimeout(1_000);
    failures.push(...(await guard.problems()).map((problem) => `${visit.field} on ${visit.path}: ${problem}`));
    await context.close();
  }
  test.info().annotations.push({ type: 'visited', description: visits.map((visit) => `${visit.field} → ${visit.path}`).join('; ') });
  expect(failures, failures.join('\n')).toEqual([]);
});
