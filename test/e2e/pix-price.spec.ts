import { expect, test } from '@playwright/test';
import type { CartContents, CompanySettings, OrderDetails } from '../../src/api/operations';
import { cartCepField, findProduct, registerThroughApi, storeApi } from './helpers';

/**
 * The Pix price (issue 25) at 412 px, against the seed's store (a Pix discount of 5 %): 'R$ … no Pix' on the
 * product page and under the cart's total; at the checkout, 'Desconto Pix' off the items (not the shipping)
 * only while Pix is chosen, and the order's Pix code charging what 'Total a pagar' said.
 */

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
/** 'R$ 1.234,50' with a plain space (Playwright's text matching reads Intl's non-breaking one as a space). */
const money = (cents: number) => brl.format(cents / 100).replace(/\s/g, ' ');
const cents = (reais: number) => Math.round(reais * 100);
/** The store's percent of an amount in cents, to the cent, half up (written apart from the library's on purpose). */
const pixOff = (amount: number, percent: number) => Math.floor((amount * percent) / 100 + 0.5);

test('the product page shows the Pix price, the cart its Pix total, and the checkout takes the Pix discount off the items only for Pix', async ({ page, context }) => {
  await context.addInitScript(() => {
    document.addEventListener('jet:purchase', (event) => sessionStorage.setItem('purchase', JSON.stringify((event as CustomEvent).detail)));
  });
  await registerThroughApi(page, { name: 'Paula Pix', email: `pix.${Date.now()}@exemplo.com.br`, password: 'segredo-pix-123' });
  const { pixDiscountPercent: percent = 0 } = await storeApi<CompanySettings>(page, 'getCompany');
  expect(percent, "the seed's Pix discount").toBeGreaterThan(0);
  const product = await findProduct(page, (p) => p.idTypeProduct === 1 && !p.flagExhausted && p.stock >= 20 && p.availableReferences.length === 0 && (p.pricePromotion ?? p.price) >= 150 && !/Leve|Kit/i.test(p.name));
  const sale = cents(product.pricePromotion ?? product.price);

  // the product page: under the price, what it costs by Pix
  expect(page.viewportSize()?.width).toBe(412);
  await page.goto(new URL(product.url, 'http://x').pathname);
  const detail = page.locator('jet-product-detail');
  await expect(detail.locator('.jet-product-detail__price').getByText(`${money(sale - pixOff(sale, percent))} no Pix`, { exact: true })).toBeVisible();
  await detail.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await expect(page.getByText('Produto adicionado no carrinho com sucesso!').first()).toBeVisible();

  // the cart with a shipping option: the Pix total under the total, the shipping not discounted
  await page.goto('/carrinho');
  await (await cartCepField(page)).pressSequentially('01310100');
  // a paid option, to see the shipping kept out of the discount
  await page.getByRole('group', { name: 'Opções de frete' }).getByRole('radio', { name: /R\$/ }).first().check();
  await expect.poll(async () => (await storeApi<CartContents>(page, 'getCartContents')).totalShipping).toBeGreaterThan(0);
  const cart = await storeApi<CartContents>(page, 'getCartContents');
  const off = pixOff(cents(cart.subTotal) - cents(cart.totalDiscount), percent);
  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary.getByText(`${money(cents(cart.total) - off)} no Pix`, { exact: true })).toBeVisible();

  // the checkout: Pix first, with its discount in a row of its own and in the total to pay
  await page.goto('/checkout');
  const pix = page.getByRole('radio', { name: `Pix ${percent}% de desconto` });
  await expect(pix).toBeChecked();
  const totals = page.locator('.jet-checkout__totals');
  const row = (name: string | RegExp) => totals.locator('.jet-checkout__row').filter({ has: page.getByRole('term').filter({ hasText: name }) });
  await expect(row(`Desconto Pix (${percent}%)`).getByRole('definition')).toHaveText(`− ${money(off)}`);
  await expect(row('Total a pagar').getByRole('definition')).toHaveText(money(cents(cart.total) - off));
  for (const width of [320, 412]) {
    await page.setViewportSize({ width, height: 915 });
    // nothing spills sideways on a phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }

  // boleto pays the whole total; back to Pix, and the order's Pix code charges what the page said
  await page.getByRole('radio', { name: 'Boleto bancário' }).check();
  await expect(row(/^Desconto Pix/)).toHaveCount(0);
  await expect(row('Total a pagar').getByRole('definition')).toHaveText(money(cents(cart.total)));
  await pix.check();
  await expect(row('Total a pagar').getByRole('definition')).toHaveText(money(cents(cart.total) - off));
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/checkout'), { timeout: 10_000 });
  const purchase = JSON.parse((await page.evaluate(() => sessionStorage.getItem('purchase'))) ?? 'null') as { idOrder: number; value: number } | null;
  expect(cents(purchase!.value)).toBe(cents(cart.total) - off);
  const order = await storeApi<OrderDetails>(page, 'getOrderDetails', `idOrder=${purchase!.idOrder}`);
  const amount = (purchase!.value).toFixed(2);
  // field 54 of the BR Code: the amount, its length first
  expect(order.orderPayment.codeLinkPayment).toContain(`54${String(amount.length).padStart(2, '0')}${amount}`);
  expect(cents(order.totalShipping)).toBe(cents(cart.totalShipping));
});
