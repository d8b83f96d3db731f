import { expect, test, type Page } from '@playwright/test';
import { recordErrors } from './helpers';

/** A listing's address (issue 26): page, sort and filters in the URL, shared, reloaded, walked with Back/Forward. */

const list = (page: Page) => page.getByRole('region', { name: 'Produtos' });
const firstCardName = (page: Page) => list(page).locator('article').first().getByRole('heading').innerText();
/** The pager, scrolled to: its code loads as its place under the grid nears the viewport. */
async function pager(page: Page) {
  await page.locator('jet-product-list .jet-pager').first().scrollIntoViewIfNeeded();
  return page.getByRole('navigation', { name: 'Paginação' });
}
const canonical = (page: Page) => page.locator('head link[rel="canonical"]');

test('page 2 shared by its address: another browser opens it on page 2', async ({ page, browser, baseURL }) => {
  const errors = recordErrors(page);
  await page.goto('/casa/c');
  await expect(list(page).locator('article')).toHaveCount(12);
  await (await pager(page)).getByRole('button', { name: 'Página 2' }).click();
  await expect(page).toHaveURL(/\/casa\/c\?page=2$/);
  await expect((await pager(page)).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  const second = await firstCardName(page);
  await expect(canonical(page)).toHaveAttribute('href', `${baseURL}/casa/c?page=2`);
  await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', `${baseURL}/casa/c`);

  // a new context: no session storage, no history; only the address
  const other = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
  const shared = await other.newPage();
  await shared.goto(page.url());
  await expect((await pager(shared)).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => firstCardName(shared)).toBe(second);
  await other.close();
  expect(errors).toEqual([]);
});

test('a filtered listing after reload: the same filter, chip, count and address', async ({ page }) => {
  await page.goto('/casa/c');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filtrar por' });
  const brands = drawer.getByRole('group', { name: 'Marca' });
  const brand = brands.getByRole('checkbox').first();
  const label = (await brands.locator('label').first().innerText()).replace(/\s*\(\d+\)\s*$/, '');
  // a 44 px row to tap on a phone
  expect((await brands.locator('label').first().boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await brand.check();
  await expect(page).toHaveURL(/[?&]brand=\d+/);
  const done = drawer.getByRole('button', { name: /^Ver \d+ produtos?$/ });
  await expect(done).toBeEnabled();
  const address = page.url();
  await expect.poll(async () => (await done.innerText()).replace('Ver ', '')).toBe(await list(page).getByText(/^\d+ produtos?$/).innerText());
  const count = await list(page).getByText(/^\d+ produtos?$/).innerText();
  await done.click();
  await expect(drawer).toBeHidden();

  await page.reload();
  await expect(page).toHaveURL(address);
  await expect(list(page).getByRole('button', { name: `Remover filtro ${label}` })).toBeVisible();
  await expect(list(page).getByText(/^\d+ produtos?$/)).toHaveText(count);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByRole('dialog', { name: 'Filtrar por' }).getByRole('group', { name: 'Marca' }).getByRole('checkbox', { name: new RegExp(label) })).toBeChecked();
});

test("the 'Em promoção' switch narrows the listing to products on sale, with the server's count, in the address", async ({ page }) => {
  await page.goto('/casa/c');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filtrar por' });
  const onSale = drawer.getByRole('switch', { name: /^Em promoção \(\d+\)$/ });
  const count = Number((await onSale.evaluate((box) => box.closest('label')!.textContent!)).match(/\((\d+)\)/)![1]);
  await onSale.check();
  await expect(page).toHaveURL(/\?onSale=true$/);
  await expect(drawer.getByRole('button', { name: count === 1 ? 'Ver 1 produto' : `Ver ${count} produtos` })).toBeVisible();
  await drawer.getByRole('button', { name: /^Ver / }).click();
  // every card shown is on sale: its old price is struck through ('De R$ …')
  const cards = list(page).locator('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card.getByText(/^De R\$/)).toBeVisible();
  await expect(list(page).getByRole('button', { name: 'Remover filtro Em promoção' })).toBeVisible();
});

test('Back and Forward walk through page and sort changes', async ({ page }) => {
  await page.goto('/casa/c');
  await (await pager(page)).getByRole('button', { name: 'Página 2' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  const sort = page.getByRole('combobox', { name: 'Ordenar por' });
  const defaultSort = await sort.inputValue();
  await sort.selectOption('menor_preco');
  await expect(page).toHaveURL(/\?sort=menor_preco$/);
  await expect((await pager(page)).getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect((await pager(page)).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  await expect(sort).toHaveValue(defaultSort);
  await page.goBack();
  await expect(page).toHaveURL(/\/casa\/c$/);
  await expect((await pager(page)).getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');

  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/\?sort=menor_preco$/);
  await expect(sort).toHaveValue('menor_preco');
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the filters are a sidebar beside the grid, with no Filtrar button', async ({ page }) => {
    await page.goto('/casa/c');
    const sidebar = page.getByRole('complementary', { name: 'Filtrar por' });
    await expect(sidebar).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filtrar' })).toHaveCount(0);
    const [side, grid] = await Promise.all([sidebar.boundingBox(), list(page).locator('article').first().boundingBox()]);
    expect(side!.x + side!.width).toBeLessThanOrEqual(grid!.x);
    await sidebar.getByRole('group', { name: 'Marca' }).getByRole('checkbox').first().check();
    await expect(page).toHaveURL(/\?brand=\d+$/);
  });
});
