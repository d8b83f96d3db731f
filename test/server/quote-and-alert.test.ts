import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AlertMeInput, QuoteInput } from '../../src/api/operations';
import { queryRows } from '../../server/db/client';
import { serverForThisFile, TestClient } from './helpers';

const { server } = serverForThisFile();

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.database.db, query);

async function onRequestProduct() {
  const [row] = await rows<{ id: number; sku_id: number }>(sql`
    select p.id, min(s.id) as sku_id from products p join skus s on s.product_id = p.id
    where p.id_type_product = 3 and p.active group by p.id order by p.id limit 1`);
  return { id: row!.id, skuId: Number(row!.sku_id) };
}

const quote = (overrides: Partial<QuoteInput> = {}, product = { idProduct: 1, idProductGrid: null as number | null }): QuoteInput => ({
  name: 'Maria da Silva',
  email: 'Maria.Orcamento@Example.com',
  phone: '(11) 98765-4321',
  message: 'Preciso de 10 unidades para a empresa.',
  products: [product],
  ...overrides,
});

describe('sendQuote', () => {
  it('stores the request with its products; the customer comes from the session', async () => {
    const product = await onRequestProduct();
    const client = new TestClient(server.app);
    const response = await client.call('sendQuote', null, quote({ idCustomer: 1 }, { idProduct: product.id, idProductGrid: product.skuId }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const [stored] = await rows<{ id: number; customer_id: number | null; email: string; phone: string; product_id: number; sku_id: number }>(sql`
      select q.id, q.customer_id, q.email, q.phone, i.product_id, i.sku_id from quote_requests q join quote_items i on i.quote_id = q.id
      order by q.id desc limit 1`);
    // idCustomer 1 was sent by an anonymous visitor: ignored.
    expect(stored).toMatchObject({ customer_id: null, email: 'maria.orcamento@example.com', phone: '11987654321', product_id: product.id, sku_id: product.skuId });

    const customer = new TestClient(server.app);
    expect((await customer.post('/api/login', { request: 'login', json: { username: 'maria@example.com', password: 'Senha@123', tokenRecaptcha: 'offline:Login' } })).statusCode).toBe(200);
    expect((await customer.call('sendQuote', null, quote({ idCustomer: 999 }, { idProduct: product.id, idProductGrid: null }))).statusCode).toBe(200);
    const [last] = await rows<{ customer_id: number | null; sku_id: number | null }>(sql`
      select q.customer_id, i.sku_id from quote_requests q join quote_items i on i.quote_id = q.id order by q.id desc limit 1`);
    expect(last).toEqual({ customer_id: 1, sku_id: null });
  });

  it('answers 400 with the field message for bad input', async () => {
    const product = await onRequestProduct();
    const client = new TestClient(server.app);
    const item = { idProduct: product.id, idProductGrid: null };
    const cases: Array<[Partial<QuoteInput>, string]> = [
      [{ name: '  ' }, 'Nome: Campo Obrigatório'],
      [{ email: '' }, 'E-mail: Campo Obrigatório'],
      [{ email: 'maria@' }, 'E-mail: E-mail Inválido'],
      [{ phone: '' }, 'Telefone ou Celular: Campo Obrigatório'],
      [{ phone: '(20) 98765-4321' }, 'Telefone ou Celular: Informe um Telefone Válido'],
      [{ phone: '1234' }, 'Telefone ou Celular: Informe um Telefone Válido'],
      [{ message: '' }, 'Mensagem: Campo Obrigatório'],
      [{ products: [] }, 'Informe ao menos um produto para o orçamento.'],
      [{ products: [{ idProduct: 99_999_999, idProductGrid: null }] }, 'Produto não encontrado.'],
    ];
    for (const [overrides, error] of cases) {
      const response = await client.call('sendQuote', null, quote(overrides, item));
      expect(response.statusCode, error).toBe(400);
      expect(response.json()).toEqual({ error, code: 'INVALID_INPUT' });
    }
    const [foreign] = await rows<{ id: number }>(sql`select id from skus where product_id <> ${product.id} order by id limit 1`);
    const wrongSku = await client.call('sendQuote', null, quote({}, { idProduct: product.id, idProductGrid: foreign!.id }));
    expect(wrongSku.statusCode).toBe(400);
    for (const json of [null, [], { ...quote({}, item), products: 'x' }, { ...quote({}, item), products: [{ idProduct: 'abc' }] }]) {
      expect((await client.call('sendQuote', null, json)).statusCode).toBe(400);
    }
  });
});

describe('registerAlertMe', () => {
  async function soldOutSku() {
    const [row] = await rows<{ product_id: number; sku_id: number; name: string }>(sql`
      select p.id as product_id, s.id as sku_id, p.name from products p join skus s on s.product_id = p.id
      where s.stock = 0 and p.active order by p.id, s.id limit 1`);
    return row!;
  }
  const alert = (target: { product_id: number; sku_id: number | null; name: string }, overrides: Partial<AlertMeInput> = {}): AlertMeInput => ({
    name: 'Ana Beatriz',
    email: 'ana.alerta@example.com',
    phone: '31991234567',
    idProduct: target.product_id,
    idSku: target.sku_id,
    nameProduct: target.name,
    ...overrides,
  });

  it('registers once; the same e-mail (any case), product and SKU again is 409 [Err 045]', async () => {
    const target = await soldOutSku();
    const client = new TestClient(server.app);
    const first = await client.call('registerAlertMe', null, alert(target));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    const duplicate = await client.call('registerAlertMe', null, alert(target, { email: ' ANA.Alerta@Example.com ' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ error: 'Este e-mail já está cadastrado para notificação deste produto. [Err 045]', code: 'Err 045' });
    // Without a SKU is another registration, and so is another e-mail; both are then duplicates too.
    expect((await client.call('registerAlertMe', null, alert({ ...target, sku_id: null }))).statusCode).toBe(200);
    expect((await client.call('registerAlertMe', null, alert({ ...target, sku_id: null }))).statusCode).toBe(409);
    expect((await client.call('registerAlertMe', null, alert(target, { email: 'outra@example.com' }))).statusCode).toBe(200);
    const stored = await rows<{ email: string; phone: string }>(sql`select email, phone from stock_alerts where product_id = ${target.product_id} order by id`);
    expect(stored).toEqual([
      { email: 'ana.alerta@example.com', phone: '31991234567' },
      { email: 'ana.alerta@example.com', phone: '31991234567' },
      { email: 'outra@example.com', phone: '31991234567' },
    ]);
  });

  it('answers 400 with the field message, 400 for a SKU of another product and 404 for an unknown product', async () => {
    const target = await soldOutSku();
    const client = new TestClient(server.app);
    const cases: Array<[Partial<AlertMeInput>, string]> = [
      [{ name: '' }, 'Nome: Campo Obrigatório'],
      [{ email: '' }, 'E-mail: Campo Obrigatório'],
      [{ email: 'ana@@example.com' }, 'E-mail: E-mail Inválido'],
      [{ phone: '' }, 'Telefone ou Celular: Campo Obrigatório'],
      [{ phone: '(11) 1234-5678' }, 'Telefone ou Celular: Informe um Telefone Válido'],
    ];
    for (const [overrides, error] of cases) {
      const response = await client.call('registerAlertMe', null, alert(target, overrides));
      expect(response.statusCode, error).toBe(400);
      expect(response.json()).toEqual({ error, code: 'INVALID_INPUT' });
    }
    const [foreign] = await rows<{ id: number }>(sql`select id from skus where product_id <> ${target.product_id} order by id limit 1`);
    const wrongSku = await client.call('registerAlertMe', null, alert(target, { idSku: foreign!.id }));
    expect(wrongSku.statusCode).toBe(400);
    expect(wrongSku.json().error).toBe('A variação escolhida não pertence a este produto.');
    const unknown = await client.call('registerAlertMe', null, alert(target, { idProduct: 99_999_999, idSku: null }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Produto não encontrado.', code: 'NOT_FOUND' });
    expect((await client.call('registerAlertMe', null, { ...alert(target), idProduct: 'x' })).statusCode).toBe(400);
    expect((await client.call('registerAlertMe', null, null)).statusCode).toBe(400);
  });
});
