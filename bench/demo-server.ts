/**
 * Starts the demo server (built dist/, a fresh demo database in DATA_DIR) for a bench or a browser
 * check, and finds a product page through the API. Stop it with `stop()`.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

export interface DemoServer {
  base: string;
  stop(): void;
}

export async function startDemoServer(port: number, dataName: string): Promise<DemoServer> {
  const base = `http://localhost:${port}`;
  if (await fetch(base).then(() => true, () => false)) throw new Error(`port ${port} is taken: stop what runs there first`);
  const dataDir = resolve(root, '.data', dataName);
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO: '1' },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('the demo server did not start');
}

/** The address of the first most-sold product, read through the API as a page would. */
export async function firstProductPath(base: string): Promise<string> {
  const page = await fetch(`${base}/`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const answer = await fetch(`${base}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(xsrf), cookie: `XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify({ request: 'getMostSold', params: 'quantity=1', json: null }),
  });
  const [product] = (await answer.json()) as Array<{ url: string }>;
  if (!product) throw new Error('no product to open');
  return product.url;
}
