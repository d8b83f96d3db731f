import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

/**
 * What the order pages put on paper (issue 25), in Chromium's print rendering (print media, an A4 PDF):
 * 'Imprimir pedido' gives the order with its heading, at the page's full width, without the store's
 * header, menu, buttons or privacy banner, on one page; 'Imprimir boleto' gives FEBRABAN's slip alone, on one page.
 */

/** Pages of a PDF Chromium wrote (the page tree's /Count). */
const pagesOf = (pdf: Buffer) => Number(/\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);

async function openOrder(page: Page, id: number): Promise<void> {
  await page.goto('/customer/login');
  expect((await signIn(page, 'maria@example.com', 'Senha@123')).ok()).toBe(true);
  await page.goto(`/customer/order/details/${id}`);
  await expect(page.getByRole('heading', { name: `Pedido #${id}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status do seu pedido' })).toBeVisible();
}

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

test('the order prints with its heading, full width, without buttons or the store around it, on one A4 page', async ({ page }) => {
  await openOrder(page, 1024);
  await expect(page.getByRole('textbox', { name: 'Pix copia e cola' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Pedido #1024', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Itens do pedido' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Pix copia e cola' })).toBeVisible();
  for (const name of ['Comprar novamente', 'Imprimir pedido', 'Copiar código', 'Entendi']) await expect(page.getByRole('button', { name })).toBeHidden();
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('jet-customer-menu')).toBeHidden();
  const width = await page.evaluate(() => [document.querySelector('jet-customer-order-details')!.getBoundingClientRect().width, document.documentElement.clientWidth]);
  expect(width[0]).toBeGreaterThan(width[1] * 0.9);
  expect(pagesOf(await page.pdf({ format: 'A4' }))).toBe(1);
});

test("'Imprimir boleto' prints FEBRABAN's slip alone, on one A4 page", async ({ page }) => {
  await openOrder(page, 1023);
  await page.evaluate(() => {
    window.print = () => void document.documentElement.setAttribute('data-printed', '');
  });
  await page.getByRole('button', { name: 'Imprimir boleto' }).click();
  await expect(page.locator('html[data-printed]')).toHaveCount(1);
  const slip = page.getByRole('region', { name: 'Boleto do pedido #1023 para impressão' });
  // as the browser's print dialog sees it: the class 'Imprimir boleto' puts on <html> while the dialog is open
  // (here print() returns at once, so the widget's fallback takes it off a second later: wait for that first,
  // or the PDF below could be the order page's)
  await expect(page.locator('html.jet-print-boleto')).toHaveCount(0);
  await page.evaluate(() => document.documentElement.classList.add('jet-print-boleto'));
  await page.emulateMedia({ media: 'print' });
  await expect(slip).toBeVisible();
  for (const text of ['Banco do Brasil', '001-9', 'Recibo do Pagador', 'Ficha de Compensação', 'Maria da Silva']) await expect(slip.getByText(text, { exact: false }).first()).toBeVisible();
  await expect(slip.getByText('Jet Store Comércio Eletrônico Ltda', { exact: false }).first()).toBeVisible();
  await expect(slip.getByRole('img', { name: 'Código de barras do boleto do pedido #1023' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pedido #1023', level: 1 })).toBeHidden();
  expect(pagesOf(await page.pdf({ format: 'A4' }))).toBe(1);
});
