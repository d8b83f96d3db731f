import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFiles } from '../../scripts/precompress';
import { buildApp } from '../../server/app';
import { queryRows } from '../../server/db/client';
import { startTestServer, TestClient, type TestServer } from './helpers';

// A demo folder of our own, so these tests do not depend on the demo pages being written.
const demoDir = mkdtempSync(join(tmpdir(), 'jet-demo-'));
const distDir = join(demoDir, 'missing-dist');
let server: TestServer;

// A built library of our own, named as vite.lib.config.ts names it: an unhashed entry, hashed chunks
// (one precompressed by the build's script, one without .br/.gz siblings), and a second app serving it.
const builtDir = join(demoDir, 'dist');
const ENTRY = 'jet.js';
const CHUNK = 'chunks/core-Ab1_9z.js';
const PLAIN_CHUNK = 'chunks/late-Xy2-8w.js';
let built: FastifyInstance;

/** Some kilobytes of script that compress like real code, not like one repeated byte. */
const script = (name: string, lines: number) =>
  Array.from({ length: lines }, (_, i) => `export function ${name}${i}(a,b){return a*${i * 7 + 3}+b.slice(${i % 11})+"${name}-${(i * 2654435761) % 9973}"}`).join('\n');

beforeAll(async () => {
  writeFileSync(join(demoDir, 'index.html'), '<!doctype html><title>Início</title>');
  // (the server titles a brand's or category's page by its name: the file is told by its heading)
  writeFileSync(join(demoDir, 'marca.html'), '<!doctype html><title>Marca</title><h1>Marca</h1>');
  writeFileSync(join(demoDir, 'categoria.html'), '<!doctype html><title>Categoria</title><h1>Categoria</h1>');
  mkdirSync(join(demoDir, 'customer'));
  for (const view of ['orderDetails', 'login']) writeFileSync(join(demoDir, 'customer', `${view}.html`), '<!doctype html><title>Área do Cliente</title>');
  writeFileSync(join(demoDir, '404.html'), '<!doctype html><title>Não encontrada</title><!--#include partials/header.html -->');
  mkdirSync(join(demoDir, 'partials'));
  writeFileSync(join(demoDir, 'partials', 'header.html'), '<header><jet-user-menu></jet-user-menu></header>');
  mkdirSync(join(demoDir, 'assets'));
  writeFileSync(join(demoDir, 'assets', 'theme.css'), 'body { color: black; }');
  server = await startTestServer({ demoDir, distDir });

  mkdirSync(join(builtDir, 'chunks'), { recursive: true });
  writeFileSync(join(builtDir, ENTRY), `import './${CHUNK}';\n${script('entry', 30)}`);
  writeFileSync(join(builtDir, CHUNK), script('core', 200));
  writeFileSync(join(builtDir, PLAIN_CHUNK), script('late', 100));
  await precompressFiles([join(builtDir, ENTRY), join(builtDir, CHUNK)]);
  built = await buildApp({ db: server.database.db, demoDir, distDir: builtDir });
  await built.ready();
});
afterAll(async () => {
  await built?.close();
  await server?.close();
  rmSync(demoDir, { recursive: true, force: true });
});

describe('demo pages and static files', () => {
  it('serves demo/index.html at /', async () => {
    const response = await server.app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Início');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the page of a friendly URL from the table of page routes', async () => {
    expect((await server.app.inject('/sonora/m')).body).toContain('Marca');
    for (const path of ['/casa/c', '/casa/sala/c', '/casa/sala/sofas/c']) {
      expect((await server.app.inject(path)).body, path).toContain('Categoria');
    }
  });

  it('reads friendly URLs with accents, a level-4 category by id and the customer pages, as the widgets do (src/routes)', async () => {
    for (const path of ['/moda/cal%C3%A7ados/c', '/41/c', '/pe%C3%A7a-%C3%BAnica/m', '/customer/order/details/12', '/customer/login?v=2']) {
      const response = await server.app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toMatch(/Categoria|Marca|Área do Cliente/);
    }
  });

  it('sends the old registration address /customer/register on to /customer (301), its query kept', async () => {
    for (const [path, target] of [
      ['/customer/register', '/customer'],
      ['/customer/Register/', '/customer'],
      ['/customer/register?origem=checkout', '/customer?origem=checkout'],
    ]) {
      const response = await server.app.inject({ url: path!, headers: { accept: 'text/html' } });
      expect(response.statusCode, path).toBe(301);
      expect(response.headers.location, path).toBe(target);
    }
  });

  it('answers 404 for a category path of another depth and for pages whose file does not exist yet', async () => {
    for (const path of ['/casa/sala/sofas/retrateis/c', '/a/b/c/d/e/c', '/busca', '/customer/pedidos']) {
      expect((await server.app.inject({ url: path, headers: { accept: 'text/html' } })).statusCode, path).toBe(404);
    }
  });

  it('answers an unknown page with demo/404.html and status 404', async () => {
    const response = await server.app.inject({ url: '/nao-existe', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Não encontrada');
  });

  it('fills the shared partials into a page, the 404 page included', async () => {
    const response = await server.app.inject({ url: '/nao-existe', headers: { accept: 'text/html' } });
    expect(response.body).toContain('<header><jet-user-menu></jet-user-menu></header>');
    expect(response.body).not.toContain('#include');
  });

  it('serves demo assets', async () => {
    const response = await server.app.inject('/assets/theme.css');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/css/);
  });

  it('answers 404 under /dist/ when the library is not built, without crashing', async () => {
    const response = await server.app.inject('/dist/jet.js');
    expect(response.statusCode).toBe(404);
  });

  it('refuses a POST to a page without the anti-forgery header', async () => {
    expect((await server.app.inject({ method: 'POST', url: '/' })).statusCode).toBe(403);
  });
});

describe('delivery: compression', () => {
  const file = (path: string) => readFileSync(join(builtDir, path));

  it('sends a chunk as brotli to a client that accepts it, the precompressed file as it is', async () => {
    expect(existsSync(join(builtDir, `${CHUNK}.br`))).toBe(true);
    const response = await built.inject({ url: `/dist/${CHUNK}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).equals(file(CHUNK))).toBe(true);
    expect(response.rawPayload.equals(file(`${CHUNK}.br`))).toBe(true);
    expect(response.rawPayload.length).toBeLessThan(file(CHUNK).length / 3);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const response = await built.inject({ url: `/dist/${CHUNK}`, headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).equals(file(CHUNK))).toBe(true);
  });

  it('compresses a file of dist/ that has no precompressed copy as it is sent', async () => {
    expect(existsSync(join(builtDir, `${PLAIN_CHUNK}.br`))).toBe(false);
    const response = await built.inject({ url: `/dist/${PLAIN_CHUNK}`, headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).equals(file(PLAIN_CHUNK))).toBe(true);
  });

  it('sends the file itself when the request has no Accept-Encoding', async () => {
    for (const path of [CHUNK, PLAIN_CHUNK]) {
      const response = await built.inject(`/dist/${path}`);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-encoding'], path).toBeUndefined();
      expect(response.rawPayload.equals(file(path)), path).toBe(true);
    }
  });

  it('compresses pages and API answers too', async () => {
    const page = await built.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    // Pages below 1 kB are not worth it: this one is tiny, so it leaves as it is.
    expect(page.headers['content-encoding']).toBeUndefined();
    const client = new TestClient(built);
    const tree = await client.post('/api', { request: 'getCategoryTree', params: null, json: null }, { headers: { 'accept-encoding': 'gzip' } });
    expect(tree.statusCode).toBe(200);
    expect(tree.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(tree.rawPayload).toString('utf8'))).toEqual(expect.arrayContaining([expect.objectContaining({ name: expect.any(String) })]));
  });
});

describe('delivery: caching', () => {
  it('marks content-hashed chunks immutable for a year, with or without compression', async () => {
    for (const [path, encoding] of [[CHUNK, 'br'], [CHUNK, ''], [PLAIN_CHUNK, 'gzip']] as const) {
      const response = await built.inject({ url: `/dist/${path}`, headers: encoding ? { 'accept-encoding': encoding } : {} });
      expect(response.headers['cache-control'], `${path} ${encoding}`).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates the unhashed entry jet.js: no-cache with ETag and Last-Modified, then a 304', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
      const first = await built.inject({ url: `/dist/${ENTRY}`, headers });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers['last-modified']).toBeTruthy();
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^(W\/)?"/);
      const again = await built.inject({ url: `/dist/${ENTRY}`, headers: { ...headers, 'if-none-match': etag } });
      expect(again.statusCode, encoding).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });

  it('revalidates demo assets and pages (no-cache; a page answers 304 to its own ETag)', async () => {
    expect((await built.inject('/assets/theme.css')).headers['cache-control']).toBe('no-cache');
    const page = await built.inject('/');
    expect(page.headers['cache-control']).toBe('no-cache');
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect((await built.inject({ url: '/', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expect((await built.inject({ url: '/', headers: { 'if-none-match': 'W/"other"' } })).statusCode).toBe(200);
  });

  it('keeps API answers out of every cache', async () => {
    const client = new TestClient(built);
    const response = await client.post('/api', { request: 'getCategoryTree', params: null, json: null }, { headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('the 404 page', () => {
  it('answers /404 asked for directly with status 404 and the page', async () => {
    const response = await server.app.inject({ url: '/404', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Não encontrada');
    expect(response.body).toContain('<header><jet-user-menu></jet-user-menu></header>');
  });
});

describe('placeholder images', () => {
  it('draws a product image as SVG named for it, cacheable', async () => {
    const response = await server.app.inject('/img/products/1/1.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(response.body).toMatch(/<title>[^<]+<\/title>/);
  });

  it('draws each of the images of a product differently, and tints with a variation colour', async () => {
    const first = (await server.app.inject('/img/products/1/1.svg')).body;
    const second = (await server.app.inject('/img/products/1/2.svg')).body;
    expect(second).not.toBe(first);
    expect((await server.app.inject('/img/products/1/1.svg?c=1e3a8a')).body).toContain('#1e3a8a');
  });

  /** A product picture without its accessible name: what is drawn. */
  const art = async (url: string) => (await server.app.inject(url)).body.replace(/<title>.*?<\/title>|aria-label="[^"]*"/g, '');

  it('draws two products of the same category differently, and prints no text in the picture', async () => {
    const [pair] = await queryRows<{ a: number; b: number }>(
      server.database.db,
      sql`select min(product_id) as a, max(product_id) as b from product_categories where main group by category_id having count(*) > 1 limit 1`,
    );
    const a = await art(`/img/products/${pair!.a}/1.svg`);
    const b = await art(`/img/products/${pair!.b}/1.svg`);
    expect(a).not.toBe(b);
    expect(a).not.toContain('<text');
    // small enough to send on every card: under 2 kB before compression
    expect(a.length).toBeLessThan(2048);
  });

  it('draws a product in its variation colour: another colour, another picture', async () => {
    const plain = await art('/img/products/1/1.svg');
    const blue = await art('/img/products/1/1.svg?c=1e3a8a');
    const red = await art('/img/products/1/1.svg?c=dc2626');
    expect(blue).toContain('#1e3a8a');
    expect(blue).not.toBe(plain);
    expect(red).not.toBe(blue);
    expect(red.replaceAll('#dc2626', '#1e3a8a')).toBe(blue);
  });

  it('draws brand logos and the store logo', async () => {
    const brand = await server.app.inject('/img/brands/1.svg');
    expect(brand.statusCode).toBe(200);
    expect(brand.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(brand.body).toContain('Aconchego Móveis');
    const logo = await server.app.inject('/img/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain('Jet Store');
  });

  it('answers 404 for unknown products, brands and malformed names', async () => {
    for (const url of ['/img/products/999999/1.svg', '/img/products/1/0.svg', '/img/products/x/1.svg', '/img/brands/999.svg', '/img/brands/1.png']) {
      expect((await server.app.inject(url)).statusCode, url).toBe(404);
    }
  });
});
