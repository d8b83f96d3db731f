import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { barcodeOf } from '../../src/payment/boleto';
import { hasValidCrc } from '../../src/payment/pix';
import { acceptPrivacyBannerWhenInTheWay, findProduct, registerThroughApi, xsrfToken } from './helpers';

/**
 * From 'Finalizar pedido' to the order confirmation (issue 25) on a 412×915 phone, as a new shopper (Maria's
 * seeded orders stay as the other journeys expect them): 'Pedido realizado com sucesso!', 'Aguardando
 * pagamento', and the Pix QR code with 'Copiar código' (or the boleto's line with 'Copiar código' and
 * 'Imprimir boleto') on the first screen under the demo header, measured; then the order-placed e-mail in
 * the demo's outbox with the same code.
 */

const PHONE = { width: 412, height: 915 };
test.use({ viewport: PHONE });

async function api<T>(page: Page, request: string, json: unknown): Promise<T> {
  const response = await page.request.post('/api', { headers: { 'X-XSRF-TOKEN': await xsrfToken(page) }, data: { request, params: null, json } });
  expect(response.ok(), `${request}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A new shopper with one product in the cart and its shipping chosen, on /checkout. */
async function checkoutWithACart(page: Page, name: string) {
  await registerThroughApi(page, { name, email: `confirmacao.${Date.now()}@exemplo.com.br`, password: 'Pedido#Confirmado25' });
  const product = (await findProduct(page, (p) => p.idTypeProduct === 1 && !p.flagExhausted && p.stock >= 5 && p.availableReferences.length === 0)) as unknown as { idProduct: number };
  await api(page, 'addProductToCart', { idProduct: product.idProduct, idSku: null, quantity: 1, isRecurrent: false });
  const [option] = await api<Array<{ shippingMode: { idShippingMode: number } }>>(page, 'getShippingOptions', { postcode: '01310100' });
  await api(page, 'setShippingCookie', { postcode: '01310100', idShippingMode: option!.shippingMode.idShippingMode });
  await page.goto('/checkout');
  await acceptPrivacyBannerWhenInTheWay(page);
  await expect(page.getByRole('heading', { name: 'Finalizar pedido', level: 1 })).toBeVisible();
}

/** On the first screen: seen without scrolling, its bottom edge within the phone's 915 px. */
async function onFirstScreen(page: Page, locator: Locator, what: string) {
  await expect(locator).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), 'the page opens at its top').toBe(0);
  const box = (await locator.boundingBox())!;
  expect(box.y + box.height, `${what}: bottom at ${Math.round(box.y + box.height)} px`).toBeLessThanOrEqual(PHONE.height);
  // and not under the demo's fixed bar at the bottom of the screen: its centre is its own
  expect(await locator.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(left + width / 2, top + height / 2));
  }), `${what} is not covered`).toBe(true);
}

async function placeWith(page: Page, method: RegExp): Promise<number> {
  await page.getByRole('group', { name: 'Forma de pagamento' }).getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  await page.waitForURL(/\/checkout\/confirmacao\?pedido=\d+$/);
  await expect(page.getByRole('heading', { name: 'Pedido realizado com sucesso!', level: 1 })).toBeVisible();
  const idOrder = Number(new URL(page.url()).searchParams.get('pedido'));
  await expect(page.getByText(`Pedido nº ${idOrder}`)).toBeVisible();
  await expect(page.getByText('Aguardando pagamento')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Comprar novamente' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ver detalhes do pedido' })).toHaveAttribute('href', `/customer/order/details/${idOrder}`);
  return idOrder;
}

/** The demo's outbox page (DEMO=1) lists the order-placed e-mail with `code`. */
async function mailed(page: Page, idOrder: number, code: string) {
  await page.goto('/demo/outbox');
  const mail = page.locator('li.outbox__mail').filter({ hasText: `pedido #${idOrder} realizado` }).first();
  await expect(mail).toContainText(code);
}

test('a Pix order: the confirmation shows the QR code and Copiar código on the first screen, and the e-mail holds the code', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await checkoutWithACart(page, 'Carla Pix');
  const idOrder = await placeWith(page, /Pix/);

  const qr = page.getByRole('img', { name: `QR Code Pix do pedido #${idOrder}` });
  await expect(qr).toHaveAttribute('data-state', 'ready');
  await onFirstScreen(page, qr, 'the QR code');
  const copy = page.getByRole('button', { name: 'Copiar código' });
  await onFirstScreen(page, copy, "'Copiar código'");
  const code = await page.getByRole('textbox', { name: 'Pix copia e cola' }).inputValue();
  expect(hasValidCrc(code)).toBe(true);
  await copy.click();
  await expect(page.getByText('O código foi copiado com sucesso!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  // nothing spills sideways; axe finds nothing on the confirmation
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  expect((await new AxeBuilder({ page }).include('jet-order-confirmation').analyze()).violations).toEqual([]);

  await mailed(page, idOrder, code);
});

test("a boleto order: the line, Copiar código and Imprimir boleto on the first screen, and the e-mail holds the line", async ({ page }) => {
  await checkoutWithACart(page, 'Bruno Boleto');
  const idOrder = await placeWith(page, /Boleto/);

  const line = page.getByRole('textbox', { name: 'Linha digitável do boleto' });
  const shown = await line.inputValue();
  expect(barcodeOf(shown.replace(/\D/g, ''))).not.toBeNull();
  await onFirstScreen(page, page.getByRole('button', { name: 'Copiar código' }), "'Copiar código'");
  await onFirstScreen(page, page.getByRole('button', { name: 'Imprimir boleto' }), "'Imprimir boleto'");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);

  await mailed(page, idOrder, shown);
});
