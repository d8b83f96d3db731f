import { chromium } from '@playwright/test';
const base = 'http://localhost:4500';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [320, 412, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(base + '/customer/login');
  const token = decodeURIComponent((await ctx.cookies()).find((c) => c.name === 'XSRF-TOKEN').value);
  const r = await page.request.post(base + '/api/login', { headers: { 'X-XSRF-TOKEN': token }, data: { request: 'login', params: null, json: { username: 'maria@example.com', password: 'Senha@123', tokenRecaptcha: 'offline:Login' } } });
  if (!r.ok()) console.log('login', r.status());
  for (const path of pages) {
    await page.goto(base + path);
    await page.waitForTimeout(1500);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const name = path.replace(/[/?=]/g, '_');
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
    console.log(width, path, 'overflow', overflow, errors.splice(0).join(' | '));
  }
  await ctx.close();
}
await browser.close();
