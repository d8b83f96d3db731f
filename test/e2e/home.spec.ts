import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { apiCalls, recordApiCalls, recordErrors, scrollThrough, signIn, xsrfToken } from './helpers';

test.describe('the demo home', () => {
  test('shows the header widgets and the brands filled from the database, with no error', async ({ page }) => {
    const errors = recordErrors(page);
    await page.goto('/');
    await expect(page.getByRole('img', { name: /Jet Store/ })).toBeVisible();
    await expect(page.getByRole('link', { name: '(11) 4002-8922' })).toHaveAttribute('href', 'tel:+551140028922');
    await expect(page.getByRole('link', { name: 'Entre ou cadastre-se' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Carrinho: 0 itens' })).toBeVisible();

    // the brands sit at the end of the home, marked loading="lazy": they render as the shopper gets there
    await scrollThrough(page);
    const brands = page.getByRole('region', { name: 'Compre pela Marca' });
    await expect(brands.getByRole('link', { name: 'Ver todos' })).toBeVisible();
    await expect(brands.getByRole('listitem').first()).toBeVisible();
    const firstBrand = brands.getByRole('listitem').first().getByRole('link');
    await expect(firstBrand).toHaveAttribute('href', /^\/[a-z0-9-]+\/m$/);
    await brands.scrollIntoViewIfNeeded();
    await expect(brands.getByRole('img').first()).toHaveJSProperty('complete', true);
    expect(errors).toEqual([]);
  });

  test('asks for the company data once however many widgets need it', async ({ page }) => {
    await recordApiCalls(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: '(11) 4002-8922' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Jet Store/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const calls = await apiCalls(page);
    expect(calls.filter((name) => name === 'getCompany')).toHaveLength(1);
    expect(calls.filter((name) => name === 'getLoginStatus')).toHaveLength(1);
  });

  test('fetches a widget chunk only for the tags on the page', async ({ page }) => {
    const scripts: string[] = [];
    // every module, imported or preloaded (the server names a page's first chunks in <link rel=modulepreload>,
    // whose requests are not of type 'script')
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) scripts.push(pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Entre ou cadastre-se' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const chunkNames = () => scripts.map((path) => path.replace(/^.*\/chunks\/(.+?)(\.element)?-[\w-]{8}\.js$/, '$1'));
    // The header's five tags and the panels' listeners ride in the core; the home's other tags have
    // their own chunk, and the lightning offers and brands (loading="lazy", below the first screen)
    // wait until scrolled near.
    const widgets = ['core', 'banner', 'showcase'];
    expect([...new Set(chunkNames().filter((name) => [...widgets, 'lightning-offers', 'brands'].includes(name)))].sort()).toEqual([...widgets].sort());
    // No form code before the shopper scrolls: the only form of the home is the footer's newsletter.
    expect(chunkNames()).not.toContain('forms-lib');
    await scrollThrough(page);
    const chunks = chunkNames();
    expect(chunks).toContain('brands');
    expect(chunks).toContain('lightning-offers');
    // Tags that are not on the home are never fetched.
    for (const absent of ['product-list', 'product-detail', 'breadcrumb', 'product-card']) expect(chunks).not.toContain(absent);
    // The newsletter's form brings its own fields only; the panels' forms wait until a panel opens.
    expect(chunks).toContain('newsletter-form');
    for (const absent of ['address-fields', 'address-book-fields', 'radio-group-field', 'select-field', 'masked-field']) expect(chunks).not.toContain(absent);
  });

  test('refuses a state-changing request without the anti-forgery header', async ({ page }) => {
    await page.goto('/');
    const refused = await page.request.post('/api', { data: { request: 'getCompany', params: null, json: null } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error).toMatch(/segurança/);

    const accepted = await page.request.post('/api', {
      headers: { 'X-XSRF-TOKEN': await xsrfToken(page) },
      data: { request: 'getCompany', params: null, json: null },
    });
    expect(accepted.status()).toBe(200);
    expect((await accepted.json()).nameStore).toBe('Jet Store');
  });

  test('greets the customer by first name after signing in, and logs out', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Entre ou cadastre-se' })).toBeVisible();
    const login = await signIn(page, 'maria@example.com', 'Senha@123');
    expect(login.status()).toBe(200);

    await page.goto('/');
    const greeting = page.getByRole('button', { name: 'Olá, Maria' });
    await expect(greeting).toBeVisible();
    await greeting.click();
    await expect(page.getByRole('link', { name: 'Meus pedidos' })).toBeVisible();
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page.getByRole('link', { name: 'Entre ou cadastre-se' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Entre ou cadastre-se' })).toBeVisible();
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Entre ou cadastre-se' })).toBeVisible();
    await scrollThrough(page);
    await expect(page.getByRole('region', { name: 'Compre pela Marca' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
});

test('an unknown address shows the store 404 page with its header', async ({ page }) => {
  const response = await page.goto('/uma-pagina-que-nao-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Entre ou cadastre-se' })).toBeVisible();
});
