import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { eagerTags } from '../../server/lib/module-preload';
import { startTestServer, type TestServer } from './helpers';

// The demo pages name the chunks their first paint runs (server/lib/module-preload.ts), from the build's preload.json.
const root = mkdtempSync(join(tmpdir(), 'jet-module-preload-'));
const distDir = join(root, 'dist');
const demoDir = join(root, 'demo');
const PAGE = `<!doctype html><title>Início</title>
<script type="module" src="/dist/jet.js"></script>
<!-- a theme's note about <jet-cart> is no tag -->
<jet-banner location="home"></jet-banner>
<jet-showcase loading="lazy"></jet-showcase>
<jet-fixed-bar loading="interaction"></jet-fixed-bar>
<jet-product-list loading="lazy"></jet-product-list><jet-product-list></jet-product-list>`;
const MAP = {
  entry: ['chunks/boot-1.js'],
  tags: {
    'jet-banner': ['chunks/banner-1.js', 'chunks/react-1.js'],
    'jet-showcase': ['chunks/showcase-1.js'],
    'jet-fixed-bar': ['chunks/fixed-bar-1.js'],
    'jet-product-list': ['chunks/list-1.js', 'chunks/react-1.js'],
    'jet-cart': ['chunks/cart-1.js'],
  },
};
let react: TestServer;
let preact: FastifyInstance;

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)" \/>/g)].map((match) => match[1]);

beforeAll(async () => {
  mkdirSync(join(distDir, 'preact'), { recursive: true });
  mkdirSync(demoDir);
  writeFileSync(join(demoDir, 'index.html'), PAGE);
  writeFileSync(join(distDir, 'preload.json'), JSON.stringify(MAP));
  writeFileSync(join(distDir, 'preact/preload.json'), JSON.stringify({ ...MAP, entry: ['chunks/boot-p.js'] }));
  react = await startTestServer({ demoDir, distDir });
  preact = await buildApp({ db: react.database.db, demoDir, distDir, build: 'preact' });
  await preact.ready();
});
afterAll(async () => {
  await preact?.close();
  await react?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('module preload links on the demo pages', () => {
  it('name the boot chunk and the chunks of the tags that load at once, each once, after jet.js', async () => {
    const page = (await react.app.inject('/')).body;
    expect(preloads(page)).toEqual(['/dist/chunks/boot-1.js', '/dist/chunks/banner-1.js', '/dist/chunks/react-1.js', '/dist/chunks/list-1.js']);
    expect(page.indexOf('modulepreload')).toBeGreaterThan(page.indexOf('src="/dist/jet.js"'));
  });

  it("name the Preact build's chunks when the pages load it", async () => {
    expect(preloads((await preact.inject('/')).body)[0]).toBe('/dist/preact/chunks/boot-p.js');
  });

  it('leave out lazy and on-interaction tags, and tags named in comments', () => {
    expect([...eagerTags(PAGE)].sort()).toEqual(['jet-banner', 'jet-product-list']);
  });
});
