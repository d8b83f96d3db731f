import { describe, expect, it } from 'vitest';
import { call } from '../../../src/api/client';
import { configure } from '../../../src/api/config';
import { company } from '../../fixtures/api-data';
import { fakeApi, mockApi, resolveOperation } from '../../fixtures/mock-api';

const post = (url: string, envelope: object) => new Request(url, { method: 'POST', body: JSON.stringify(envelope) });

describe('the mock API shared by tests and stories', () => {
  it('resolves an envelope to its operation through the catalogue, own paths and remaps included', () => {
    expect(resolveOperation('http://localhost/api', { request: 'getCartContents' })).toBe('cartContents');
    expect(resolveOperation('http://localhost/api/login', { request: 'login' })).toBe('login');
    // an own-path operation posted to the base, or an unknown name, is no operation
    expect(resolveOperation('http://localhost/api', { request: 'login' })).toBeUndefined();
    expect(resolveOperation('http://localhost/api', { request: 'getNothing' })).toBeUndefined();
    fakeApi(); // configure() asks the new API for its token: the fake answers
    configure({ apiBase: '/loja/api', operations: { company: { request: 'ObterEmpresa' }, logout: { path: 'sair' } } });
    expect(resolveOperation('http://localhost/loja/api', { request: 'ObterEmpresa' })).toBe('company');
    expect(resolveOperation('http://localhost/loja/api', { request: 'getCompany' })).toBeUndefined();
    expect(resolveOperation('http://localhost/loja/api/sair', { request: 'logout' })).toBe('logout');
  });

  it('answers values, failures with their code, and raw replies', async () => {
    const api = mockApi({ company, alertMe: { fail: 'Já cadastrado.', status: 409, code: 'Err 045' } });
    const ok = await api.respond(post('http://localhost/api', { request: 'getCompany', params: null, json: null }));
    expect([ok.status, await ok.json()]).toEqual([200, company]);
    const failed = await api.respond(post('http://localhost/api', { request: 'registerAlertMe', params: null, json: {} }));
    expect([failed.status, await failed.json()]).toEqual([409, { error: 'Já cadastrado.', code: 'Err 045' }]);
    expect(api.calls.map((c) => [c.operation, c.request])).toEqual([
      ['company', 'getCompany'],
      ['alertMe', 'registerAlertMe'],
    ]);
  });

  it('answers 400 like the server to an unknown request and to an operation it has no answer for', async () => {
    const api = mockApi({});
    for (const request of ['getNothing', 'getBrands']) {
      const response = await api.respond(post('http://localhost/api', { request, params: null, json: null }));
      expect([response.status, await response.json()]).toEqual([400, { error: 'Operação desconhecida.' }]);
    }
    expect(api.count('brands')).toBe(1);
  });

  it("is the unit tests' fetch: the latest fake API answers, by operation", async () => {
    const first = fakeApi({ company });
    await call('company');
    const second = fakeApi({ company: () => ({ ...company, nameStore: 'Outra' }) });
    await expect(call('company')).resolves.toMatchObject({ nameStore: 'Outra' });
    expect([first.count('company'), second.count('company')]).toEqual([1, 1]);
  });
});
