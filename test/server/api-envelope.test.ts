import { describe, expect, it } from 'vitest';
import type { Brand, CompanySettings } from '../../src/api/operations';
import { serverForThisFile, TestClient } from './helpers';

const { server } = serverForThisFile();

const XSRF_ERROR = { error: 'Requisição recusada por segurança. Recarregue a página e tente novamente.', code: 'XSRF' };

describe('anti-forgery (XSRF double submit)', () => {
  it('sets a readable XSRF-TOKEN cookie on the first response', async () => {
    const client = new TestClient(server.app);
    const response = await client.get('/api/ping');
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
  });

  it('sets no cookie on static files (images, the theme’s assets, the built library)', async () => {
    const client = new TestClient(server.app);
    const image = await client.get('/img/logo.svg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['set-cookie']).toBeUndefined();
    const asset = await client.get('/assets/theme.css');
    expect(asset.headers['set-cookie']).toBeUndefined();
    // a page still hands the token to its scripts
    expect((await client.get('/')).cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeDefined();
  });

  it('does not set the cookie again when the request carries it', async () => {
    const client = new TestClient(server.app);
    await client.get('/api/ping');
    const second = await client.get('/api/ping');
    expect(second.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('refuses a POST without the X-XSRF-TOKEN header with 403 and a pt-BR message', async () => {
    const client = new TestClient(server.app);
    await client.get('/api/ping');
    const response = await client.post('/api', { request: 'getCompany' }, { xsrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(XSRF_ERROR);
  });

  it('refuses a POST whose header does not match the cookie', async () => {
    const client = new TestClient(server.app);
    await client.get('/api/ping');
    const response = await client.post('/api', { request: 'getCompany' }, { xsrf: 'forjado' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(XSRF_ERROR);
  });

  it('refuses a POST with a header but no cookie', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'x-xsrf-token': 'abc', 'content-type': 'application/json' },
      payload: { request: 'getCompany' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts a POST whose header matches the cookie', async () => {
    const client = new TestClient(server.app);
    const response = await client.call('getCompany');
    expect(response.statusCode).toBe(200);
  });

  it('also guards the own-path operations', async () => {
    const client = new TestClient(server.app);
    await client.get('/api/ping');
    const response = await client.post('/api/logout', { request: 'logout', json: null }, { xsrf: false });
    expect(response.statusCode).toBe(403);
  });
});

describe('the POST /api envelope', () => {
  it('answers an unknown request name with 400 "Operação desconhecida."', async () => {
    const response = await new TestClient(server.app).call('getUnicorns');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Operação desconhecida.' });
  });

  it('answers malformed JSON with 400 in pt-BR, not 500', async () => {
    const response = await new TestClient(server.app).post('/api', '{"request": "getCompany",', { raw: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'O corpo da requisição não é um JSON válido.', code: 'INVALID_JSON' });
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await new TestClient(server.app).post('/api', '', { raw: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBeTypeOf('string');
  });

  it('answers a body without request, or with params of the wrong type, with 400', async () => {
    const client = new TestClient(server.app);
    for (const body of [{}, { params: 'a=1' }, { request: 'getBrands', params: { onlyFeatured: true } }, [], 'texto']) {
      const response = await client.post('/api', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ error: 'Dados da requisição inválidos.', code: 'INVALID_INPUT' });
    }
  });

  it('refuses control characters in params or json with 400, and keeps tabs and line breaks', async () => {
    const client = new TestClient(server.app);
    for (const [params, json] of [
      ['n=a%01b', null],
      ['word=a%7Fb&qtdRegister=5', null],
      ['n=a\u0008b', null],
      [null, { name: 'Ana\u001b', email: 'ana@example.com', phone: '11987654321', message: 'x', items: [] }],
    ] as const) {
      const response = await client.call(params ? 'getProductsBySearch' : 'sendQuote', params, json);
      expect(response.statusCode, String(params ?? JSON.stringify(json))).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/^(Parâmetros|Dados) da requisição inválidos\.$/);
    }
    expect((await client.call('getProductsBySearch', 'n=sof%C3%A1%0Aazul')).statusCode).toBe(200);
  });

  it('answers a body that is not JSON with 415 in pt-BR', async () => {
    const response = await new TestClient(server.app).post('/api', 'request=getCompany', {
      raw: true,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatch(/JSON/);
  });

  it('marks answers as not cacheable', async () => {
    const response = await new TestClient(server.app).call('getCompany');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown API path with 404 JSON', async () => {
    const response = await new TestClient(server.app).post('/api/nada', { request: 'x' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Endereço não encontrado.', code: 'NOT_FOUND' });
  });
});

describe('getCompany', () => {
  it('answers the company settings of the seeded store', async () => {
    const response = await new TestClient(server.app).call('getCompany');
    const company = response.json<CompanySettings>();
    expect(company).toMatchObject({
      nameStore: 'Jet Store',
      phoneContact: '1140028922',
      logo: '/img/logo.svg',
      theme: 'default',
      sortDefault: 'V',
      orderBy: 'asc',
      usePurchaseFacilitator: 'S',
      quantityItemsPage: 12,
      infiniteScrolling: false,
      viewProductFiltersUrl: false,
      showInstallmentAtListsAndDetail: true,
      showProductAvaliationStars: true,
      quantityProductsToShowAtShowcase: 8,
      statusGTM: false,
    });
    expect(company.fantasyName).toBeTruthy();
    expect(company.privacyPolicy.statusPolicyPrivacy).toBe(true);
    expect(company.privacyPolicy.policyPrivacy).toContain('Política de Privacidade');
    expect(company.privacyPolicy).toMatchObject({ policyPrivacyVersion: '2', modifiedDate: expect.any(String) });
    expect(company.privacyPolicy.alertText).toContain('[linkPolitica]');
    expect(company).toMatchObject({ statusB2B: false, termToAccept: true, pixDiscountPercent: 5 });
    expect(Object.keys(company).sort()).toEqual(
      [
        'nameStore', 'fantasyName', 'phoneContact', 'logo', 'theme', 'sortDefault', 'orderBy', 'usePurchaseFacilitator',
        'quantityItemsPage', 'infiniteScrolling', 'viewProductFiltersUrl', 'showInstallmentAtListsAndDetail',
        'showProductAvaliationStars', 'quantityProductsToShowAtShowcase', 'complementText', 'statusGTM', 'gtm', 'idPixel',
        'privacyPolicy', 'statusB2B', 'termToAccept', 'termToAcceptText', 'pixDiscountPercent',
      ].sort(),
    );
  });
});

describe('getBrands', () => {
  it('answers every brand ordered by name', async () => {
    const brands = (await new TestClient(server.app).call('getBrands')).json<Brand[]>();
    expect(brands.length).toBeGreaterThanOrEqual(12);
    const names = brands.map((b) => b.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(brands[0]).toEqual({
      idBrand: expect.any(Number),
      name: expect.any(String),
      logo: expect.stringMatching(/^\/img\/brands\/\d+\.svg$/),
      urlFriendly: expect.stringMatching(/^[a-z0-9-]+$/),
      title: expect.any(String),
      metaDescription: expect.any(String),
      featured: expect.any(Boolean),
    });
  });

  it('answers only the featured brands with onlyFeatured=true', async () => {
    const client = new TestClient(server.app);
    const all = (await client.call('getBrands')).json<Brand[]>();
    const featured = (await client.call('getBrands', 'onlyFeatured=true')).json<Brand[]>();
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThan(all.length);
    expect(featured.every((b) => b.featured)).toBe(true);
    expect(featured.map((b) => b.idBrand)).toEqual(all.filter((b) => b.featured).map((b) => b.idBrand));
  });

  it('answers every brand with onlyFeatured=false', async () => {
    const client = new TestClient(server.app);
    const all = (await client.call('getBrands')).json<Brand[]>();
    expect((await client.call('getBrands', 'onlyFeatured=false')).json()).toEqual(all);
  });
});

describe('getCartCount', () => {
  it('answers 0 for a visitor without a session, and creates no session', async () => {
    const client = new TestClient(server.app);
    const response = await client.call('getCartCount');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ quantity: 0, removedProducts: [] });
    expect(client.cookies.has('jet_session')).toBe(false);
  });
});
