import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { CompanySettings } from '../../src/api/operations';
import { recordErrors, signIn, storeApi } from './helpers';

/**
 * The customer account in Chromium against the reference server and its seed (server/db/seed*.ts):
 * Maria (policy v2 accepted, two addresses) adds an address by CEP and makes it the delivery address;
 * Ana (accepted only v1) accepts the new version before the menu opens; the privacy banner's 'Entendi'
 * hides it for good. Password of the seeded customers: Senha@123.
 */
const PASSWORD = 'Senha@123';

async function expectNoAxeViolation(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

async function signedIn(page: Page, email: string, path: string) {
  await page.goto('/');
  // the banner is acknowledged here so that it covers nothing the journey clicks (its own test is below)
  const { privacyPolicy } = await storeApi<CompanySettings>(page, 'getCompany');
  await page.evaluate((version) => localStorage.setItem('jet:privacy-policy', version), privacyPolicy.policyPrivacyVersion);
  const answer = await signIn(page, email, PASSWORD);
  expect(answer.ok()).toBe(true);
  await page.goto(path);
}

test('a customer adds an address by CEP and makes it the delivery address', async ({ page }) => {
  const errors = recordErrors(page);
  await signedIn(page, 'maria@example.com', '/customer/address');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestão de Endereços' })).toBeVisible();
  await expect(page.locator('.jet-customer-addresses__card').first()).toBeVisible();

  const label = `Escritório ${Date.now().toString(36)}`;
  await page.getByRole('tab', { name: 'Novo Endereço' }).click();
  await page.getByLabel('Identificação do endereço').fill(label);
  await page.getByLabel('Tipo de endereço').selectOption({ label: 'Comercial' });
  await page.getByLabel('Destinatário').fill('Maria da Silva');
  await page.getByLabel('Telefone de contato').pressSequentially('11987654321');
  await page.getByLabel('CEP').pressSequentially('01310100');
  // the lookup fills street, neighbourhood, city and state
  await expect(page.getByLabel('Endereço', { exact: true })).not.toHaveValue('');
  await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
  await expect(page.getByLabel('Estado')).toHaveValue('SP');
  await page.getByLabel('Número').pressSequentially('900');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();

  await expect(page.getByText('Endereço cadastrado com sucesso!')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Lista de Endereços' })).toHaveAttribute('aria-selected', 'true');
  const card = page.locator('.jet-customer-addresses__card', { has: page.getByRole('heading', { name: label }) });
  await expect(card).toContainText('CEP 01310-100');

  await card.getByRole('button', { name: `Usar para entrega: ${label}` }).click();
  await expect(page.getByText('Endereço de entrega alterado!')).toBeVisible();
  await expect(card.getByText('Endereço de entrega')).toBeVisible();
  // the flag moved: exactly one delivery badge
  await expect(page.locator('.jet-customer-addresses__badge[data-flag="default"]')).toHaveCount(1);

  // the menu marks the page
  await page.getByRole('button', { name: /Menu da conta/ }).click();
  await expect(page.getByRole('link', { name: 'Gestão de Endereços' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolation(page);
  expect(errors).toEqual([]);
});

test('a customer accepts the new privacy policy version before using the menu', async ({ page }) => {
  await signedIn(page, 'ana@example.com', '/customer');
  await expect(page.getByRole('heading', { name: 'Atualizamos nossa política de privacidade' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vale Compra' })).toHaveCount(0);
  const confirm = page.getByRole('button', { name: 'Confirmar' });
  await expect(confirm).toBeDisabled();
  await expectNoAxeViolation(page);
  await page.getByRole('checkbox', { name: 'Li e concordo com a nova política de privacidade' }).check();
  await confirm.click();

  await expect(page.getByRole('list', { name: 'Páginas da sua conta' }).getByRole('link', { name: 'Vale Compra' })).toBeVisible();
  // the other pages' menu opens too (the home has none: its tiles are the navigation)
  await page.getByRole('link', { name: 'Gestão de Endereços' }).click();
  await page.getByRole('button', { name: /Menu da conta/ }).click();
  await expect(page.getByRole('navigation', { name: 'Minha conta' }).getByRole('link', { name: 'Gestão de Endereços' })).toHaveAttribute('aria-current', 'page');
  await page.goto('/customer');

  // recorded on the server: the next visit asks nothing
  await page.reload();
  await expect(page.getByRole('link', { name: 'Alterar senha' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Atualizamos nossa política de privacidade' })).toHaveCount(0);
});

test("the privacy banner's 'Entendi' hides it, and it stays hidden after a reload", async ({ page }) => {
  await page.goto('/customer');
  const banner = page.getByRole('region', { name: 'Aviso de privacidade' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'política de privacidade' })).toHaveAttribute('href', '/politica-de-privacidade');
  await banner.getByRole('button', { name: 'Entendi' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro — Etapa 1 de 3: Informações Pessoais' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
