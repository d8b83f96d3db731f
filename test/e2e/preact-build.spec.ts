import { expect, test } from '@playwright/test';
import { recordErrors } from './helpers';

/**
 * Run by the mobile-preact project only (playwright.config.ts): its server (JET_BUILD=preact) really
 * serves the Preact build, so the journeys beside this file test it and not React. And what
 * src/preact/react.ts adds to preact/compat holds: ids unique across the page's widgets (each its own root), and
 * a ref given to a function component as a prop (React 19) reaches it.
 */

test('the pages load the Preact build: Preact in, React out, and every id on the page is unique', async ({ page }) => {
  const errors = recordErrors(page);
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.set(response.url(), await response.text().catch(() => ''));
  });
  await page.goto('/');
  await expect(page.locator('jet-logo a')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const files = [...scripts.keys()].map((url) => new URL(url).pathname);
  expect(files).toContain('/dist/preact/jet.js');
  expect(files.filter((path) => /^\/dist\/preact\/chunks\/preact-[\w-]{8}\.js$/.test(path))).toHaveLength(1);
  expect(files.filter((path) => /\/react-[\w-]{8}\.js$/.test(path))).toEqual([]);
  // react-dom's production build links its errors to react.dev
  expect([...scripts].filter(([, body]) => body.includes('react.dev/errors')).map(([url]) => url)).toEqual([]);

  const duplicates = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    return ids.filter((id, index) => ids.indexOf(id) !== index);
  });
  expect(duplicates).toEqual([]);
  expect(await page.locator('[id^="jet-p"]').count()).toBeGreaterThan(1);
  expect(errors).toEqual([]);
});

test("the search box's suggestions follow the keyboard (the box drives the list through a ref given as a prop)", async ({ page }) => {
  const errors = recordErrors(page);
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Buscar produtos' });
  await box.click();
  await box.pressSequentially('sofa');
  const options = page.getByRole('listbox', { name: 'Sugestões de produtos' }).getByRole('option');
  // completed terms come first ('sofá de canto'), then categories, brands and products
  await expect(options.first()).toContainText(/sofá/i);
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  const active = await box.getAttribute('aria-activedescendant');
  expect(active).toBeTruthy();
  const name = await page.locator(`[id="${active}"]`).innerText();
  expect(name).toBe(await options.nth(1).innerText());
  const term = (await page.locator(`[id="${active}"]`).getAttribute('class'))?.includes('--term');
  await box.press('Enter');
  await expect(page).toHaveURL(term ? /\/busca\?n=/ : /\/produto\//);
  expect(errors).toEqual([]);
});
