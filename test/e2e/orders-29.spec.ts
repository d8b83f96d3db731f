import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { barcodeOf } from '../../src/payment/boleto';
import { hasValidCrc } from '../../src/payment/pix';
import { acceptPrivacyBannerWhenInTheWay, findProduct, registerThroughApi, signIn, xsrfToken } from './helpers';

/**
 * The order pages beyond the spec (issue 29), in Chromium against the reference server and its seed
 * (server/README.md, "The seeded orders"): an unpaid order paid from the history ('Pagar agora' → its
 * Pix code or boleto line, the payment block in view and focused), and an order cancelled from its
 * details (confirmation, Cancelado, the action gone, the history agreeing). The cancelled order is a new
 * shopper's own, so Maria's seeded orders stay as the other journeys expect them.
 */

/** One operation through the envelope, as the page would send it (`path` for the operations with their own). */
async function api<T>(page: Page, request: string, json: unknown, path = '/api'): Promise<T> {
  const response = await page.request.post(path, { headers: { 'X-XSRF-TOKEN': await xsrfToken(page) }, data: { request, params: null, json } });
  expect(response.ok(), `${request}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test("Maria pays her unpaid Pix and boleto from the history: 'Pagar agora' opens the order at its payment", async ({ page }) => {
  await page.goto('/customer/login');
  expect((await signIn(page, 'maria@example.com', 'Senha@123')).ok()).toBe(true);
  await page.goto('/customer/order');
  await acceptPrivacyBannerWhenInTheWay(page);

  const pix = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '#1024' }) });
  // its products: pictures and names from the history's one read
  await expect(pix.locator('img')).not.toHaveCount(0);
  // paid, cancelled and expired orders offer nothing to pay
  for (const id of [1022, 1020, 1019]) await expect(page.getByRole('link', { name: `Pagar agora o pedido ${id}` })).toHaveCount(0);
  expect((await new AxeBuilder({ page }).include('jet-customer-orders').analyze()).violations).toEqual([]);

  await pix.getByRole('link', { name: 'Pagar agora o pedido 1024' }).click();
  await expect(page).toHaveURL(/\/customer\/order\/details\/1024#pagamento$/);
  const payment = page.getByRole('region', { name: 'Pagamento' });
  await expect(payment).toBeFocused();
  await expect(payment).toBeInViewport();
  const code = payment.getByRole('textbox', { name: 'Pix copia e cola' });
  expect(hasValidCrc(await code.inputValue())).toBe(true);

  await page.goto('/customer/order');
  await page.getByRole('link', { name: 'Pagar agora o pedido 1023' }).click();
  await expect(page).toHaveURL(/\/customer\/order\/details\/1023#pagamento$/);
  await expect(page.getByRole('region', { name: 'Pagamento' })).toBeFocused();
  const line = page.getByRole('textbox', { name: 'Linha digitável do boleto' });
  await expect(line).toBeInViewport();
  expect(barcodeOf(await line.inputValue())).not.toBeNull();
});

test('a shopper cancels an unpaid order: confirmation, Cancelado, the action gone, the history agreeing', async ({ page }) => {
  await registerThroughApi(page, { name: 'Paula Cancela', email: `cancela.${Date.now()}@exemplo.com.br`, password: 'Pedido#Cancelado29' });
  // an order of her own, placed as the checkout places it: one product, Pix
  const product = (await findProduct(page, (p) => p.idTypeProduct === 1 && !p.flagExhausted && p.stock >= 5 && p.availableReferences.length === 0)) as unknown as { idProduct: number; name: string };
  await api(page, 'addProductToCart', { idProduct: product.idProduct, idSku: null, quantity: 1, isRecurrent: false });
  const [option] = await api<Array<{ shippingMode: { idShippingMode: number } }>>(page, 'getShippingOptions', { postcode: '01310100' });
  await api(page, 'setShippingCookie', { postcode: '01310100', idShippingMode: option!.shippingMode.idShippingMode });
  const [address] = await api<Array<{ idAddress: number }>>(page, 'getClientAddresses', null);
  const { idOrder } = await api<{ idOrder: number }>(page, 'placeOrder', { idAddress: address!.idAddress, paymentMethod: 'pix', useStoreCredit: false }, '/api/checkout/order');

  await page.goto('/customer/order');
  await acceptPrivacyBannerWhenInTheWay(page);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `#${idOrder}` }) });
  await expect(row).toContainText(product.name);
  await expect(row.getByRole('link', { name: `Pagar agora o pedido ${idOrder}` })).toBeVisible();
  await row.getByRole('link', { name: `Ver detalhes do pedido ${idOrder}` }).click();

  // the item links to its product
  await expect(page.getByRole('region', { name: 'Itens do pedido' }).getByRole('link', { name: product.name })).toHaveAttribute('href', /^\/produto\//);

  // changing one's mind keeps the order; confirming cancels it
  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Cancelar o pedido #${idOrder}?` });
  await expect(dialog).toBeVisible();
  expect((await new AxeBuilder({ page }).include('dialog').analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Não, manter pedido' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  await dialog.getByRole('button', { name: 'Sim, cancelar pedido' }).click();

  await expect(page.getByText(`Pedido #${idOrder} cancelado.`)).toBeFocused();
  await expect(page.locator('jet-customer-order-details').getByText('Cancelado', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  // the payment block (the same read) says so and no longer shows a code
  await expect(page.getByRole('region', { name: 'Pagamento' })).toContainText('Este pedido foi cancelado. Não há pagamento a fazer.');
  await expect(page.getByRole('textbox', { name: 'Pix copia e cola' })).toHaveCount(0);

  // the page read again, and the history: Cancelado, nothing to pay, nothing to cancel
  await page.reload();
  await expect(page.getByRole('heading', { name: `Pedido #${idOrder}`, level: 1 })).toBeVisible();
  await expect(page.locator('jet-customer-order-details').getByText('Cancelado', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  await page.goto('/customer/order');
  await expect(row).toContainText('Cancelado');
  await expect(row.getByRole('link', { name: /Pagar agora/ })).toHaveCount(0);
});
