import { expect, test, type Page, type Request } from '@playwright/test';
import { findProduct, registerThroughApi, xsrfToken } from './helpers';

/**
 * Credit card at checkout (issue 25), on a phone (412 px), against the offline sandbox gateway: declined and
 * insufficient funds keep the cart and the form (the CVV cleared) with the reason; an approved card places the
 * order as 'Aprovado'; a card in the issuer's review (4000 0000 0000 9235) places it 'Pagamento em análise', and the
 * demo's bank approving it turns the confirmation to 'Aprovado' without a reload. The card-data test records EVERY request of a card checkout (URL, headers, body) and
 * proves none holds the card's number, CVV or expiry: the card is tokenised in the browser.
 */

const CARD = { cvv: '739', expiry: '1131' };
const CPF = '52998224725';

/** A fresh customer (signed in, an address at 01310-100) with one product in the cart and a shipping chosen. */
async function shopperWithCart(page: Page): Promise<{ name: string }> {
  await registerThroughApi(page, { name: 'Carla Cartão', email: `cartao.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@exemplo.com.br`, password: 'segredo-do-cartao' });
  const product = await findProduct(page, (p) => p.idTypeProduct === 1 && !p.flagExhausted && p.stock >= 20 && p.availableReferences.length === 0 && !/Leve|Kit/i.test(p.name));
  // the listing's products carry their id (the helper's type names only what other tests read)
  const id = (product as unknown as { idProduct: number }).idProduct;
  const headers = { 'X-XSRF-TOKEN': await xsrfToken(page) };
  const post = async (request: string, json: unknown) => {
    const answer = await page.request.post('/api', { headers, data: { request, params: null, json } });
    expect(answer.ok(), `${request}: ${await answer.text()}`).toBe(true);
    return answer.json();
  };
  await post('addProductToCart', { idProduct: id, idSku: null, quantity: 1, isRecurrent: false });
  const options = (await post('getShippingOptions', { postcode: '01310100' })) as Array<{ shippingMode: { idShippingMode: number } }>;
  await post('setShippingCookie', { postcode: '01310100', idShippingMode: options[0]!.shippingMode.idShippingMode });
  return { name: product.name };
}

async function fillCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Dados do cartão de crédito' });
  await form.getByLabel('Número do cartão').pressSequentially(number);
  await form.getByLabel('Nome impresso no cartão').fill('CARLA CARTAO');
  await form.getByLabel('Validade (MM/AA)').pressSequentially(CARD.expiry);
  await form.getByLabel('CVV').pressSequentially(CARD.cvv);
  await form.getByLabel('CPF do titular do cartão').pressSequentially(CPF);
}

test('a declined card and one without funds say why, keep the cart and the form (CVV cleared), and place nothing', async ({ page }) => {
  const { name } = await shopperWithCart(page);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
  await fillCard(page, '4000000000000002');
  await expect(page.getByText('Bandeira: Visa')).toBeVisible();
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  await expect(page.getByText('Pagamento recusado pelo emissor do cartão.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  const form = page.getByRole('form', { name: 'Dados do cartão de crédito' });
  await expect(form.getByLabel('Número do cartão')).toHaveValue('4000 0000 0000 0002');
  await expect(form.getByLabel('Validade (MM/AA)')).toHaveValue('11/31');
  await expect(form.getByLabel('CVV')).toHaveValue('');

  // another card, without funds
  await form.getByLabel('Número do cartão').fill('');
  await form.getByLabel('Número do cartão').pressSequentially('4000000000009995');
  await form.getByLabel('CVV').pressSequentially(CARD.cvv);
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  await expect(page.getByText('Saldo insuficiente no cartão.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('region', { name: /Resumo/ }).getByText(name)).toBeVisible();
  // nothing was ordered: the order list has none
  const orders = await page.request.post('/api', { headers: { 'X-XSRF-TOKEN': await xsrfToken(page) }, data: { request: 'getOrders', params: 'page=1&pageSize=10', json: null } });
  expect((await orders.json()).orderSimples).toEqual([]);
});

test('an approved card places the order as Aprovado, and no request of the whole checkout holds the card’s number, CVV or expiry', async ({ page }) => {
  await shopperWithCart(page);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  // Chromium does not report the body of a fetch made from a Request object (ky's way), so the page's own
  // fetch, XHR and beacons hand every body they send to the test as well, on every page of the journey
  const bodies: string[] = [];
  await page.exposeFunction('recordSentBody', (text: string) => void bodies.push(text));
  await page.addInitScript(() => {
    const record = (window as unknown as { recordSentBody: (text: string) => Promise<void> }).recordSentBody;
    const sendFetch = window.fetch.bind(window);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      await record(`${request.url}\n${await request.clone().text()}`);
      return sendFetch(request);
    };
    const sendXhr = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function send(body?: Document | XMLHttpRequestBodyInit | null) {
      void record(String(body ?? ''));
      return sendXhr.call(this, body);
    };
    const beacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
      void record(`${String(url)}\n${typeof data === 'string' ? data : ''}`);
      return beacon(url, data);
    };
  });
  const scripts: string[] = [];
  page.on('response', (response) => {
    // every module, imported or preloaded (<link rel=modulepreload> requests are not of type 'script')
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.url());
  });
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: 'Cartão de crédito' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // the card form, the forms kit, imask and the tokeniser load only when card is chosen
  const before = scripts.length;
  expect(scripts.filter((url) => /card-form|forms-lib|imask|tokenizer/.test(url))).toEqual([]);
  await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
  await fillCard(page, '4111111111111111');
  await expect(page.getByText('Bandeira: Visa')).toBeVisible();
  await page.getByRole('combobox', { name: 'Parcelas' }).selectOption('3');
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  // the requests are checked first: a leak is reported as a leak even when the order then fails
  const placed = await page.waitForURL(/\/checkout\/confirmacao\?pedido=\d+$/, { timeout: 10_000 }).then(() => true, () => false);

  // every request: its URL, every header (cookies included) and its body
  const texts = await Promise.all(
    requests.map(async (request) => [request.url(), JSON.stringify(await request.allHeaders()), request.postData() ?? ''].join('\n')),
  );
  texts.push(...bodies);
  // the order's own body is among them (the recording sees what is sent)
  expect(bodies.some((text) => text.includes('/api/checkout/order') && text.includes('"paymentMethod":"card"') && text.includes('"token":"sandbox_'))).toBe(true);
  const decoded = (text: string) =>
    [text, decodeURIComponent(text.replace(/%(?![0-9A-Fa-f]{2})/g, '%25')), ...[...text.matchAll(/[A-Za-z0-9_-]{16,}/g)].map(([run]) => Buffer.from(run, 'base64url').toString('latin1'))].join('\n');
  const number = /4\D?1\D?1\D?1\D?1\D?1\D?1\D?1\D?1\D?1\D?1\D?1/; // the first 12 digits, with or without separators
  const cvv = /(?<![0-9A-Za-z])739(?![0-9A-Za-z])/;
  const expiry = /(?<![0-9A-Za-z])(11\s*\/\s*31|11\s*-\s*31|1131|11\/2031|2031)(?![0-9A-Za-z])/;
  for (const text of texts.map(decoded)) {
    expect(text, 'the card number').not.toMatch(number);
    expect(text, 'the CVV').not.toMatch(cvv);
    expect(text, 'the expiry').not.toMatch(expiry);
    expect(text.toLowerCase(), 'a card field by name').not.toMatch(/"(cardnumber|number|cvv|cvc|securitycode|expiry|expiration\w*)"\s*:/);
  }

  // and the order: approved at once, in 3 installments
  expect(placed).toBe(true);
  await expect(page.getByText('Aprovado').first()).toBeVisible();
  await expect(page.getByText(/3x de R\$/).first()).toBeVisible();
  expect(scripts.slice(before).some((url) => /card-form/.test(url))).toBe(true);
});

test("a card in the issuer's review places the order as 'Pagamento em análise', and its approval shows without a reload", async ({ page, context }) => {
  await shopperWithCart(page);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
  await fillCard(page, '4000000000009235');
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  await page.waitForURL(/\/checkout\/confirmacao\?pedido=\d+$/, { timeout: 10_000 });
  const idOrder = Number(new URL(page.url()).searchParams.get('pedido'));
  const confirmation = page.locator('jet-order-confirmation');
  await expect(confirmation.getByRole('heading', { name: 'Pagamento em análise' })).toBeVisible();
  await expect(confirmation.getByText(/^A operadora do cartão está analisando o pagamento\./)).toBeVisible();
  await page.evaluate(() => Object.assign(window, { __samePage: true }));

  // the demo's bank approves it through the sandbox's signed notice
  const bank = await context.newPage();
  await bank.goto('/demo/pagamentos');
  await bank.getByRole('listitem').filter({ has: bank.getByRole('heading', { name: `Pedido #${idOrder}` }) }).getByRole('button', { name: 'Pagar' }).click();
  await expect(bank.getByRole('status')).toHaveText(`Pedido #${idOrder}: pagamento aprovado.`);
  await bank.close();

  await expect(confirmation.getByText('Pagamento confirmado.')).toBeVisible({ timeout: 12_000 });
  await expect(confirmation.getByText('Aprovado', { exact: true })).toBeVisible();
  await expect(confirmation.getByRole('heading', { name: 'Pagamento em análise' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});
