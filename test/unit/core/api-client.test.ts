import { describe, expect, it } from 'vitest';
import { call, toQueryString } from '../../../src/api/client';
import { configure } from '../../../src/api/config';
import { ApiError } from '../../../src/api/errors';
import { company } from '../../fixtures/api-data';
import { fakeApi, Reply } from '../../fixtures/fake-api';

describe('the API client', () => {
  it('posts the envelope with the request name, params and json', async () => {
    const api = fakeApi({ getBrands: () => [] });
    await call('brands', { params: { onlyFeatured: true } });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({ name: 'getBrands', params: 'onlyFeatured=true', json: null });
    expect(new URL(api.calls[0]!.url).pathname).toBe('/api');
  });

  it('sends own-path operations to {apiBase}/{path} with the same envelope', async () => {
    const api = fakeApi({ login: () => ({ data: { authenticated: true } }) });
    await call('login', { json: { username: 'a@b.com', password: 'x', tokenRecaptcha: '' } });
    expect(new URL(api.calls[0]!.url).pathname).toBe('/api/login');
    expect(api.calls[0]!.json).toEqual({ username: 'a@b.com', password: 'x', tokenRecaptcha: '' });
  });

  it('carries X-XSRF-TOKEN from the XSRF-TOKEN cookie on requests to relative URLs', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D123; path=/';
    const api = fakeApi({ getCompany: () => company });
    await call('company');
    expect(api.calls[0]!.headers.get('X-XSRF-TOKEN')).toBe('abc=123');
  });

  it('never sends the token to another origin', async () => {
    document.cookie = 'XSRF-TOKEN=secret; path=/';
    configure({ apiBase: 'https://other.example/api' });
    const api = fakeApi({ getCompany: () => company });
    await call('company');
    expect(api.calls[0]!.url).toBe('https://other.example/api');
    expect(api.calls[0]!.headers.get('X-XSRF-TOKEN')).toBeNull();
  });

  it('throws ApiError with the server text, code and status', async () => {
    fakeApi({ getCompany: () => new Reply(409, { error: 'Já cadastrado [Err 045]', code: 'Err 045' }) });
    const error = await call('company').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Já cadastrado [Err 045]', status: 409, code: 'Err 045' });
    expect((error as ApiError).hasCode('Err 045')).toBe(true);
  });

  it('turns a network failure into a pt-BR message', async () => {
    fakeApi({
      getCompany: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await call('company').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: expect.stringContaining('conexão') });
  });

  it('uses the names a store platform remaps through configure()', async () => {
    configure({ apiBase: '/loja/api/', operations: { company: { request: 'ObterEmpresa' } } });
    const api = fakeApi({ ObterEmpresa: () => company });
    await expect(call('company')).resolves.toEqual(company);
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
    fakeApi({ getCompany: () => new Promise(() => {}) });
    const controller = new AbortController();
    const pending = call('company', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ code: 'ABORTED', status: 0 });
  });
});
