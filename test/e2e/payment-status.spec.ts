import { expect, test } from '@playwright/test';
import { cartCepField, findProduct, recordErrors, signIn } from './helpers';

/**
 * Payment confirmation in the demo (issue 25): Maria places a Pix order, the demo's bank (/demo/pagamentos,
 * the offline sandbox's signed notification) pays it in another tab, and her order confirmation turns to
 * 'Aprovado' without a reload (the order pages share its live status: test/widgets/orders); the 'pagamento aprovado' e-mail is in the outbox.
 */
test("a Pix order paid by the sandbox shows 'Aprovado' on its confirmation without a reload, and the approval is e-mailed", async ({ page, context }) => {
  const errors = recordErrors(page);
  await page.goto('/customer/login');
  expect((await signIn(page, 'maria@example.com', 'Senha@123')).ok()).toBe(true);
  await page.goto('/');
  const product = await findProduct(page, (p) => p.idTypeProduct === 1 && !p.flagExhausted && p.stock >= 20 && p.availableReferences.length === 0 && !/Leve|Kit/i.test(p.name));

  // the cart with a shipping option, then the checkout with Pix
  await page.goto(`/busca?n=${encodeURIComponent(product.name)}`);
  const card = page.locator('.jet-card').filter({ has: page.getByRole('link', { name: product.name, exact: true }) }).first();
  await card.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await expect(page.getByText('Produto adicionado no carrinho com sucesso!').first()).toBeVisible();
  await page.goto('/carrinho');
  const cep = await cartCepField(page);
  if (await cep.isEditable()) {
    await cep.fill('');
    await cep.pressSequentially('01310100');
  }
  await page.getByRole('group', { name: 'Opções de frete' }).getByRole('radio').first().check();
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Finalizar pedido', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: /Pix/ }).check();
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  // the order confirmation: the Pix to pay, 'Aguardando pagamento'
  await page.waitForURL(/\/checkout\/confirmacao\?pedido=\d+$/, { timeout: 10_000 });
  const idOrder = Number(new URL(page.url()).searchParams.get('pedido'));
  const data = page.locator('jet-order-confirmation');
  await expect(data.getByRole('textbox', { name: 'Pix copia e cola' })).toBeVisible();
  await expect(data.getByText('Aguardando pagamento', { exact: true })).toBeVisible();
  // the page must not be loaded again: a marker on its window survives only without a reload
  await page.evaluate(() => Object.assign(window, { __samePage: true }));

  // the demo's bank, in another tab: the order is listed with 'Pagar'
  const bank = await context.newPage();
  await bank.goto('/demo/pagamentos');
  const row = bank.getByRole('listitem').filter({ has: bank.getByRole('heading', { name: `Pedido #${idOrder}` }) });
  await row.getByRole('button', { name: 'Pagar' }).click();
  await expect(bank.getByRole('status')).toHaveText(`Pedido #${idOrder}: pagamento aprovado.`);
  await expect(bank.getByRole('heading', { name: `Pedido #${idOrder}` })).toHaveCount(0);
  await bank.close();

  // the order page follows by itself (it asks every 5 s while the payment is pending)
  await page.bringToFront();
  await expect(data.getByText('Pagamento confirmado.')).toBeVisible({ timeout: 12_000 });
  await expect(data.getByText('Aprovado', { exact: true })).toBeVisible();
  await expect(data.getByText('Aguardando pagamento', { exact: true })).toHaveCount(0);
  await expect(data.getByRole('textbox', { name: 'Pix copia e cola' })).toHaveCount(0);
  await expect(data.getByRole('img', { name: /QR Code Pix/ })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

  // the approval e-mail, in the outbox
  await page.goto('/demo/outbox');
  const mail = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Jet Store: pagamento do pedido #${idOrder} aprovado` }) });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText('Para: maria@example.com');
  await expect(mail).toContainText(product.name);
  await expect(mail).toContainText('Total: R$');
  expect(errors).toEqual([]);
});
