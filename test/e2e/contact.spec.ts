import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiCalls, apiEnvelopes, framesRendered, recordApiCalls, recordErrors } from './helpers';

/** The contact page's form: every field by its label, inside the widget (the header has a search box). */
const form = (page: Page) => page.locator('jet-contact');

const FIELDS: Array<[label: string, message: string]> = [
  ['Nome', 'Informe seu Nome'],
  ['E-mail', 'Informe o Email'],
  ['Telefone ou Celular', 'Informe o Telefone'],
  ['Estado', 'Selecione o Estado'],
  ['Cidade', 'Informe a Cidade'],
  ['Descrição', 'Selecione a Descrição'],
  ['Assunto', 'Informe o assunto'],
  ['Mensagem', 'Campo Obrigatório'],
];

async function open(page: Page) {
  await page.goto('/fale-conosco');
  await expect(page.getByRole('heading', { level: 1, name: 'Fale Conosco' })).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'Trilha de navegação' });
  await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(trail.locator('[aria-current="page"]')).toHaveText('Fale Conosco');
  // the topics come from the server
  await expect(form(page).getByLabel('Descrição')).toBeEnabled();
  await expect(form(page).getByLabel('Descrição').locator('option', { hasText: 'Trocas e devoluções' })).toHaveCount(1);
}

async function fill(page: Page, subject: string) {
  const contact = form(page);
  await contact.getByLabel('Nome').fill('Maria da Silva');
  await contact.getByLabel('E-mail').fill('maria.contato@example.com');
  // typed, as a shopper does (paste is blocked): the mask formats it
  await contact.getByLabel('Telefone ou Celular').pressSequentially('19987654321');
  await expect(contact.getByLabel('Telefone ou Celular')).toHaveValue('(19) 98765-4321');
  await contact.getByLabel('Estado').selectOption('SP');
  await contact.getByLabel('Cidade').fill('Campinas');
  await contact.getByLabel('Descrição').selectOption({ label: 'Trocas e devoluções' });
  await contact.getByLabel('Assunto').fill(subject);
  await contact.getByLabel('Mensagem').fill('Gostaria de trocar a camiseta do pedido 1024 por uma M.');
}

test('an invalid submit marks every field with its message and sends nothing', async ({ page }) => {
  const errors = recordErrors(page);
  await recordApiCalls(page);
  await open(page);
  await form(page).getByRole('button', { name: 'Enviar' }).click();
  for (const [label, message] of FIELDS) {
    const control = form(page).getByLabel(label, { exact: true });
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription(message);
  }
  await expect(form(page).getByLabel('Nome')).toBeFocused();
  expect(await apiCalls(page)).not.toContain('sendContact');
  expect(errors).toEqual([]);
});

test('a valid message is sent, the form resets, and the store receives it by e-mail', async ({ page }) => {
  const errors = recordErrors(page);
  await recordApiCalls(page);
  await open(page);
  const subject = `Troca de tamanho ${Date.now()}`;
  await fill(page, subject);
  const verify = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/recaptcha');
  await form(page).getByRole('button', { name: 'Enviar' }).click();
  expect(await (await verify).json()).toEqual({ success: true });
  await expect(form(page).getByRole('status')).toHaveText(/Formulário enviado com sucesso/);
  // the §7 flow: credentials, then the offline token verified at /api/recaptcha, then the message with it
  const calls = await apiCalls(page);
  const order = ['getRecaptchaCredentials', 'recaptchaVerify', 'sendContact'].map((name) => calls.indexOf(name));
  expect(order.every((index) => index >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  const envelopes = (await apiEnvelopes(page)).map((text) => JSON.parse(text) as { request: string; json: Record<string, unknown> });
  expect(envelopes.find((e) => e.request === 'recaptchaVerify')!.json).toEqual({ response: 'offline:Contact', action: 'Contact' });
  expect(envelopes.find((e) => e.request === 'sendContact')!.json).toMatchObject({ tokenRecaptcha: 'offline:Contact', state: 'SP', contactTopic: { idContactTopic: 3 } });
  // reset: state and topic back to 'Selecione', the texts empty
  await expect(form(page).getByLabel('Nome')).toHaveValue('');
  await expect(form(page).getByLabel('Telefone ou Celular')).toHaveValue('');
  await expect(form(page).getByLabel('Estado')).toHaveValue('');
  await expect(form(page).getByLabel('Descrição')).toHaveValue('');
  await expect(form(page).getByLabel('Mensagem')).toHaveValue('');

  expect(errors).toEqual([]);

  await page.goto('/demo/outbox');
  const mail = page.locator('li').filter({ hasText: `Fale Conosco: ${subject}` }).first();
  await expect(mail).toBeVisible();
  await expect(mail).toContainText('trocas@jetstore.example');
});

test('a failed send says so with the code and keeps everything typed', async ({ page }) => {
  await page.route('**/api', async (route) => {
    const body = route.request().postDataJSON() as { request?: string } | null;
    if (body?.request !== 'sendContact') return route.continue();
    return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Erro interno.', code: 'Err 500' }) });
  });
  await open(page);
  await fill(page, 'Pedido atrasado');
  await form(page).getByRole('button', { name: 'Enviar' }).click();
  await expect(form(page).getByRole('alert')).toContainText('Erro ao enviar formulário [Err 500]');
  await expect(form(page).getByLabel('Nome')).toHaveValue('Maria da Silva');
  await expect(form(page).getByLabel('Telefone ou Celular')).toHaveValue('(19) 98765-4321');
  await expect(form(page).getByLabel('Estado')).toHaveValue('SP');
  await expect(form(page).getByLabel('Descrição')).toHaveValue('3');
  await expect(form(page).getByLabel('Assunto')).toHaveValue('Pedido atrasado');
  await expect(form(page).getByRole('button', { name: 'Enviar' })).toBeEnabled();
});

for (const width of [320, 412, 1280]) {
  test(`the page fits ${width} px without spilling sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page);
    await form(page).getByRole('button', { name: 'Enviar' }).click();
    await expect(form(page).getByLabel('Nome')).toHaveAttribute('aria-invalid', 'true');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('axe finds no violation on the page, empty or with every field marked', async ({ page }) => {
  await open(page);
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
  await form(page).getByRole('button', { name: 'Enviar' }).click();
  await expect(form(page).getByLabel('Mensagem')).toHaveAttribute('aria-invalid', 'true');
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
});

for (const width of [320, 412]) {
  test(`at ${width} px the aside 'Outros canais de atendimento' keeps its place while the form loads`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript(() => {
      // a slow phone: React's first render of the form comes well after its element is defined
      const define = customElements.define.bind(customElements);
      customElements.define = (name, constructor, options) => {
        if (name === 'jet-contact') {
          const connected = constructor.prototype.connectedCallback as () => void;
          constructor.prototype.connectedCallback = function (this: HTMLElement) {
            setTimeout(() => connected.call(this), 400);
          };
        }
        define(name, constructor, options);
      };
      const w = window as unknown as { asideTops: number[]; shift: number; sampled: boolean };
      w.asideTops = [];
      w.shift = 0;
      w.sampled = false;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) w.shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      const sample = () => {
        const aside = document.querySelector('.contact-layout__aside');
        if (aside) w.asideTops.push(aside.getBoundingClientRect().top + scrollY);
        if (!document.querySelector('.jet-contact[data-state="ready"]') || w.asideTops.length < 2) requestAnimationFrame(sample);
        else w.sampled = true;
      };
      requestAnimationFrame(sample);
    });
    await page.goto('/fale-conosco');
    await expect(form(page).getByLabel('Descrição')).toBeEnabled();
    // the sampling saw the form ready, and the frames since have reported their shifts
    await page.waitForFunction(() => (window as unknown as { sampled: boolean }).sampled);
    await framesRendered(page);
    const { asideTops, shift } = await page.evaluate(() => {
      const w = window as unknown as { asideTops: number[]; shift: number };
      return { asideTops: w.asideTops, shift: w.shift };
    });
    const final = await page.locator('.contact-layout__aside').evaluate((aside) => aside.getBoundingClientRect().top + scrollY);
    expect(asideTops.length).toBeGreaterThan(1);
    // at the first paint where it is, after the form rendered; in between at most the topics' loading line
    expect(Math.abs(asideTops[0]! - final)).toBeLessThanOrEqual(1);
    for (const top of asideTops) expect(Math.abs(top - final)).toBeLessThanOrEqual(24);
    expect(shift).toBeLessThan(0.02);
  });
}
