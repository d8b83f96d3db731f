import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { SocialCredential } from '../../src/api/operations';
import { brasilApi, postcodesFromEnv, viaCep } from '../../server/adapters/postcodes';
import { offlineRecaptcha } from '../../server/adapters/recaptcha';
import type { SocialIdentity } from '../../server/adapters/social';
import { createRepositories } from '../../server/repositories';
import { customerDataService, type SocialLinker } from '../../server/services/customer-data';
import { serverForThisFile } from './helpers';

/** A fetch that answers `body` with `status`, recording the URLs asked for (no network). */
function fakeFetch(status: number, body: unknown) {
  const urls: string[] = [];
  const fn = vi.fn(async (url: string | URL | Request) => {
    urls.push(String(url));
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fn as unknown as typeof fetch, urls };
}

describe('ViaCEP adapter', () => {
  it('maps logradouro, bairro, localidade and uf', async () => {
    const { fetch, urls } = fakeFetch(200, { cep: '01310-100', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' });
    expect(await viaCep({ fetch }).find('01310100')).toEqual({ streetAddress: 'Avenida Paulista', neighbourhood: 'Bela Vista', city: 'São Paulo', state: 'SP' });
    expect(urls).toEqual(['https://viacep.com.br/ws/01310100/json/']);
  });

  it('answers null for { erro: true }, a failed status, bad JSON, a body without city or state, and a network error', async () => {
    expect(await viaCep(fakeFetch(200, { erro: true })).find('99999999')).toBeNull();
    expect(await viaCep(fakeFetch(500, {})).find('01310100')).toBeNull();
    expect(await viaCep(fakeFetch(200, '<html>')).find('01310100')).toBeNull();
    expect(await viaCep(fakeFetch(200, { logradouro: 'Rua', uf: 'ZZ', localidade: 'X' })).find('01310100')).toBeNull();
    const failing = vi.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(await viaCep({ fetch: failing }).find('01310100')).toBeNull();
  });

  it('gives up after its timeout', async () => {
    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as unknown as typeof fetch;
    const started = Date.now();
    expect(await viaCep({ fetch: hanging, timeoutMs: 50 }).find('01310100')).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('BrasilAPI adapter', () => {
  it('maps street, neighborhood, city and state', async () => {
    const { fetch, urls } = fakeFetch(200, { cep: '20040020', street: 'Praça Floriano', neighborhood: 'Centro', city: 'Rio de Janeiro', state: 'RJ', service: 'viacep' });
    expect(await brasilApi({ fetch }).find('20040020')).toEqual({ streetAddress: 'Praça Floriano', neighbourhood: 'Centro', city: 'Rio de Janeiro', state: 'RJ' });
    expect(urls).toEqual(['https://brasilapi.com.br/api/cep/v1/20040020']);
  });

  it('answers null for its 404 and for a network error', async () => {
    expect(await brasilApi(fakeFetch(404, { name: 'CepPromiseError', message: 'Todos os serviços de CEP retornaram erro.' })).find('99999999')).toBeNull();
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(await brasilApi({ fetch: failing }).find('01310100')).toBeNull();
  });
});

describe('the lookup POSTCODE_PROVIDER picks', () => {
  it('is the offline table unless viacep or brasilapi is named', async () => {
    const repo = { find: vi.fn(async () => ({ streetAddress: 'Avenida Paulista', neighbourhood: 'Bela Vista', city: 'São Paulo', state: 'SP' })) };
    expect(await postcodesFromEnv(repo, {}).find('01310100')).toMatchObject({ city: 'São Paulo' });
    expect(await postcodesFromEnv(repo, { POSTCODE_PROVIDER: 'outro' }).find('01310100')).toMatchObject({ city: 'São Paulo' });
    expect(repo.find).toHaveBeenCalledTimes(2);
  });
});

describe('registration with a social credential (the verifier injected)', () => {
  const handle = serverForThisFile();
  const identity: SocialIdentity = { provider: 'Google', subject: 'offline-google|bia@example.com', email: 'bia@example.com', name: 'Bia Torres' };
  const credential: SocialCredential = { appName: 'Google', appId: 'offline-google', credential: 'x.offline', nameCustomer: 'Bia Torres', emailCustomer: 'bia@example.com' };
  const data = (email: string, cpf: string) => ({
    email,
    typeCustomer: '0',
    name: 'Bia Torres',
    cpf_cnpj: cpf,
    dateBirth: '01/01/1990',
    phone: { phone1: '11987654321', phone2: '' },
    address: { zipCode: '01310100', streetAddress: 'Avenida Paulista', number: '10', complement: '', neighbourhood: 'Bela Vista', city: 'São Paulo', state: 'SP' },
    password: 'abc',
    termAccepted: true,
    policyPrivacyVersion: '2',
    emailInfoCategory: [],
    tokenRecaptcha: 'offline:Register',
    social: credential,
  });

  it('links the verified identity to the new customer', async () => {
    const linked: Array<[number, SocialIdentity]> = [];
    const social: SocialLinker = {
      verify: vi.fn(async () => identity),
      link: async (id, who) => void linked.push([id, who]),
    };
    const service = customerDataService(createRepositories(handle.server.database.db), { recaptcha: offlineRecaptcha, social });
    const created = await service.register(data('bia@example.com', '39053344705'), '127.0.0.1');
    expect(social.verify).toHaveBeenCalledWith(credential);
    expect(linked).toEqual([[created.id, identity]]);
  });

  it('refuses a credential the provider does not confirm, and creates nothing', async () => {
    const social: SocialLinker = { verify: async () => null, link: vi.fn(async () => {}) };
    const service = customerDataService(createRepositories(handle.server.database.db), { recaptcha: offlineRecaptcha, social });
    await expect(service.register(data('bia2@example.com', '15350946056'), '127.0.0.1')).rejects.toMatchObject({
      statusCode: 400,
      message: 'Não foi possível confirmar o seu login social. Entre novamente pela rede social ou cadastre-se sem ela.',
    });
    expect(social.link).not.toHaveBeenCalled();
    expect(await handle.rows(sql`select id from customers where email = 'bia2@example.com'`)).toEqual([]);
  });
});
