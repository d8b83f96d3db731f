import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { findProduct } from './helpers';

/** What every demo page gives a keyboard user, and the 404 page as a shopper meets it. */

async function demoPages(page: Page): Promise<string[]> {
  await page.goto('/');
  const product = await findProduct(page, (p) => p.stock > 0);
  return ['/', '/casa/sala/c', '/aconchego-moveis/m', '/lancamentos/g', '/busca?n=sofa', new URL(product.url, 'http://x').pathname, '/404'];
}

test('the first Tab on every demo page shows "Pular para o conteúdo", and Enter moves the focus to the content', async ({ page }) => {
  for (const path of await demoPages(page)) {
    await page.goto(path);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(skip, path).toBeFocused();
    // visible on focus: a real box inside the viewport, not a clipped pixel
    const box = (await skip.boundingBox())!;
    expect(box.width, path).toBeGreaterThan(100);
    expect(box.height, path).toBeGreaterThanOrEqual(24);
    expect(box.x, path).toBeGreaterThanOrEqual(0);
    expect(box.y, path).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main'), path).toBeFocused();
    expect(new URL(page.url()).hash, path).toBe('#conteudo');
    // out of focus it leaves no trace on the page
    expect((await skip.boundingBox())!.width, path).toBeLessThanOrEqual(1);
  }
});

test('after the skip link, the next Tab is in the content (the 404 page: its way home)', async ({ page }) => {
  await page.goto('/404');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Voltar para a página inicial' })).toBeFocused();
});

test('the 404 page is noindex, leads home with a primary button, fits a phone, has no axe violation and searches the store', async ({ page }) => {
  // an unknown address answers the 404 page (asking for /404 itself is another matter of issue 9)
  const response = await page.goto('/um-produto-que-saiu-de-linha');
  expect(response?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();

  const home = page.getByRole('link', { name: 'Voltar para a página inicial' });
  await expect(home).toHaveAttribute('href', '/');
  // a button, in the store's primary colour: filled, no underline, at least 44 px tall
  const look = await home.evaluate((link) => {
    const style = getComputedStyle(link);
    const probe = document.createElement('span');
    probe.style.color = 'var(--jet-color-primary)';
    document.body.append(probe);
    const primary = getComputedStyle(probe).color;
    probe.remove();
    return { background: style.backgroundColor, primary, underline: style.textDecorationLine, height: link.getBoundingClientRect().height };
  });
  expect(look.background).toBe(look.primary);
  expect(look.underline).toBe('none');
  expect(look.height).toBeGreaterThanOrEqual(44);

  // nothing of it sticks out of a small phone's screen
  await page.setViewportSize({ width: 320, height: 640 });
  const outside = await page.getByRole('main').evaluate((main) =>
    [main, ...main.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5).map((el) => el.outerHTML.slice(0, 80)),
  );
  expect(outside).toEqual([]);
  // the button keeps its text on one line there
  await expect(home).toHaveJSProperty('offsetHeight', 44);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);

  const search = page.getByRole('search', { name: 'Buscar na loja' });
  await search.getByRole('searchbox', { name: 'Ou busque o produto que você procura:' }).fill('sofa');
  await search.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/busca\?n=sofa$/);
  await expect(page.getByRole('region', { name: 'Produtos' }).locator('article').first()).toBeVisible();
});
