import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { startTestServer, type TestServer } from './helpers';

// JET_BUILD=preact (server/config.ts, app option `build`): the pages' /dist/jet.js leads to the Preact build.
const root = mkdtempSync(join(tmpdir(), 'jet-preact-build-'));
const distDir = join(root, 'dist');
const demoDir = join(root, 'demo');
const CHUNK = 'preact/chunks/preact-Ab1_9z-Q.js';
let react: TestServer;
let preact: FastifyInstance;

beforeAll(async () => {
  mkdirSync(join(distDir, 'preact/chunks'), { recursive: true });
  mkdirSync(demoDir);
  writeFileSync(join(demoDir, 'index.html'), '<!doctype html><title>Início</title><script type="module" src="/dist/jet.js"></script>');
  writeFileSync(join(distDir, 'jet.js'), 'export const build = "react";');
  writeFileSync(join(distDir, 'preact/jet.js'), `import './chunks/${CHUNK.split('/').pop()}'; export const build = "preact";`);
  writeFileSync(join(distDir, CHUNK), 'export {};');
  react = await startTestServer({ demoDir, distDir });
  preact = await buildApp({ db: react.database.db, demoDir, distDir, build: 'preact' });
  await preact.ready();
});
afterAll(async () => {
  await preact?.close();
  await react?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the build the demo pages load', () => {
  it('is React by default: /dist/jet.js is dist/jet.js', async () => {
    const response = await react.app.inject('/dist/jet.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"react"');
  });

  it('with build preact, /dist/jet.js redirects to /dist/preact/jet.js, revalidated on every visit', async () => {
    const response = await preact.inject('/dist/jet.js');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/dist/preact/jet.js');
    expect(response.headers['cache-control']).toBe('no-cache');
    const entry = await preact.inject('/dist/preact/jet.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toContain('"preact"');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it("caches the Preact build's hashed chunks for a year, like the React build's", async () => {
    const response = await preact.inject(`/dist/${CHUNK}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('reads JET_BUILD: react (default) or preact, anything else refused', () => {
    expect(readConfig({}).build).toBe('react');
    expect(readConfig({ JET_BUILD: 'react' }).build).toBe('react');
    expect(readConfig({ JET_BUILD: 'preact' }).build).toBe('preact');
    expect(() => readConfig({ JET_BUILD: 'vue' })).toThrow(/JET_BUILD must be react or preact/);
  });
});
