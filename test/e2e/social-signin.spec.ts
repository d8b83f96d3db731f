import { expect, test } from '@playwright/test';
import { acceptPrivacyBannerWhenInTheWay } from './helpers';

/**
 * Social sign-in with the demo's offline provider (no network): an account that gives no e-mail is not a
 * social login, so the widget asks for the e-mail and goes on as the identification does; a social
 * sign-in is remembered until the store's logout, which signs out of the provider too.
 */

test.beforeEach(async ({ page }) => {
  await acceptPrivacyBannerWhenInTheWay(page);
});

test('a Facebook account without an e-mail asks for the e-mail and goes on to the registration with the provider kept', async ({ page }) => {
  const email = `sem.email.${Date.now()}@exemplo.com.br`;
  await page.goto('/customer/login');
  await page.getByRole('button', { name: 'Continuar com Facebook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar com Facebook (demonstração)' });
  await dialog.getByLabel('Nome').fill('Bruna Sem E-mail');
  await dialog.getByRole('button', { name: 'Continuar' }).click();

  const step = page.getByRole('form', { name: 'Continue com o seu e-mail' });
  await expect(step).toContainText('O Facebook não informou o seu e-mail. Informe o seu e-mail para continuar.');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(step.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
  await step.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await step.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/customer$/);
  const kept = JSON.parse((await page.evaluate(() => sessionStorage.getItem('jet:social-signup'))) ?? 'null') as { appName?: string; emailCustomer?: string; nameCustomer?: string };
  expect(kept).toMatchObject({ appName: 'Facebook', emailCustomer: email, nameCustomer: 'Bruna Sem E-mail' });
});

test("the store's logout signs out of the provider the shopper signed in with", async ({ page }) => {
  await page.goto('/customer/login');
  await page.getByRole('button', { name: 'Entrar com Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar com Google (demonstração)' });
  await dialog.getByLabel('Nome').fill('Maria da Silva');
  await dialog.getByLabel('E-mail').fill('maria@example.com');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/customer$/);
  expect(await page.evaluate(() => localStorage.getItem('jet:social-provider'))).toBe('{"name":"Google","appId":"offline-google"}');

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Olá, Maria' }).click();
  await header.getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Entre ou cadastre-se' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('jet:social-provider'))).toBeNull();
});
