import { describe, expect, it, vi } from 'vitest';
import { call, TIMEOUT_MS, toQueryString } from '../../../src/api/client';
import { configure } from '../../../src/api/config';
import { ApiError } from '../../../src/api/errors';
import { mediaUrl } from '../../../src/api/media';
import { company, signedIn } from '../../fixtures/api-data';
import { fakeApi, Reply } from '../../fixtures/mock-api';

const signUp = { idEmailInfo: null, name: '', email: 'a@b.com', emailInfoCategory: [], gender: '' };

describe('the API client', () => {
  it('posts the envelope with the request name, params and json', async () => {
    const api = fakeApi({ brands: () => [] });
    await call('brands', { params: { onlyFeatured: true } });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({ operation: 'brands', request: 'getBrands', params: 'onlyFeatured=true', json: null });
    expect(new URL(api.calls[0]!.url).pathname).toBe('/api');
  });

  it('sends own-path operations to {apiBase}/{path} with the same envelope', async () => {
    const api = fakeApi({ login: () => ({ data: signedIn }) });
    await call('login', { json: { username: 'a@b.com', password: 'x', tokenRecaptcha: '' } });
    expect(new URL(api.calls[0]!.url).pathname).toBe('/api/login');
    expect(api.calls[0]).toMatchObject({ operation: 'login', request: 'login' });
    expect(api.calls[0]!.json).toEqual({ username: 'a@b.com', password: 'x', tokenRecaptcha: '' });
  });

  it('carries X-XSRF-TOKEN from the XSRF-TOKEN cookie on requests to relative URLs', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D123; path=/';
    const api = fakeApi({ company: () => company });
    await call('company');
    expect(api.calls[0]!.headers.get('X-XSRF-TOKEN')).toBe('abc=123');
  });

  it('sends a write once more with the new token when the session rotated while it was on its way', async () => {
    document.cookie = 'XSRF-TOKEN=old; path=/';
    let attempt = 0;
    const api = fakeApi({
      newsletterRegister: () => {
        attempt += 1;
        if (attempt > 1) return { ok: true };
        document.cookie = 'XSRF-TOKEN=new; path=/'; // a sign-in answer arrived meanwhile
        return { fail: 'Requisição recusada.', status: 403, code: 'XSRF' };
      },
    });
    await expect(call('newsletterRegister', { json: signUp })).resolves.toEqual({ ok: true });
    expect(api.calls.map((c) => c.headers.get('X-XSRF-TOKEN'))).toEqual(['old', 'new']);
  });

  it('waits for one token before the first calls when it has none: concurrent calls share one GET {apiBase}/xsrf and carry its token', async () => {
    const api = fakeApi({ company: () => company, cartCount: () => ({ quantity: 0, removedProducts: [] }), brands: () => [] });
    api.xsrfToken = 'primed.token';
    await Promise.all([call('company'), call('cartCount'), call('brands')]);
    expect(api.tokenRequests).toEqual([`${location.origin}/api/xsrf`]);
    expect(api.calls.map((c) => c.headers.get('X-XSRF-TOKEN'))).toEqual(['primed.token', 'primed.token', 'primed.token']);
    await call('company'); // known now: no second priming
    expect(api.tokenRequests).toHaveLength(1);
  });

  it('asks for no token when the page already has the cookie (a page the store server sent)', async () => {
    document.cookie = 'XSRF-TOKEN=from-page.cookie; path=/';
    const api = fakeApi({ company: () => company });
    await call('company');
    expect(api.tokenRequests).toEqual([]);
    expect(api.calls[0]!.headers.get('X-XSRF-TOKEN')).toBe('from-page.cookie');
  });

  it('goes on without a token on a platform with no /xsrf: the refusal brings one, the call is sent once more', async () => {
    let attempt = 0;
    const api = fakeApi({
      company: () => {
        attempt += 1;
        if (attempt > 1) return company;
        document.cookie = 'XSRF-TOKEN=fresh; path=/'; // the 403 of a page the store server did not send
        return { fail: 'Requisição recusada.', status: 403, code: 'XSRF' };
      },
    });
    api.xsrfToken = null;
    await expect(call('company')).resolves.toEqual(company);
    expect(api.calls.map((c) => c.headers.get('X-XSRF-TOKEN'))).toEqual([null, 'fresh']);
  });

  it('does not send again a call refused with the token the cookie still holds, nor one refused for another reason', async () => {
    document.cookie = 'XSRF-TOKEN=same; path=/';
    const refused = fakeApi({ newsletterRegister: () => ({ fail: 'Requisição recusada.', status: 403, code: 'XSRF' }) });
    refused.xsrfToken = 'same'; // the API still holds the token the call carried
    await expect(call('newsletterRegister', { json: signUp })).rejects.toMatchObject({ status: 403, code: 'XSRF' });
    expect(refused.calls).toHaveLength(1);

    const denied = fakeApi({
      newsletterRegister: () => {
        document.cookie = 'XSRF-TOKEN=other; path=/';
        return { fail: 'Acesso negado.', status: 403, code: 'FORBIDDEN' };
      },
    });
    await expect(call('newsletterRegister', { json: signUp })).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(denied.calls).toHaveLength(1);
  });

  it('never sends this site’s token to an API on another origin', async () => {
    document.cookie = 'XSRF-TOKEN=secret; path=/';
    const api = fakeApi({ company: () => company });
    configure({ apiBase: 'https://other.example/api' });
    await call('company');
    expect(api.calls[0]!.url).toBe('https://other.example/api');
    expect(api.calls[0]!.headers.get('X-XSRF-TOKEN')).not.toBe('secret');
  });

  it('talks to an API on another origin with cookies and the token that origin delivered, never to a third origin', async () => {
    const credentials = () => vi.mocked(fetch).mock.calls.map(([input, init]) => new Request(input, init).credentials);
    const api = fakeApi({ company: () => company, cartCount: () => ({ quantity: 0, removedProducts: [] }) });
    api.xsrfToken = 'loja.token';
    configure({ apiBase: 'https://api.loja.example/api' }); // starts the priming at once
    await Promise.all([call('company'), call('cartCount')]);
    expect(api.tokenRequests).toEqual(['https://api.loja.example/api/xsrf']);
    expect(api.calls.map((c) => c.headers.get('X-XSRF-TOKEN'))).toEqual(['loja.token', 'loja.token']);
    expect(credentials()).toEqual(['include', 'include', 'include']);

    // another API: its own token, never the first one's
    api.xsrfToken = 'outra.token';
    configure({ apiBase: 'https://outra.example/api' });
    await call('company');
    expect(api.calls.at(-1)!.headers.get('X-XSRF-TOKEN')).toBe('outra.token');
  });

  it('takes a token rotated in an answer’s header for the next calls to that API (a sign-in on another origin)', async () => {
    const api = fakeApi({
      login: () => new Reply(200, { data: signedIn }),
      company: () => company,
    });
    api.xsrfToken = 'visitor.token';
    configure({ apiBase: 'https://api.loja.example/api' });
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      const response = await api.fetch(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (!url.endsWith('/login')) return response;
      return new Response(await response.text(), { status: 200, headers: { 'content-type': 'application/json', 'x-xsrf-token': 'customer.token' } });
    });
    await call('login', { json: { username: 'a@b.com', password: 'x', tokenRecaptcha: '' } });
    await call('company');
    expect(api.calls.map((c) => c.headers.get('X-XSRF-TOKEN'))).toEqual(['visitor.token', 'customer.token']);
  });

  it('asks the API again when a refusal brings no newer token (another tab signed in), and sends the call once more', async () => {
    let attempt = 0;
    const api = fakeApi({
      newsletterRegister: () => {
        attempt += 1;
        if (attempt > 1) return { ok: true };
        api.xsrfToken = 'other-tab.token'; // the session's token changed elsewhere
        return { fail: 'Requisição recusada.', status: 403, code: 'XSRF' };
      },
    });
    api.xsrfToken = 'stale.token';
    configure({ apiBase: 'https://api.loja.example/api' });
    await expect(call('newsletterRegister', { json: signUp })).resolves.toEqual({ ok: true });
    expect(api.calls.map((c) => c.headers.get('X-XSRF-TOKEN'))).toEqual(['stale.token', 'other-tab.token']);
    expect(api.tokenRequests).toHaveLength(2);
  });

  it('sends cookies to its own site only when the API is on this origin', async () => {
    fakeApi({ company: () => company });
    await call('company');
    const credentials = vi.mocked(fetch).mock.calls.map(([input, init]) => new Request(input, init).credentials);
    expect(credentials).toEqual(['same-origin', 'same-origin']); // the priming and the call
  });

  it('loads the images an API on another origin answers with root-relative addresses from that API’s host', () => {
    expect(mediaUrl('/img/products/1/1.svg')).toBe('/img/products/1/1.svg');
    fakeApi();
    configure({ apiBase: 'https://api.loja.example/api' });
    expect(mediaUrl('/img/products/1/1.svg')).toBe('https://api.loja.example/img/products/1/1.svg');
    expect(mediaUrl('https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp');
    expect(mediaUrl('//cdn.example/a.webp')).toBe('//cdn.example/a.webp');
    expect(mediaUrl(null)).toBeNull();
  });

  it('throws ApiError with the server text, code and status', async () => {
    fakeApi({ company: () => ({ fail: 'Já cadastrado [Err 045]', status: 409, code: 'Err 045' }) });
    const error = await call('company').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Já cadastrado [Err 045]', status: 409, code: 'Err 045' });
    expect((error as ApiError).hasCode('Err 045')).toBe(true);
  });

  it('turns a network failure into a pt-BR message', async () => {
    fakeApi({
      company: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await call('company').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: expect.stringContaining('conexão') });
  });

  it('uses the names a store platform remaps through configure()', async () => {
    const api = fakeApi({ company: () => company });
    configure({ apiBase: '/loja/api/', operations: { company: { request: 'ObterEmpresa' } } });
    await expect(call('company')).resolves.toEqual(company);
    expect(api.calls[0]).toMatchObject({ operation: 'company', request: 'ObterEmpresa' });
    expect(new URL(api.calls[0]!.url).pathname).toBe('/loja/api');
  });

  it('builds query strings without empty values and repeats array keys', () => {
    expect(toQueryString({ page: 2, brand: '', ids: [1, 2], none: undefined })).toBe('page=2&ids=1&ids=2');
    expect(toQueryString('a=1')).toBe('a=1');
    expect(toQueryString(undefined)).toBeNull();
  });
});

describe('the API client when a call is cut short', () => {
  it('marks a call its caller aborted with the code ABORTED', async () => {
    fakeApi({ company: () => new Promise(() => {}) });
    const controller = new AbortController();
    const pending = call('company', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ code: 'ABORTED', status: 0 });
  });
});

describe('the API client: retries and the timeout', () => {
  it('tries a read again after a network failure or a busy gateway, up to three times in all', async () => {
    let tries = 0;
    const api = fakeApi({
      company: () => {
        tries += 1;
        if (tries === 1) throw new TypeError('Failed to fetch');
        if (tries === 2) return { fail: 'Indisponível', status: 503 };
        return company;
      },
    });
    await expect(call('company')).resolves.toEqual(company);
    expect(api.count('company')).toBe(3);
  });

  it('gives up on a read after three tries with the pt-BR connection message', async () => {
    const api = fakeApi({
      company: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(call('company')).rejects.toMatchObject({ status: 0, message: expect.stringContaining('conexão') });
    expect(api.count('company')).toBe(3);
  });

  it('never repeats a write, whatever the failure', async () => {
    const api = fakeApi({ addToCart: () => ({ fail: 'Tente novamente.', status: 503 }) });
    await expect(call('addToCart', { json: { idProduct: 1, idSku: null, quantity: 1, isRecurrent: false } })).rejects.toMatchObject({
      status: 503,
      message: 'Tente novamente.',
    });
    expect(api.count('addToCart')).toBe(1);
  });

  it('does not repeat a read the server refused (4xx)', async () => {
    const api = fakeApi({ productDetail: () => ({ fail: 'Produto não encontrado.', status: 404, code: 'NOT_FOUND' }) });
    await expect(call('productDetail', { params: { textLink: 'x' } })).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(api.count('productDetail')).toBe(1);
  });

  it('stops waiting after the timeout and says so in pt-BR', async () => {
    vi.useFakeTimers();
    fakeApi({ alertMe: () => new Promise(() => {}) });
    const pending = call('alertMe', { json: { name: 'A', email: 'a@b.com', phone: '', idProduct: 1, idSku: null, nameProduct: 'X' } }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS + 10);
    expect(await pending).toMatchObject({ code: 'TIMEOUT', status: 0, message: 'A loja demorou para responder. Tente novamente em instantes.' });
  });

  it('reads a 200 that is not JSON as an unexpected error, not a crash', async () => {
    fakeApi({ company: new Reply(200, '<html>oops</html>', 'text/html') });
    await expect(call('company')).rejects.toMatchObject({ status: 0, message: 'Ocorreu um erro inesperado. Tente novamente.' });
  });
});
