import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

// A demo folder of our own, so these tests do not depend on the demo pages being written.
const demoDir = mkdtempSync(join(tmpdir(), 'jet-demo-'));
const distDir = join(demoDir, 'missing-dist');
let server: TestServer;

beforeAll(async () => {
  writeFileSync(join(demoDir, 'index.html'), '<!doctype html><title>Início</title>');
  writeFileSync(join(demoDir, 'marca.html'), '<!doctype html><title>Marca</title>');
  writeFileSync(join(demoDir, 'categoria.html'), '<!doctype html><title>Categoria</title>');
  writeFileSync(join(demoDir, 'customer.html'), '<!doctype html><title>Área do Cliente</title>');
  writeFileSync(join(demoDir, '404.html'), '<!doctype html><title>Não encontrada</title><!--#include partials/header.html -->');
  mkdirSync(join(demoDir, 'partials'));
  writeFileSync(join(demoDir, 'partials', 'header.html'), '<header><jet-user-menu></jet-user-menu></header>');
  mkdirSync(join(demoDir, 'assets'));
  writeFileSync(join(demoDir, 'assets', 'theme.css'), 'body { color: black; }');
  server = await startTestServer({ demoDir, distDir });
});
afterAll(async () => {
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
  it('draws a product image as SVG with its name, cacheable', async () => {
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
