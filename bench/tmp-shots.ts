import { chromium } from '@playwright/test';
const base = 'http://localhost:4600';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [name, path, w] of [['home-320', '/', 320], ['product-320', '/produto/sofa-retratil-3-lugares-lisboa', 320], ['search-sfoa-412', '/busca?n=sfoa', 412]] as const) {
  const page = await browser.newPage({ viewport: { width: w, height: 800 } });
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shot-${name}.png` });
  await page.close();
}
await browser.close();
