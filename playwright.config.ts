import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromePath, chromiumFlags } from './test/chromium';

/** Debian's Chromium (never a downloaded browser): CHROME_PATH or /usr/bin/chromium. */
if (!existsSync(chromePath)) {
  throw new Error(
    `Chromium not found at ${chromePath}. Install it with "sudo apt-get install -y chromium" ` +
      '(or set CHROME_PATH to a Chromium or Chrome binary), then run the tests again.',
  );
}

const port = Number(process.env.E2E_PORT ?? 4174);
/** The second demo server, on the Preact build (JET_BUILD=preact): E2E_PREACT_PORT, or E2E_PORT + 10. */
const preactPort = Number(process.env.E2E_PREACT_PORT ?? port + 10);
/**
 * The journeys that also run on the Preact build (dist/preact/, README "React or Preact"): catalogue, cart,
 * checkout; and the check that its server serves that build (run on it only).
 */
const PREACT_JOURNEYS = ['catalogue.spec.ts', 'cart.spec.ts', 'customer-orders.spec.ts'];
const PREACT_ONLY = 'preact-build.spec.ts';

/** A demo server on a fresh database, so journeys start from the documented seed. */
function demoServer(serverPort: number, dataDir: string, env: Record<string, string> = {}) {
  return {
    command: `node -e "require('fs').rmSync('${dataDir}',{recursive:true,force:true})" && tsx server/main.ts`,
    env: { PORT: String(serverPort), DATA_DIR: dataDir, DEMO: '1', LIMITS_SCALE: '20', ...env },
    url: `http://localhost:${serverPort}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: 'test/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromePath,
      args: chromiumFlags,
    },
  },
  projects: [
    { name: 'mobile', testIgnore: PREACT_ONLY, use: { ...devices['Pixel 7'], browserName: 'chromium' } },
    // The same journeys on the Preact build, against a second server of its own (its own fresh database).
    {
      name: 'mobile-preact',
      testMatch: [...PREACT_JOURNEYS, PREACT_ONLY],
      use: { ...devices['Pixel 7'], browserName: 'chromium', baseURL: `http://localhost:${preactPort}` },
    },
  ],
  webServer: [demoServer(port, '.data/e2e'), demoServer(preactPort, '.data/e2e-preact', { JET_BUILD: 'preact' })],
});
