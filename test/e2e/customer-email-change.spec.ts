import { expect, test, type Page } from '@playwright/test';
import { acceptPrivacyBannerWhenInTheWay, registerThroughApi, signIn } from './helpers';

/**
 * The e-mail change journey (issue 22): a customer made through the API (the seed's customers stay as
 * documented) asks for a new address on /customer/alterEmail with the current password; nothing changes
 * until the link e-mailed to the new address (read from the demo outbox) is opened and confirmed; then
 * the customer signs in with the new address, and the old one no longer signs in.
 */

const PASSWORD = `Troca#${Date.now() % 100000}xy`;
const newEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemplo.com.br`;


test.beforeEach(async ({ page }) => {
  await acceptPrivacyBannerWhenInTheWay(page);
});

/** The newest outbox mail to `to` with `subject` (the demo outbox page lists the newest first). */
async function latestMail(page: Page, to: string, subject: string) {
  await page.goto('/demo/outbox');
  const mail = page.locator('li.outbox__mail').filter({ hasText: `Para: ${to}` }).filter({ hasText: subject }).first();
  await expect(mail).toBeVisible();
  return mail;
}

const register = (page: Page, email: string) => registerThroughApi(page, { name: 'Clara Nunes', email, password: PASSWORD });

test('e-mail change: the current password, the link from the outbox, then the new address signs in', async ({ page }) => {
  const oldEmail = newEmail('antigo');
  const nextEmail = newEmail('novo');
  await register(page, oldEmail);

  // asking: the current password; the page says a link went to the new address
  await page.goto('/customer/alterEmail');
  const widget = page.locator('jet-customer-change-email');
  await widget.getByRole('textbox', { name: 'Novo e-mail' }).fill(nextEmail);
  await widget.getByRole('textbox', { name: 'Confirme o e-mail' }).fill(nextEmail);
  await widget.getByLabel('Senha atual').fill(PASSWORD);
  await widget.getByRole('button', { name: 'ALTERAR E-MAIL' }).click();
  await expect(widget.getByRole('heading', { name: 'Confirme o novo e-mail' })).toBeVisible();
  await expect(widget.getByRole('status')).toContainText(`Enviamos um link de confirmação para ${nextEmail}.`);

  // the current address is told; nothing changed yet
  const notice = await latestMail(page, oldEmail, 'pedido de alteração do e-mail da sua conta');
  await expect(notice).toContainText(nextEmail);

  // the link to the new address, opened and confirmed
  const mail = await latestMail(page, nextEmail, 'confirme o seu novo e-mail');
  const href = await mail.locator('a[href*="/customer/confirmar-email?token="]').first().getAttribute('href');
  const link = new URL(href!);
  await page.goto(link.pathname + link.search);
  const landing = page.locator('jet-customer-change-email');
  await expect(landing.getByRole('heading', { name: 'Confirmar novo e-mail' })).toBeVisible();
  await landing.getByRole('button', { name: 'CONFIRMAR E-MAIL' }).click();
  await expect(landing.getByRole('status')).toContainText('E-mail alterado com sucesso');
  await expect(landing.getByRole('link', { name: 'Entrar' })).toBeVisible();

  // both addresses are told
  await expect(await latestMail(page, oldEmail, 'o e-mail da sua conta foi alterado')).toContainText(nextEmail);
  await latestMail(page, nextEmail, 'novo e-mail confirmado');

  // the link is single use
  await page.goto(link.pathname + link.search);
  await page.locator('jet-customer-change-email').getByRole('button', { name: 'CONFIRMAR E-MAIL' }).click();
  await expect(page.locator('jet-customer-change-email').getByRole('alert')).toContainText('inválido ou expirou');

  // a fresh browser: the old address no longer signs in, the new one does on the login page
  await page.context().clearCookies();
  await page.goto('/customer/login');
  expect((await signIn(page, oldEmail, PASSWORD)).status()).toBe(401);
  await page.goto('/customer/login');
  await page.getByRole('textbox', { name: 'E-mail, CPF ou CNPJ' }).fill(nextEmail);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/customer$/);
});
