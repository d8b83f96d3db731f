/**
 * Fields and calls of customer-area §3 and §7 the contract lacked: the address's externalId, the order
 * history's filters, and POST /api/verifyLogin.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Address, LoginStatusAnswer, OrderHistoryAnswer } from '../../src/api/operations';
import { login } from './cart-helpers';
import { serverForThisFile, TestClient } from './helpers';

const handle = serverForThisFile({ limits: { account: null } });
const visitor = () => new TestClient(handle.server.app);

async function as(email: string): Promise<TestClient> {
  const client = visitor();
  expect((await login(client, email)).statusCode).toBe(200);
  return client;
}

const addressesOf = async (client: TestClient) => (await client.call('getClientAddresses')).json<Address[]>();

describe("the address's externalId", () => {
  it('is in every address of the answer: the id the store\'s systems gave, or null', async () => {
    expect((await addressesOf(await as('maria@example.com'))).map((a) => a.externalId)).toEqual([null, null]);
    expect((await addressesOf(await as('contato@empresa.example.com'))).map((a) => a.externalId)).toEqual(['ERP-000318']);
  });

  it("is never taken from the shopper's form: an edit keeps it, an add sent with one gets none", async () => {
    const company = await as('contato@empresa.example.com');
    const [office] = await addressesOf(company);
    const { idAddress, default: _d, billing: _b, country: _c, externalId: _e, ...fields } = office!;
    const edited = await company.post('/api/createAlterClientAddress', {
      request: 'saveAddress',
      json: { ...fields, idAddress, complement: 'Conj 102', externalId: 'FORJADO' },
    });
    expect(edited.statusCode).toBe(200);
    const added = await company.post('/api/createAlterClientAddress', {
      request: 'saveAddress',
      json: { ...fields, identification: 'Filial', externalId: 'FORJADO' },
    });
    expect(added.statusCode).toBe(200);
    const after = await addressesOf(company);
    expect(after.map((a) => [a.identification, a.complement, a.externalId])).toEqual([
      ['Sede', 'Conj 102', 'ERP-000318'],
      ['Filial', 'Conj 101', null],
    ]);
    await handle.rows(sql`delete from addresses where customer_id = 2 and id <> ${idAddress}`);
  });
});

describe("the order history's filters", () => {
  it('answers no filter (idOrder null) for a page of the history', async () => {
    const maria = await as('maria@example.com');
    const answer = (await maria.call('getOrders', 'page=1&pageSize=10')).json<OrderHistoryAnswer>();
    expect(answer.filters).toEqual({ idOrder: null });
    expect(answer.orderSimples).toHaveLength(10);
  });

  it('answers only the order asked for by idOrder, and says so in filters', async () => {
    const maria = await as('maria@example.com');
    const answer = (await maria.call('getOrders', 'page=1&pageSize=10&idOrder=1022')).json<OrderHistoryAnswer>();
    expect(answer.filters).toEqual({ idOrder: 1022 });
    expect(answer.orderSimples.map((o) => [o.idOrder, o.nameStatus])).toEqual([[1022, 'Aprovado']]);
    expect(answer.settings).toEqual({ pageNumber: 1, pageSize: 10, pageCount: 1, totalItemCount: 1 });
  });

  it("finds no order of another customer by its number (Ana's #1025 for Maria)", async () => {
    const maria = await as('maria@example.com');
    const answer = (await maria.call('getOrders', 'page=1&pageSize=10&idOrder=1025')).json<OrderHistoryAnswer>();
    expect(answer).toEqual({
      orderSimples: [],
      settings: { pageNumber: 1, pageSize: 10, pageCount: 0, totalItemCount: 0 },
      filters: { idOrder: 1025 },
    });
  });

  it.each(['0', '-3', 'abc', '1.5', '1e3', '9999999999'])('refuses idOrder=%s with a 400 in pt-BR', async (idOrder) => {
    const maria = await as('maria@example.com');
    const response = await maria.call('getOrders', `page=1&pageSize=10&idOrder=${idOrder}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Parâmetros da requisição inválidos.' });
  });
});

describe('POST /api/verifyLogin', () => {
  const verify = (client: TestClient, json: unknown = null) => client.post('/api/verifyLogin', { request: 'verifyLogin', json });

  it("answers the caller's own login status: anonymous for a visitor (200, not 401), the customer once signed in", async () => {
    const client = visitor();
    const anonymous = await verify(client);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ data: { authenticated: false, hasPassword: false, idCustomer: null, name: null } });
    expect((await login(client, 'maria@example.com')).statusCode).toBe(200);
    expect((await verify(client)).json<LoginStatusAnswer>()).toEqual({ data: { authenticated: true, hasPassword: true, idCustomer: 1, name: 'Maria da Silva' } });
  });

  it('takes no identifier: any payload is a 400 that tells nothing about the account it names', async () => {
    const client = visitor();
    const known = await verify(client, { username: 'maria@example.com' });
    const unknown = await verify(client, { username: 'ninguem@example.com' });
    for (const response of [known, unknown, await verify(client, 'maria@example.com'), await verify(client, [1])]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Dados da requisição inválidos.', code: 'INVALID_INPUT' });
    }
    expect(known.body).toBe(unknown.body);
  });

  it('needs the anti-forgery token, like every POST', async () => {
    const response = await visitor().post('/api/verifyLogin', { request: 'verifyLogin', json: null }, { xsrf: false });
    expect(response.statusCode).toBe(403);
  });
});
