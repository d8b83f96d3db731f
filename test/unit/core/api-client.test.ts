import { describe, expect, it, vi } from 'vitest';
import { call, TIMEOUT_MS, toQueryString } from '../../../src/api/client';
import { configure } from '../../../src/api/config';
import { ApiError } from '../../../src/api/errors';
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

  it('goes on after a first call made without any token: the refusal brings one, the call is sent once more', async () => {
    document.cookie = 'XSRF-TOKEN=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    let attempt = 0;
    const api = fakeApi({
      company: () => {
        attempt += 1;
        if (attempt > 1) return company;
        document.cookie = 'XSRF-TOKEN=fresh; path=/'; // the 403 of a page the store server did not send
        return { fail: 'Requisição recusada.', status: 403, code: 'XSRF' };
      },
    });
    await expect(call('company')).resolves.toEqual(company);
    expect(api.calls.map((c) => c.headers.get('X-XSRF-TOKEN'))).toEqual([null, 'fresh']);
  });

  it('does not send again a call refused with the token the cookie still holds, nor one refused for another reason', async () => {
    document.cookie = 'XSRF-TOKEN=same; path=/';
    const refused = fakeApi({ newsletterRegister: () => ({ fail: 'Requisição recusada.', status: 403, code: 'XSRF' }) });
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

  it('never sends the token to another origin', async () => {
    document.cookie = 'XSRF-TOKEN=secret; path=/';
    configure({ apiBase: 'https://other.example/api' });
    const api = fakeApi({ company: () => company });
    await call('company');
    expect(api.calls[0]!.url).toBe('https://other.example/api');
    expect(api.calls[0]!.headers.get('X-XSRF-TOKEN')).toBeNull();
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
    configure({ apiBase: '/loja/api/', operations: { company: { request: 'ObterEmpresa' } } });
    const api = fakeApi({ company: () => company });
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
