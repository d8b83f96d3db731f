import { expect, test, type Page } from '@playwright/test';
import { acceptPrivacyBannerWhenInTheWay, registerThroughApi } from './helpers';

/**
 * The customer-auth journeys against the reference server and its seed (server/README.md): identification
 * of an unknown e-mail, of a customer without a password (access code read from the demo outbox) and of
 * one with a password (the login modal); the login page and logout; forgot password with the reset link
 * from the outbox; the offline social provider. The password journey uses a customer of its own (the
 * seed's Senha@123 still signs in but is now on the common-password list, so no form may set it back).
 */

const SEED_PASSWORD = 'Senha@123';

test.beforeEach(async ({ page }) => {
  await acceptPrivacyBannerWhenInTheWay(page);
});

/** The newest outbox mail to `to` (the demo outbox page lists the newest first). */
async function latestMail(page: Page, to: string) {
  await page.goto('/demo/outbox');
  const mail = page.locator('li.outbox__mail').filter({ hasText: `Para: ${to}` }).first();
  await expect(mail).toBeVisible();
  return mail;
}

async function identify(page: Page, identifier: string) {
  await page.goto('/customer/accesskey');
  await page.getByRole('textbox', { name: 'E-mail, CPF ou CNPJ' }).fill(identifier);
  await page.getByRole('button', { name: 'CONTINUAR' }).click();
}

async function signOut(page: Page, firstName: string) {
  // the header's account menu (the account home has its own '(sair)', named 'Sair da conta')
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: `Olá, ${firstName}` }).click();
  await header.getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Entre ou cadastre-se' })).toBeVisible();
}

test('an unknown e-mail goes on to the registration, kept in session storage', async ({ page }) => {
  const email = `nova.${Date.now()}@exemplo.com.br`;
  await identify(page, email);
  // the registration wizard is on /customer for a visitor (customer-area §2)
  await expect(page).toHaveURL(/\/customer$/);
  const kept = await page.evaluate(() => sessionStorage.getItem('jet:customer-identifier'));
  expect(JSON.parse(kept ?? 'null')).toEqual({ identifier: email, type: 'email' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cadastro — Etapa 1 de 3: Informações Pessoais');
});

test('a customer without a password gets an access code by e-mail and reaches the finish-registration', async ({ page }) => {
  await identify(page, 'joao@example.com');
  await expect(page).toHaveURL(/\/customer\/checkaccesskey\?email=joao(%40|@)example\.com$/);
  const checkUrl = page.url();
  await expect(page.getByRole('button', { name: /Reenviar código em \d+ s/ })).toBeDisabled();

  const mail = await latestMail(page, 'joao@example.com');
  const code = /\b(\d{6})\b/.exec((await mail.locator('pre').textContent()) ?? '')?.[1];
  expect(code).toBeTruthy();

  await page.goto(checkUrl);
  const field = page.getByRole('textbox', { name: 'Chave de acesso' });
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  // a wrong code first: the message, and the page stays
  await field.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'VALIDAR' }).click();
  await expect(page.locator('jet-customer-access-code').getByRole('alert')).toHaveText(/Chave de acesso inválida\./);
  await field.fill(code!);
  await page.getByRole('button', { name: 'VALIDAR' }).click();
  await expect(page).toHaveURL(/\/customer\/finishregistration\/joao(%40|@)example\.com$/);
});

test('a customer signs in on the login page, lands on the account and signs out', async ({ page }) => {
  await page.goto('/customer/login');
  await page.getByRole('textbox', { name: 'E-mail, CPF ou CNPJ' }).fill('maria@example.com');
  await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.locator('jet-login').getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/login$/);

  await page.getByLabel('Senha', { exact: true }).fill(SEED_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/customer$/);
  await signOut(page, 'Maria');
});

test('identification by CPF of a customer with a password opens the login modal with the CPF locked', async ({ page }) => {
  await identify(page, '52998224725');
  const dialog = page.getByRole('dialog', { name: 'Entre na sua conta' });
  await expect(dialog).toBeVisible();
  const username = dialog.getByRole('textbox', { name: 'E-mail, CPF ou CNPJ' });
  await expect(username).toHaveValue('529.982.247-25');
  await expect(username).toHaveAttribute('readonly', '');
  await expect(dialog.getByLabel('Senha', { exact: true })).toBeFocused();
  await dialog.getByLabel('Senha', { exact: true }).fill(SEED_PASSWORD);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/customer$/);
  await signOut(page, 'Maria');
});

/** A customer registered through the API for this run, with `password`, signed out again; answers the e-mail. */
async function registeredCustomer(page: Page, password: string): Promise<string> {
  const email = `senha.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemplo.com.br`;
  await registerThroughApi(page, { name: 'Rita Moraes', email, password, from: '/customer/forgot' });
  await page.context().clearCookies();
  return email;
}

test('forgot password: the neutral message, the reset link from the outbox, a new password to sign in with', async ({ page }) => {
  const firstPassword = 'primeira senha da rita';
  const email = await registeredCustomer(page, firstPassword);
  const newPassword = `sabia laranjeira ${Date.now() % 100000}`;
  await page.goto('/customer/forgot');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'RECUPERAR SENHA' }).click();
  await expect(page.locator('jet-customer-forgot-password').getByRole('status')).toContainText('Se houver uma conta com este e-mail');

  const mail = await latestMail(page, email);
  const href = await mail.locator('a[href*="/ChangePasswordToken/"]').first().getAttribute('href');
  await page.goto(new URL(href!).pathname);
  await expect(page.getByText(`Nova senha para ${email}.`)).toBeVisible();
  // a common password is refused beside the field before any request (issue 22), with its strength
  await page.getByLabel('Nova senha', { exact: true }).fill(SEED_PASSWORD);
  await page.getByLabel('Confirme a nova senha').fill(SEED_PASSWORD);
  await expect(page.getByText('Senha fraca')).toBeVisible();
  await page.getByRole('button', { name: 'ALTERAR SENHA', exact: true }).click();
  await expect(page.getByText('Essa senha é muito comum ou já apareceu em vazamentos. Escolha outra.')).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirme a nova senha').fill(newPassword);
  await page.getByRole('button', { name: 'ALTERAR SENHA', exact: true }).click();
  await expect(page.locator('jet-customer-change-password').getByRole('status')).toContainText('Senha alterada com sucesso!');
  await expect(page).toHaveURL(/\/customer\/login$/, { timeout: 8000 });

  // the link is single use
  await page.goto(new URL(href!).pathname);
  await expect(page.locator('jet-customer-change-password').getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/forgot$/, { timeout: 8000 });

  await page.goto('/customer/login');
  await page.getByRole('textbox', { name: 'E-mail, CPF ou CNPJ' }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/customer$/);

  // signed in, the change page takes the current password and a new one
  await page.goto('/customer/changepassword');
  await page.getByLabel('Senha atual').fill(newPassword);
  await page.getByLabel('Nova senha', { exact: true }).fill(firstPassword);
  await page.getByLabel('Confirme a nova senha').fill(firstPassword);
  await page.getByRole('button', { name: 'ALTERAR SENHA', exact: true }).click();
  await expect(page.locator('jet-customer-change-password').getByRole('status')).toContainText('Senha alterada com sucesso!');
  await expect(page).toHaveURL(/\/customer\/login$/, { timeout: 8000 });
});

test('the offline Google sign-in of an unknown e-mail goes on to the registration with the credential kept', async ({ page }) => {
  const email = `social.${Date.now()}@exemplo.com.br`;
  await page.goto('/customer/login');
  await page.getByRole('button', { name: 'Entrar com Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar com Google (demonstração)' });
  await dialog.getByLabel('Nome').fill('Ana Lúcia Social');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cadastro — Etapa 1 de 3: Informações Pessoais');
  const kept = JSON.parse((await page.evaluate(() => sessionStorage.getItem('jet:social-signup'))) ?? 'null') as { emailCustomer?: string; appName?: string };
  expect(kept).toMatchObject({ appName: 'Google', emailCustomer: email });
});
