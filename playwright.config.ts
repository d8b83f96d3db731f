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
    { name: 'mobile', use: { ...devices['Pixel 7'], browserName: 'chromium' } },
  ],
  // A fresh database for every run, so journeys start from the documented seed.
  webServer: {
    command: `node -e "require('fs').rmSync('.data/e2e',{recursive:true,force:true})" && tsx server/main.ts`,
    env: { PORT: String(port), DATA_DIR: '.data/e2e', DEMO: '1', LIMITS_SCALE: '20' },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
