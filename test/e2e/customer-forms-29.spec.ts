/**
 * Issue 29, customer forms: a company registers under the name the Receita Federal has for it, and an
 * address field never cuts what is pasted into it. Each message state is looked at in 320, 412 and 1280 px
 * (full-page screenshots in the test's output folder, attached to the report; checked for sideways overflow).
 */
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { cnpjCheckDigits } from '../../src/validation/cpf-cnpj';
import { acceptPrivacyBannerWhenInTheWay, recordErrors, registerThroughApi, xsrfToken } from './helpers';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/** A numeric CNPJ unique to this run (its base never all alike). */
function newCnpj(): string {
  let base = '';
  while (!base || /^(\d)\1*$/.test(base)) base = `${Array.from({ length: 8 }, () => Math.floor(Math.random() * 10)).join('')}0001`;
  return base + cnpjCheckDigits(base);
}

/** The login status as the page's store reads it (same cookies). */
async function loginStatus(page: Page) {
  const response = await page.request.post('/api', {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(page) },
    data: { request: 'getLoginStatus', params: null, json: null },
  });
  return ((await response.json()) as { data: { authenticated: boolean; hasPassword: boolean; name: string | null } }).data;
}

/**
 * The state on screen at 320, 412 and 1280 px wide: `field` and its message in view, no sideways scroll,
 * a screenshot of each attached to the report. Back to the phone's width afterwards.
 */
async function lookAtWidths(page: Page, testInfo: TestInfo, name: string, field: Locator, message: string) {
  const phone = page.viewportSize();
  for (const width of [320, 412, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await field.scrollIntoViewIfNeeded();
    await expect(page.getByText(message, { exact: true })).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `sideways overflow at ${width} px`).toBeLessThanOrEqual(0);
    const path = testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${name}-${width}`, { path, contentType: 'image/png' });
  }
  if (phone) await page.setViewportSize(phone);
}

/** Pastes `text` into `field` through the clipboard, as a shopper would (Ctrl+V). */
async function paste(page: Page, field: Locator, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await field.press('ControlOrMeta+a');
  await field.press('ControlOrMeta+v');
}

/** The address saves the page sends (`saveAddress` has a path of its own), as they happen. */
function recordAddressSaves(page: Page): string[] {
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/createAlterClientAddress')) saves.push(request.url());
  });
  return saves;
}

test('a company registers under its real name, from the identification step sent with Enter', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const errors = recordErrors(page);
  await acceptPrivacyBannerWhenInTheWay(page);
  const email = `compras.${unique()}@silvaefilhos.com.br`;
  const companyName = 'Silva & Filhos Comércio Ltda.';

  // Enter sends the identification: an unknown e-mail goes on to the registration
  await page.goto('/customer/accesskey');
  await page.getByRole('textbox', { name: 'E-mail, CPF ou CNPJ' }).fill(email);
  await page.getByRole('textbox', { name: 'E-mail, CPF ou CNPJ' }).press('Enter');
  // the registration wizard is on /customer for a visitor
  await page.waitForURL('**/customer');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cadastro — Etapa 1 de 3: Informações Pessoais');
  await page.getByRole('radio', { name: 'Pessoa Jurídica' }).check();
  const name = page.getByLabel('Razão social');
  // punctuation alone is still refused
  await name.fill('...');
  await page.getByRole('button', { name: 'PRÓXIMO' }).click();
  await expect(name).toHaveAccessibleDescription('Informe nome válido');
  await lookAtWidths(page, testInfo, 'company-name-invalid', name, 'Informe nome válido');

  await name.fill(companyName);
  await page.getByLabel('Nome fantasia').fill('Silva & Filhos');
  await page.getByLabel('CNPJ').pressSequentially(newCnpj());
  await page.getByLabel('Responsável').fill('Ana Lima');
  await page.getByLabel('Telefone ou Celular').pressSequentially('1133334444');
  await page.getByRole('button', { name: 'PRÓXIMO' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cadastro — Etapa 2 de 3: Endereço');

  await page.getByLabel('CEP').pressSequentially('01310100');
  await expect(page.getByLabel('Cidade', { exact: true })).toHaveValue('São Paulo');
  await page.getByLabel('Número').pressSequentially('1578');
  await page.getByRole('button', { name: 'PRÓXIMO' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cadastro — Etapa 3 de 3: Crie sua conta');

  // the e-mail given at the identification step is there
  await expect(page.locator('.jet-customer-register').getByLabel('E-mail')).toHaveValue(email);
  await page.getByLabel('Senha').fill('fornada das seis horas');
  for (const box of await page.getByRole('checkbox', { name: /Li e aceito/ }).all()) await box.check();
  await page.getByRole('button', { name: 'CADASTRAR', exact: true }).click();
  await expect(page.getByText('Cadastro realizado com sucesso!')).toBeVisible();
  // the page opens again after 3001 ms, now the account's home
  await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible({ timeout: 10_000 });
  expect(await loginStatus(page)).toMatchObject({ authenticated: true, hasPassword: true, name: companyName });
  expect(errors).toEqual([]);
});

test('a street pasted too long is kept whole with its message, nothing is sent, and it saves once abbreviated', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const errors = recordErrors(page);
  await acceptPrivacyBannerWhenInTheWay(page);
  const email = `enderecos.${unique()}@exemplo.com.br`;
  await registerThroughApi(page, { name: 'Lúcia Prado', email, password: 'varanda com vista' });

  // signed out, she signs in again on the login page with Enter
  await page.context().clearCookies();
  await page.goto('/customer/login');
  await page.getByRole('textbox', { name: 'E-mail, CPF ou CNPJ' }).fill(email);
  await page.getByLabel('Senha').fill('varanda com vista');
  await page.getByLabel('Senha').press('Enter');
  await page.waitForURL('**/customer');

  const saves = recordAddressSaves(page);
  await page.goto('/customer/address');
  await page.getByRole('tab', { name: 'Novo Endereço' }).click();
  await page.getByLabel('Identificação do endereço').fill('Escritório');
  await page.getByLabel('Tipo de endereço').selectOption('Comercial');
  await page.getByLabel('Destinatário').fill('Lúcia Prado');
  await page.getByLabel('Telefone de contato').pressSequentially('11987654321');
  await page.getByLabel('CEP').pressSequentially('01310100');
  const street = page.getByLabel('Endereço', { exact: true });
  await expect(street).not.toHaveValue('');
  await page.getByLabel('Número').fill('2073');

  const tooLong = 'Avenida Paulista, Conjunto Nacional, Torre Norte, Bloco B'; // 57 characters
  await paste(page, street, tooLong);
  await expect(street).toHaveValue(tooLong);
  const message = 'Limite de caracteres excedido, use abreviações como Av. para Avenida';
  await expect(street).toHaveAccessibleDescription(message);
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(street).toBeFocused();
  await expect(street).toHaveValue(tooLong);
  await lookAtWidths(page, testInfo, 'street-too-long', street, message);
  expect(saves).toEqual([]);

  await street.fill('Av. Paulista, Conj. Nacional, Torre Norte, Bloco B');
  await expect(street).not.toHaveAttribute('aria-invalid');
  await street.press('Enter');
  await expect(page.getByText('Endereço cadastrado com sucesso!')).toBeVisible();
  const card = page.locator('.jet-customer-addresses__card', { has: page.getByRole('heading', { name: 'Escritório' }) });
  await expect(card).toContainText('Av. Paulista, Conj. Nacional, Torre Norte, Bloco B, 2073');
  expect(saves).toHaveLength(1);
  expect(errors).toEqual([]);
});
