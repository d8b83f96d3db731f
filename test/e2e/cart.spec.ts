import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { cartCepField, findProduct, recordErrors } from './helpers';

/**
 * The purchase path in Chromium against the reference server and its seed: the drawer, the cart page,
 * shipping by CEP, a discount key, a reload, removal, checkout, the sold-out and limit paths, two tabs.
 */

type Simple = Awaited<ReturnType<typeof findProduct>>;

/** Two regular products without variations, in stock, with no per-item limit that refuses 1 unit. */
async function twoProducts(page: Page): Promise<[Simple, Simple]> {
  const picked: Simple[] = [];
  for (let i = 0; i < 2; i++) {
    picked.push(
      await findProduct(
        page,
        (p) =>
          p.idTypeProduct === 1 &&
          !p.flagExhausted &&
          p.stock >= 20 &&
          p.availableReferences.length === 0 &&
          !picked.some((q) => q.url === p.url) &&
          !/Leve|Kit/i.test(p.name),
      ),
    );
  }
  return picked as [Simple, Simple];
}

async function addFromProductPage(page: Page, product: Simple) {
  await page.goto(new URL(product.url, 'http://x').pathname);
  const detail = page.locator('jet-product-detail');
  await detail.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await expect(page.getByText('Produto adicionado no carrinho com sucesso!').first()).toBeVisible();
}

/**
 * A product sells out while it sits in the cart: its lines answer stock 0, as the server's answer
 * does after another shopper's purchase (the seed has no way to sell a product out from a test).
 */
async function sellOut(page: Page, name: string) {
  await page.route('**/api', async (route) => {
    const body = route.request().postDataJSON() as { request?: string } | null;
    if (body?.request !== 'getCartContents') return route.continue();
    const response = await route.fetch();
    const cart = (await response.json()) as { items: Array<{ name: string; stock: number }> };
    for (const line of cart.items) if (line.name === name) line.stock = 0;
    return route.fulfill({ response, json: cart });
  });
}

const summary = (page: Page) => page.getByRole('region', { name: 'Resumo do pedido' });
const lines = (page: Page) => page.getByRole('list', { name: 'Produtos do carrinho' }).getByRole('listitem');

test('add two products, change one in the drawer, ship to a CEP, apply a key, reload, remove, check out', async ({ page }) => {
  const errors = recordErrors(page);
  await page.goto('/');
  const [first, second] = await twoProducts(page);
  await addFromProductPage(page, first);
  await addFromProductPage(page, second);

  // the drawer, from the header's counter
  await page.getByRole('link', { name: /Carrinho: 2 itens/ }).click();
  const drawer = page.getByRole('dialog', { name: /Meu carrinho/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: first.name })).toBeVisible();
  await expect(drawer.getByRole('link', { name: second.name })).toBeVisible();
  await drawer.getByRole('spinbutton', { name: `Quantidade de ${first.name}` }).fill('3');
  await drawer.getByRole('spinbutton', { name: `Quantidade de ${first.name}` }).press('Enter');
  await expect(page.getByRole('link', { name: /Carrinho: 4 itens/ })).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // the cart page: CEP, an option, a discount key
  await page.goto('/carrinho');
  await expect(lines(page)).toHaveCount(2);
  await expect(page.getByRole('spinbutton', { name: `Quantidade de ${first.name}` })).toHaveValue('3');
  await (await cartCepField(page)).pressSequentially('01310100');
  const options = page.getByRole('group', { name: 'Opções de frete' });
  await expect(options.getByRole('radio')).not.toHaveCount(0);
  await options.getByRole('radio', { name: /Expressa/ }).check();
  await expect(summary(page)).not.toContainText('A calcular');
  await page.getByRole('textbox', { name: 'Cupom de desconto' }).fill('BEMVINDO10');
  await page.getByRole('textbox', { name: 'Cupom de desconto' }).press('Enter');
  await expect(page.getByText('Cupom BEMVINDO10 aplicado')).toBeVisible();
  await expect(summary(page)).toContainText('Desconto');
  const total = await summary(page).locator('.jet-cart-summary__total strong').innerText();

  // everything is as it was after a reload
  await page.reload();
  await expect(lines(page)).toHaveCount(2);
  await expect(page.getByRole('spinbutton', { name: `Quantidade de ${first.name}` })).toHaveValue('3');
  await expect(await cartCepField(page)).toHaveValue('01310-100');
  await expect(page.getByRole('group', { name: 'Opções de frete' }).getByRole('radio', { name: /Expressa/ })).toBeChecked();
  await expect(page.getByText('Cupom BEMVINDO10 aplicado')).toBeVisible();
  await expect(summary(page).locator('.jet-cart-summary__total strong')).toHaveText(total);

  const axe = await new AxeBuilder({ page }).include('jet-cart').analyze();
  expect(axe.violations).toEqual([]);

  // remove a line, then check out
  await page.getByRole('button', { name: `Remover ${second.name} do carrinho` }).click();
  await expect(lines(page)).toHaveCount(1);
  await expect(page.getByRole('link', { name: /Carrinho: 3 itens/ })).toBeAttached();
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  await expect(page).toHaveURL(/\/checkout\/identification$/);
  expect(errors).toEqual([]);
});

test('a sold-out line opens the modal at checkout, then the message; Excluir Produto removes it', async ({ page }) => {
  await page.goto('/');
  const [first, second] = await twoProducts(page);
  await addFromProductPage(page, first);
  await addFromProductPage(page, second);
  await sellOut(page, second.name);
  await page.goto('/carrinho');
  await expect(page.getByText('Produto esgotado. Exclua-o do carrinho para finalizar a compra.')).toBeVisible();
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  const modal = page.getByRole('dialog', { name: 'Ops... existe 1 produto esgotado no seu carrinho.' });
  await expect(modal).toContainText(second.name);
  await modal.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('button', { name: 'Finalizar Compra' })).toBeFocused();
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  await expect(page.getByText('Ops.. Exclua os produtos esgotados do carrinho.')).toBeVisible();
  await expect(page).toHaveURL(/\/carrinho$/);

  await page.reload();
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir Produto' }).click();
  await expect(lines(page)).toHaveCount(1);
  await expect(page.getByRole('link', { name: second.name })).toHaveCount(0);
});

test('below the store minimum the server refuses checkout with its message, and the rules box says why', async ({ page }) => {
  await page.goto('/');
  const cheap = await findProduct(page, (p) => p.idTypeProduct === 1 && !p.flagExhausted && p.stock >= 5 && p.availableReferences.length === 0 && (p.pricePromotion ?? p.price) < 90);
  await addFromProductPage(page, cheap);
  await page.goto('/carrinho');
  await expect(page.getByRole('region', { name: 'Regras de compra desta loja' })).toContainText('Valor mínimo do pedido: R$');
  await expect(page.getByText(/Você atingiu o limite mínimo/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  await expect(page.getByText(/O valor mínimo de compra é R\$/)).toBeVisible();
  await expect(page).toHaveURL(/\/carrinho$/);
});

test('on the cart page the expired-reservation notice shows once, not also under the header counter', async ({ page }) => {
  const errors = recordErrors(page);
  await page.goto('/');
  const [product] = await twoProducts(page);
  await addFromProductPage(page, product);
  // the server's answers as after a reservation ran out (both the count and the contents name the product)
  await page.route('**/api', async (route) => {
    const body = route.request().postDataJSON() as { request?: string } | null;
    if (body?.request !== 'getCartContents' && body?.request !== 'getCartCount') return route.continue();
    const response = await route.fetch();
    return route.fulfill({ response, json: { ...(await response.json()), removedProducts: ['Sofá Retrátil Lisboa'] } });
  });
  await page.goto('/carrinho');
  await expect(lines(page)).toHaveCount(1);
  await expect(page.getByText('o produto Sofá Retrátil Lisboa foi removido do seu carrinho.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('O TEMPO EXPIROU E')).toHaveCount(1);
  await expect(page.locator('jet-cart').getByText('O TEMPO EXPIROU E')).toBeVisible();
  expect(errors).toEqual([]);
});

test('two tabs of the store show the same cart', async ({ page, context }) => {
  await page.goto('/');
  const [first] = await twoProducts(page);
  await addFromProductPage(page, first);
  await page.goto('/carrinho');
  const other = await context.newPage();
  await other.goto('/carrinho');
  await expect(other.getByRole('spinbutton', { name: `Quantidade de ${first.name}` })).toHaveValue('1');

  await page.getByRole('spinbutton', { name: `Quantidade de ${first.name}` }).fill('2');
  await page.getByRole('spinbutton', { name: `Quantidade de ${first.name}` }).press('Enter');
  await expect(other.getByRole('spinbutton', { name: `Quantidade de ${first.name}` })).toHaveValue('2');
  await expect(other.getByRole('link', { name: /Carrinho: 2 itens/ })).toBeAttached();

  await other.getByRole('button', { name: `Remover ${first.name} do carrinho` }).click();
  await expect(page.getByText('Seu carrinho está vazio.')).toBeVisible();
});

test('the cart page and the open drawer fit 320, 412 and 1280 px', async ({ browser }) => {
  const dir = process.env.SHOTS_DIR ?? '/tmp/shots-overflow';
  // not a mobile emulation: there the layout viewport grows to fit what spills, hiding it
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: false, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto('/');
  const [first, second] = await twoProducts(page);
  await addFromProductPage(page, first);
  await addFromProductPage(page, second);
  for (const width of [320, 412, 1280]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 800 });
    await page.goto('/carrinho');
    await expect(lines(page)).toHaveCount(2);
    await (await cartCepField(page)).pressSequentially('01310100');
    await expect(page.getByRole('group', { name: 'Opções de frete' }).getByRole('radio')).not.toHaveCount(0);
    const spilled = await page.evaluate(() => {
      const right = document.documentElement.clientWidth + 0.5;
      return [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > right).map((el) => el.className);
    });
    expect(spilled, `the cart page at ${width} px`).toEqual([]);
    await page.screenshot({ path: `${dir}/cart-${width}.png`, fullPage: true });

    await page.getByRole('link', { name: /Carrinho: \d+ itens/ }).click();
    const drawer = page.getByRole('dialog', { name: /Meu carrinho/ });
    await expect(drawer.getByRole('link', { name: first.name })).toBeVisible();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState === 'finished'));
    const box = await drawer.boundingBox();
    expect(box!.x + box!.width, `the drawer at ${width} px`).toBeLessThanOrEqual(width + 0.5);
    const inner = await drawer.evaluate((d) => d.querySelector('.jet-cart-preview__body')!.scrollWidth - d.querySelector('.jet-cart-preview__body')!.clientWidth);
    expect(inner, `the drawer's body at ${width} px`).toBeLessThanOrEqual(0);
    // the actions stay on screen however long the cart is: the body scrolls, not the drawer
    await expect(drawer.getByRole('button', { name: 'Finalizar Compra' })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `${dir}/cart-drawer-${width}.png` });
    await page.keyboard.press('Escape');
  }
  await context.close();
});
