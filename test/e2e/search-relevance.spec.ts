import { expect, test, type Page } from '@playwright/test';
import { recordErrors } from './helpers';

/** Issue 26: a search ordered by relevance that forgives a typo, in Chromium against the seed. */

const list = (page: Page) => page.getByRole('region', { name: 'Produtos' });
const cardNames = (page: Page) => list(page).locator('article').getByRole('heading');

test('a misspelt search', async ({ page }) => {
  const errors = recordErrors(page);
  // layout shifts of the cards (the line's place is held while its chunk loads)
  await page.addInitScript(() => {
    const seen = window as unknown as { __cardShift: number };
    seen.__cardShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; sources?: Array<{ node?: Node | null }> }>) {
        const cards = entry.sources?.some((source) => (source.node instanceof Element ? source.node : source.node?.parentElement)?.closest('.jet-product-list__grid'));
        if (cards) seen.__cardShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Buscar produtos' });
  await box.fill('sfoa');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/busca\?n=sfoa/);

  // the sofás (as typed, 'sfoa' finds nothing), the correction named above them, the relevance order chosen
  const line = list(page).getByText('Mostrando resultados para sofá.');
  await expect(line).toBeVisible();
  await expect(cardNames(page).first()).toHaveText(/^Sofá/);
  await expect(list(page).getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('relevancia');
  await expect(list(page).getByRole('combobox', { name: 'Ordenar por' }).locator('option').first()).toHaveText('Relevância');

  // read two frames after the line showed, when any shift it caused has been reported
  const cardShift = () =>
    page.evaluate(() => new Promise<number>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done((window as unknown as { __cardShift: number }).__cardShift)))));
  expect(await cardShift()).toBe(0);

  // the link is the corrected search, which needs no correction
  await line.getByRole('link', { name: 'sofá' }).click();
  await expect(page).toHaveURL(/\/busca\?n=sof(á|%C3%A1)$/);
  await expect(cardNames(page).first()).toHaveText(/^Sofá/);
  await expect(list(page).getByText(/Você quis dizer/)).toHaveCount(0);
  expect(errors).toEqual([]);
});
