import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiCalls, findProduct, recordApiCalls, recordErrors } from './helpers';

/** The shopper journeys of the catalogue in Chromium, against the reference server and its seed. */

const list = (page: Page) => page.getByRole('region', { name: 'Produtos' });
const cards = (page: Page) => list(page).locator('article');
const firstCardName = (page: Page) => cards(page).first().getByRole('heading').innerText();
/** The pager's code loads as its place under the grid nears the viewport: the shopper scrolls down to it. */
const scrollToPager = (page: Page) => list(page).locator('.jet-pager').scrollIntoViewIfNeeded();

test('browsing a category, changing page, opening a product and coming back to the same page', async ({ page }) => {
  const errors = recordErrors(page);
  await page.goto('/casa/c');
  await expect(page.getByRole('navigation', { name: 'Trilha de navegação' }).getByText('Casa')).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  const pager = page.getByRole('navigation', { name: 'Paginação' });
  await scrollToPager(page);
  await expect(pager.getByRole('button', { name: 'Primeira página' })).toBeDisabled();
  await expect(pager.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
  const pageOne = await firstCardName(page);

  await pager.getByRole('button', { name: 'Próxima página' }).click();
  await expect(pager.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => firstCardName(page)).not.toBe(pageOne);
  const pageTwo = await firstCardName(page);

  await cards(page).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/produto\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/casa\/c/);
  await scrollToPager(page);
  await expect(page.getByRole('navigation', { name: 'Paginação' }).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => firstCardName(page)).toBe(pageTwo);
  expect(errors).toEqual([]);
});

test('a category deeper than three levels is the 404 page', async ({ page }) => {
  const response = await page.goto('/casa/sala/sofas/retrateis/c');
  expect(response?.status()).toBe(404);
});

test('an unknown category friendly URL goes to /404', async ({ page }) => {
  await page.goto('/nao-existe/c');
  await expect(page).toHaveURL(/\/404$/);
});

test('infinite scroll grows the listing by one page as the shopper reaches its end', async ({ page }) => {
  await recordApiCalls(page);
  await page.goto('/lancamentos/g');
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByRole('navigation', { name: 'Paginação' })).toHaveCount(0);
  await cards(page).last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect(cards(page)).toHaveCount(24);
  const listings = (await apiCalls(page)).filter((name) => name === 'getProductsByGroup');
  expect(listings).toHaveLength(2);
});

test('a search with results, one without and one too short', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Buscar produtos' });

  await box.fill('so');
  await box.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Digite ao menos 03 caracteres para realizar sua pesquisa.' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await box.fill('sofa');
  await expect(page.getByRole('listbox', { name: 'Sugestões de produtos' }).getByRole('option').first()).toContainText(/sofá/i);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/busca\?n=sofa/);
  await expect(cards(page).first()).toContainText(/Sofá/i);
  await expect(page.getByRole('combobox', { name: 'Buscar produtos' })).toHaveValue('sofa');

  await page.goto('/busca?n=xyzxyz');
  await expect(page.getByText('Nenhum resultado encontrado para "xyzxyz"')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Produtos mais vendidos' })).toBeVisible();
});

test('choosing variations that lead to a sold-out SKU shows Esgotado', async ({ page }) => {
  await page.goto('/');
  const product = await findProduct(
    page,
    (p) => p.idTypeProduct !== 3 && p.stock > 0 && !p.flagExhausted && p.availableReferences.length > 0 && p.skUs.some((s) => s.visible && s.stock === 0),
  );
  const soldOutSku = product.skUs.find((s) => s.visible && s.stock === 0)!;
  await page.goto(product.url);
  const detail = page.locator('jet-product-detail');
  await expect(detail.getByRole('button', { name: 'Adicionar ao Carrinho' })).toBeVisible();
  for (const reference of product.availableReferences) {
    const variation = reference.variations.find((v) => soldOutSku.variations.includes(v.idVariation))!;
    await detail.getByRole('group', { name: reference.name }).getByRole('button', { name: variation.name, exact: true }).click();
  }
  await expect(detail.getByRole('button', { name: 'Esgotado' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Adicionar ao Carrinho' })).toHaveCount(0);
});

test('adding to cart shows the success message and the counter changes', async ({ page }) => {
  await page.goto('/');
  const product = await findProduct(page, (p) => p.idTypeProduct !== 3 && p.stock > 3 && !p.flagExhausted && p.availableReferences.length === 0);
  await page.goto(product.url);
  await expect(page.getByRole('link', { name: /Carrinho: 0 itens/ })).toBeVisible();
  await page.locator('jet-product-detail').getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await expect(page.getByText('Produto adicionado no carrinho com sucesso!')).toBeVisible();
  await expect(page.getByRole('link', { name: /Carrinho: 1 item/ })).toBeVisible();
});

test('asking for a quote of a product sold on request', async ({ page }) => {
  await recordApiCalls(page);
  await page.goto('/');
  const product = await findProduct(page, (p) => p.idTypeProduct === 3 && p.availableReferences.length === 0);
  await page.goto(product.url);
  await expect(page.locator('jet-product-detail').getByText('Sob Consulta')).toBeVisible();
  expect(await apiCalls(page)).not.toContain('sendQuote');
  await page.locator('jet-product-detail').getByRole('button', { name: 'Orçar' }).click();

  const dialog = page.getByRole('dialog', { name: 'Solicitar orçamento' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nome' }).fill('Maria da Silva');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('maria.quote@example.com');
  await dialog.getByRole('textbox', { name: 'Telefone ou Celular' }).pressSequentially('11987654321');
  await dialog.getByRole('textbox', { name: 'Mensagem' }).fill('Gostaria de um orçamento para 3 unidades.');
  await dialog.getByRole('button', { name: 'Solicitar orçamento' }).click();
  await expect(page.getByText('A solicitação de orçamento foi enviada com sucesso.')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await apiCalls(page)).toContain('sendQuote');
});

test('registering for a back-in-stock alert, then the duplicate message', async ({ page }) => {
  await page.goto('/');
  const product = await findProduct(page, (p) => p.idTypeProduct !== 3 && (p.stock === 0 || p.flagExhausted) && p.availableReferences.length === 0);
  await page.goto(product.url);

  const register = async () => {
    await page.locator('jet-product-detail').getByRole('button', { name: 'Esgotado' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`Gostaria de ser notificado quando o produto ${product.name} estiver disponível?`)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Nome' }).fill('Ana Souza');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('ana.alerta@example.com');
    await dialog.getByRole('textbox', { name: 'Telefone ou Celular' }).pressSequentially('11987654321');
    await dialog.getByRole('button', { name: 'Avise-me' }).click();
    await expect(dialog).toBeHidden();
  };
  await register();
  await expect(page.getByText('Você será avisado quando este produto estiver disponível.')).toBeVisible();
  await register();
  await expect(page.getByText('Este e-mail já está cadastrado para notificação deste produto.')).toBeVisible();
});

test('the category and product pages have no accessibility violations', async ({ page }) => {
  for (const path of ['/casa/c', '/busca?n=sofa']) {
    await page.goto(path);
    await expect(cards(page).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  }
});
