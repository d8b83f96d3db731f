import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { cnpjCheckDigits } from '../../src/validation/cpf-cnpj';
import { newCpf, recordErrors, registerThroughApi, xsrfToken } from './helpers';

/** Digits that are not all the same, for a tax id's base. */
function randomDigits(count: number): string {
  for (;;) {
    const digits = Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
    if (!/^(\d)\1*$/.test(digits)) return digits;
  }
}

/** An alphanumeric CNPJ (letters in the base, as issued since July 2026), unique to this run. */
const newAlphanumericCnpj = () => {
  const letters = Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
  const base = `${randomDigits(2)}${letters}${randomDigits(3)}0001`;
  return base + cnpjCheckDigits(base);
};
const newEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemplo.com.br`;

/** The login status as the page's store reads it (same cookies). */
async function loginStatus(page: Page) {
  const response = await page.request.post('/api', {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(page) },
    data: { request: 'getLoginStatus', params: null, json: null },
  });
  return ((await response.json()) as { data: { authenticated: boolean; hasPassword: boolean; name: string | null } }).data;
}

/** No axe violation on the page as it is. */
async function expectAccessible(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

/** Tab 2: the CEP lookup fills the address (01310-100, Avenida Paulista), then the number. */
async function fillAddress(page: Page) {
  await page.getByLabel('CEP').pressSequentially('01310100');
  await expect(page.getByLabel('Cidade', { exact: true })).toHaveValue('São Paulo');
  await expect(page.getByLabel('Endereço', { exact: true })).not.toHaveValue('');
  await expect(page.getByLabel('Estado')).toHaveValue('SP');
  await page.getByLabel('Número').pressSequentially('1578');
  await page.getByRole('button', { name: 'PRÓXIMO' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cadastro — Etapa 3 de 3: Crie sua conta');
}

/** Tab 3: e-mail, password, the boxes the store asks for, CADASTRAR; then /customer, signed in. */
async function createAccount(page: Page, email: string, errors: string[] = []) {
  await page.locator('.jet-customer-register').getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill('segredo123');
  for (const box of [page.getByRole('checkbox', { name: 'Li e aceito os termos de uso' }), page.getByRole('checkbox', { name: /Li e aceito a/ })]) {
    if (await box.count()) await box.check();
  }
  await page.getByRole('button', { name: 'CADASTRAR', exact: true }).click();
  await expect(page.getByText('Cadastro realizado com sucesso!')).toBeVisible();
  expect(errors).toEqual([]);
  // the wizard was on /customer: after 3001 ms the page opens again, now the account's home
  await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/customer$/);
  const status = await loginStatus(page);
  expect(status.authenticated).toBe(true);
  expect(status.hasPassword).toBe(true);
}

test.describe('registration', () => {
  test('a new shopper registers as pessoa física on /customer and lands on the account home signed in', async ({ page }) => {
    const errors = recordErrors(page);
    await page.goto('/customer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cadastro — Etapa 1 de 3: Informações Pessoais');
    await expect(page.getByRole('main').getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/customer/login');
    await expect(page).toHaveTitle(/Etapa 1 de 3/);
    await page.getByLabel('Nome completo').fill('Marina Costa');
    await page.getByLabel('CPF').pressSequentially(newCpf());
    await page.getByLabel('Data de nascimento').pressSequentially('15031990');
    await page.getByLabel('Telefone ou Celular').pressSequentially('11987654321');
    await page.getByRole('button', { name: 'PRÓXIMO' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cadastro — Etapa 2 de 3: Endereço');
    await expect(page.getByRole('button', { name: /Endereço/ })).toHaveAttribute('aria-current', 'step');
    await fillAddress(page);
    // tab 3 refused as it is: its messages, and nothing axe objects to
    await page.getByRole('button', { name: 'CADASTRAR', exact: true }).click();
    await expect(page.getByText('Informe uma senha válida')).toBeVisible();
    await expectAccessible(page);
    // the spec's minimum of 3 is 8 here, and a common password is refused before any request (issue 22)
    await page.getByLabel('Senha').fill('abc');
    await page.getByLabel('Senha').blur();
    await expect(page.getByText('A senha deve ter no mínimo 8 dígitos')).toBeVisible();
    await page.getByLabel('Senha').fill('brasil123');
    await page.getByLabel('Senha').blur();
    await expect(page.getByText('Essa senha é muito comum ou já apareceu em vazamentos. Escolha outra.')).toBeVisible();
    await expect(page.getByText('Senha fraca')).toBeVisible();
    await createAccount(page, newEmail('pf'), errors);
  });

  test('the old address /customer/register still leads to the registration', async ({ page }) => {
    const response = await page.goto('/customer/register');
    expect(response?.url()).toMatch(/\/customer$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cadastro — Etapa 1 de 3: Informações Pessoais');
  });

  test('a new shopper registers as pessoa jurídica with an alphanumeric CNPJ', async ({ page }) => {
    await page.goto('/customer');
    await page.getByRole('radio', { name: 'Pessoa Jurídica' }).check();
    await page.getByLabel('Razão social').fill('Comercial Horizonte Ltda');
    await page.getByLabel('Nome fantasia').fill('Horizonte');
    const cnpj = newAlphanumericCnpj();
    // typed in lower case, shown in upper case with the CNPJ mask
    await page.getByLabel('CNPJ').pressSequentially(cnpj.toLowerCase());
    await expect(page.getByLabel('CNPJ')).toHaveValue(`${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`);
    await page.getByLabel('Responsável').fill('Ana Lima');
    await page.getByLabel('Telefone ou Celular').pressSequentially('1133334444');
    await page.getByRole('button', { name: 'PRÓXIMO' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cadastro — Etapa 2 de 3: Endereço');
    await fillAddress(page);
    await createAccount(page, newEmail('pj'));
  });

  test('the personal-data page saves a change', async ({ page }) => {
    // a customer made through the API, as the wizard would send it
    const email = newEmail('edit');
    await registerThroughApi(page, { name: 'Paulo Mendes', email, password: 'segredo123' });

    await page.goto('/customer/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'Dados Cadastrais' })).toBeVisible();
    await expect(page.locator('jet-customer-data').getByLabel('E-mail')).toHaveValue(email);
    await expect(page.locator('jet-customer-data').getByLabel('E-mail')).toHaveAttribute('readonly', '');
    await expectAccessible(page);
    const name = page.getByLabel('Nome completo');
    await name.fill('Paulo Mendes Souza');
    await page.getByRole('tabpanel', { name: 'Informações Pessoais' }).getByRole('button', { name: 'SALVAR' }).click();
    await expect(page.getByText('Dados cadastrais alterados com sucesso.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Nome completo')).toHaveValue('Paulo Mendes Souza');
  });

  test('a guest buyer signed in by access code finishes the registration; a bad link goes to the login', async ({ page }) => {
    await page.goto('/customer/finishregistration');
    await page.waitForURL('**/customer/login?v=1');

    // João (seeded without a password) identifies himself and enters the code from the outbox
    await page.goto('/customer');
    // the page's own session calls finish first: a late one carrying the visitor's cookie would clear
    // the session the access code is about to create (the server clears an unknown session cookie)
    await page.waitForLoadState('networkidle');
    const post = async (path: string, request: string, json: unknown) =>
      page.request.post(path, { headers: { 'X-XSRF-TOKEN': await xsrfToken(page) }, data: { request, params: null, json } });
    const email = 'joao@example.com';
    const identified = await post('/api/identification', 'identification', { identifier: email, type: 'email', tokenRecaptcha: 'offline:FirstAccess' });
    expect(await identified.json()).toMatchObject({ next: 'code-sent' });
    // the newest e-mail to João (the outbox lists the newest first), and the code in it
    const outbox = await (await page.request.get('/demo/outbox')).text();
    const mail = outbox.split('<li class="outbox__mail"').find((item) => item.includes(`</strong> ${email} `)) ?? '';
    const code = /(?<![\w-])(\d{6})(?![\w-])/.exec(mail.split('<pre>')[1] ?? '')?.[1];
    expect(code).toBeTruthy();
    expect(await (await post('/api', 'validateAccessKey', { code, email, tokenRecaptcha: 'offline:FirstAccess' })).json()).toEqual({ valid: true });
    expect((await post('/api/verifyAccessKeyEmail', 'verifyAccessKeyEmail', { email })).ok()).toBe(true);

    await page.goto(`/customer/finishregistration/${email}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finalize seu cadastro — Etapa 1 de 3: Informações Pessoais');
    await expect(page.getByLabel('Nome completo')).not.toHaveValue('');
    await page.getByRole('button', { name: 'PRÓXIMO' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finalize seu cadastro — Etapa 2 de 3: Endereço');
    if (!(await page.getByLabel('CEP').inputValue())) {
      await page.getByLabel('CEP').pressSequentially('01310100');
      await expect(page.getByLabel('Cidade', { exact: true })).toHaveValue('São Paulo');
      await page.getByLabel('Número').pressSequentially('10');
    }
    await page.getByRole('button', { name: 'PRÓXIMO' }).click();
    await expect(page.locator('jet-customer-register').getByLabel('E-mail')).toHaveValue(email);
    await expect(page.locator('jet-customer-register').getByLabel('E-mail')).toHaveAttribute('readonly', '');
    await page.getByLabel('Senha').fill('segredo123');
    for (const box of await page.getByRole('checkbox', { name: /Li e aceito/ }).all()) await box.check();
    await page.getByRole('button', { name: 'CADASTRAR', exact: true }).click();
    await page.waitForURL('**/customer', { timeout: 5000 });
    expect(await loginStatus(page)).toMatchObject({ authenticated: true, hasPassword: true });
  });
});
