import { expect, test } from '@playwright/test';
import { DEMO_PAGES } from '../../bench/demo-pages';
import { firstProductPath } from '../../bench/demo-server';

/**
 * The floating WhatsApp button never covers a button, a link or a field of the page (issue 25), on every demo
 * page at 320 and 412 px: at the top, halfway and at the end of the page, once it has appeared (it loads on
 * the first interaction). On phones the demo docks it at the end of the fixed bar, in room the bar keeps free.
 * A control counts as covered when the button overlaps it and, with the button out of the way, the control is
 * what shows at that spot (not something in front of it, such as the fixed bar).
 */
const COVERED = () => {
  const button = document.querySelector<HTMLElement>('.jet-social-links__whatsapp');
  if (!button || getComputedStyle(button).display === 'none') return null;
  const w = button.getBoundingClientRect();
  const covered: string[] = [];
  for (const el of document.querySelectorAll<HTMLElement>('button, a[href], input:not([type=hidden]), select, textarea, [role=button], summary')) {
    if (button.contains(el)) continue;
    const r = el.getBoundingClientRect();
    const x = Math.min(r.right, w.right) - Math.max(r.left, w.left);
    const y = Math.min(r.bottom, w.bottom) - Math.max(r.top, w.top);
    if (x <= 2 || y <= 2 || getComputedStyle(el).visibility === 'hidden') continue;
    button.style.visibility = 'hidden';
    const under = document.elementFromPoint((Math.max(r.left, w.left) + Math.min(r.right, w.right)) / 2, (Math.max(r.top, w.top) + Math.min(r.bottom, w.bottom)) / 2);
    button.style.visibility = '';
    if (under && (el === under || el.contains(under))) covered.push(`${(el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 40)} (${Math.round(x)}×${Math.round(y)} px)`);
  }
  return covered;
};

for (const width of [320, 412]) {
  test(`the WhatsApp button covers no control of any demo page at ${width} px`, async ({ browser, baseURL }) => {
    test.slow();
    const context = await browser.newContext({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const found: string[] = [];
    for (const [label, path] of DEMO_PAGES) {
      await page.goto(path === 'PRODUCT' ? await firstProductPath(baseURL!) : path, { waitUntil: 'networkidle' });
      const notice = page.getByRole('button', { name: 'Entendi' });
      if (await notice.isVisible()) await notice.click();
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (const [where, y] of [['end', height], ['middle', height / 2], ['top', 0]] as const) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await expect(page.locator('.jet-social-links__whatsapp')).toBeVisible();
        const covered = await page.evaluate(COVERED);
        if (covered?.length) found.push(`${label} (${where}): ${covered.join(', ')}`);
      }
    }
    expect(found).toEqual([]);
    await context.close();
  });
}
