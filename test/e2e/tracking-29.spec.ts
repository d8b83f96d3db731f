import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

/**
 * Delivery tracking on the order page, in Chromium against the reference server and its seed
 * (server/README.md, "Delivery tracking"): Maria's #1018 is on its way with the offline carrier (posted
 * 26 h before the seed: posted, then in transit), #1017 was delivered, #1024 is not dispatched yet.
 */

async function openOrder(page: Page, id: number) {
  await page.goto(`/customer/order/details/${id}`);
  await expect(page.getByRole('heading', { name: `Pedido #${id}`, level: 1 })).toBeVisible();
  return page.getByRole('region', { name: 'Rastreamento da entrega' });
}

test('Maria follows her parcel on the order page: carrier, code she copies, the steps newest first', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/customer/login');
  expect((await signIn(page, 'maria@example.com', 'Senha@123')).ok()).toBe(true);

  const tracking = await openOrder(page, 1018);
  await expect(tracking.getByText('Transportadora Jet')).toBeVisible();
  await expect(tracking.getByText('JT000001018BR')).toBeVisible();
  const steps = tracking.getByRole('list', { name: 'Andamento da entrega, do mais recente ao mais antigo' }).getByRole('listitem');
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(0)).toContainText('Em trânsito');
  await expect(steps.nth(0)).toContainText('Centro de distribuição, Cajamar/SP');
  await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
  await expect(steps.nth(1)).toContainText('Pedido postado');
  await expect(steps.nth(1)).toContainText('São Paulo/SP');

  await tracking.getByRole('button', { name: 'Copiar código de rastreamento JT000001018BR' }).click();
  await expect(tracking.getByText('Código de rastreamento copiado.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('JT000001018BR');
  expect((await new AxeBuilder({ page }).include('jet-customer-order-details').analyze()).violations).toEqual([]);

  // a delivered parcel: four steps, 'Entregue' the current one
  const delivered = await openOrder(page, 1017);
  const deliveredSteps = delivered.getByRole('listitem');
  await expect(deliveredSteps).toHaveCount(4);
  await expect(deliveredSteps.nth(0)).toContainText('Entregue');
  await expect(deliveredSteps.nth(3)).toContainText('Pedido postado');

  // not dispatched yet
  const waiting = await openOrder(page, 1024);
  await expect(waiting.getByText('O rastreamento aparece aqui quando o pedido for enviado.')).toBeVisible();
});

test('another customer opening Maria\'s order sees it as not found, and no tracking', async ({ page }) => {
  await page.goto('/customer/login');
  expect((await signIn(page, 'ana@example.com', 'Senha@123')).ok()).toBe(true);
  await page.goto('/customer/order/details/1018');
  await expect(page.locator('jet-customer-order-details').getByRole('alert')).toHaveText('Oops, o pedido #1018 não foi localizado.');
  await expect(page.getByRole('region', { name: 'Rastreamento da entrega' })).toHaveCount(0);
});
