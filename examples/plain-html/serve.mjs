/**
 * Serves this example as a theme host on its own origin (no dependency): index.html, theme.css and theme.js, with
 * the store's address (http://localhost:4173 in the files) replaced by STORE_URL when given.
 *
 *   PORT=8080 STORE_URL=http://localhost:4173 node examples/plain-html/serve.mjs
 *
 * test/e2e/cross-origin.spec.ts imports serveExample() to serve it on a port of its own.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const FILES = { '/': ['index.html', 'text/html; charset=utf-8'], '/index.html': ['index.html', 'text/html; charset=utf-8'], '/theme.css': ['theme.css', 'text/css; charset=utf-8'], '/theme.js': ['theme.js', 'text/javascript; charset=utf-8'] };
const WRITTEN_STORE = 'http://localhost:4173';

/**
 * Starts the example's server; resolves with its address and a close function.
 * @param {{ port: number, host?: string, storeUrl?: string }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serveExample({ port, host = 'localhost', storeUrl = WRITTEN_STORE }) {
  const store = new URL(storeUrl).origin;
  const server = createServer((request, response) => {
    const file = FILES[new URL(request.url ?? '/', 'http://x').pathname];
    if (!file || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Não encontrado');
      return;
    }
    const text = readFileSync(fileURLToPath(new URL(file[0], import.meta.url)), 'utf8').replaceAll(WRITTEN_STORE, store);
    response.writeHead(200, { 'content-type': file[1], 'cache-control': 'no-cache' }).end(request.method === 'HEAD' ? undefined : text);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolve({ url: `http://${host}:${port}`, close: () => new Promise((done) => server.close(() => done())) }),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8080);
  const { url } = await serveExample({ port, storeUrl: process.env.STORE_URL });
  console.log(`The theme page: ${url}/ (its store: ${process.env.STORE_URL ?? WRITTEN_STORE})`);
}
