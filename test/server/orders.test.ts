/**
 * The customer's orders through HTTP (customer-area §3, §4, §7, §8): history pages, details, attachments
 * released by the status, files, the digital list, store credit, the exchange service, the digital flag.
 * The data is server/db/seed-orders.ts: Maria's 24 orders (#1001–#1024) and Ana's #1025.
 */
import { unzipSync } from 'fflate';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  DigitalProductsAnswer,
  FileAnswer,
  OrderAttachmentGroup,
  OrderDetails,
  OrderHistoryAnswer,
  StoreCreditAnswer,
} from '../../src/api/operations/orders.types';
import { SEED_FILES } from '../../server/db/seed-orders';
import { login } from './cart-helpers';
import { serverForThisFile, TestClient } from './helpers';

const file = serverForThisFile();

async function as(email: string): Promise<TestClient> {
  const client = new TestClient(file.server.app);
  expect((await login(client, email)).statusCode).toBe(200);
  return client;
}
const visitor = () => new TestClient(file.server.app);
const bytes = (answer: FileAnswer) => new Uint8Array(Buffer.from(answer.base64, 'base64'));

describe('orders (history)', () => {
  it('pages Maria\'s 24 orders ten at a time, newest first, with the status of the §4 rule', async () => {
    const maria = await as('maria@example.com');
    const first = (await maria.call('getOrders', 'page=1&pageSize=10')).json<OrderHistoryAnswer>();
    expect(first.settings).toEqual({ pageNumber: 1, pageSize: 10, pageCount: 3, totalItemCount: 24 });
    expect(first.orderSimples).toHaveLength(10);
    const dates = first.orderSimples.map((o) => Date.parse(o.dateOrder));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(first.orderSimples[0]).toMatchObject({ idOrder: 1024, nameStatus: 'Novo', namePaymentMethodGateway: 'Pix' });
    const third = (await maria.call('getOrders', 'page=3&pageSize=10')).json<OrderHistoryAnswer>();
    expect(third.orderSimples.map((o) => o.idOrder)).toEqual([1004, 1003, 1002, 1001]);
    const all = (await maria.call('getOrders', 'page=1&pageSize=2000')).json<OrderHistoryAnswer>();
    expect(all.orderSimples).toHaveLength(24);
    expect(all.settings.pageCount).toBe(1);
    const status = Object.fromEntries(all.orderSimples.map((o) => [o.idOrder, o.nameStatus]));
    expect(status).toMatchObject({ 1022: 'Aprovado', 1020: 'Cancelado', 1019: 'Pagamento não realizado', 1015: 'Em aprovação', 1018: 'Enviado', 1016: 'Entregue' });
    // #1009's last entry has no date: the latest dated one counts
    expect(status[1009]).toBe('Aprovado');
    expect(all.orderSimples.some((o) => o.idOrder === 1025)).toBe(false);
  });

  it('answers an empty page past the end and an empty history for a customer without orders', async () => {
    const maria = await as('maria@example.com');
    const past = (await maria.call('getOrders', 'page=4&pageSize=10')).json<OrderHistoryAnswer>();
    expect(past.orderSimples).toEqual([]);
    const company = await as('contato@empresa.example.com');
    expect((await company.call('getOrders', 'page=1&pageSize=10')).json<OrderHistoryAnswer>()).toEqual({
      orderSimples: [],
      settings: { pageNumber: 1, pageSize: 10, pageCount: 0, totalItemCount: 0 },
      filters: { idOrder: null },
    });
  });

  it('refuses bad pages with a 400 in pt-BR, never a 500', async () => {
    const maria = await as('maria@example.com');
    for (const params of ['page=0&pageSize=10', 'page=-1&pageSize=10', 'page=1&pageSize=0', 'page=1&pageSize=2001', 'page=abc&pageSize=10', 'page=1e400&pageSize=10', 'page=1.5&pageSize=10', 'pageSize=10', null, 'page=99999999999&pageSize=10']) {
      for (const request of ['getOrders', 'getOrderProductCustomer']) {
        const response = await maria.call(request, params);
        expect(response.statusCode, `${request} ${params}`).toBe(400);
        expect(response.json()).toMatchObject({ error: 'Parâmetros da requisição inválidos.' });
      }
    }
  });

  it('reads an order id only as plain digits (spaces trimmed, an empty value is no id): hex, decimals and signs are 400s', async () => {
    const maria = await as('maria@example.com');
    for (const idOrder of ['0x400', '1024.0', '%2B1024', '-5', '1e3', 'abc']) {
      const response = await maria.call('getOrderDetails', `idOrder=${idOrder}`);
      expect(response.statusCode, idOrder).toBe(400);
    }
    expect((await maria.call('getOrderDetails', 'idOrder=1024')).statusCode).toBe(200);
  });
});

describe('orderDetails', () => {
  it('answers the latest order without an id, and an order by id with its totals, payment and history', async () => {
    const maria = await as('maria@example.com');
    const latest = (await maria.call('getOrderDetails')).json<OrderDetails>();
    expect(latest.idOrder).toBe(1024);
    expect(latest.orderPayment).toMatchObject({ method: 'pix', paymentLink: null });
    expect(latest.orderPayment.codeLinkPayment).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    expect(latest.historyListOrderStatus).toEqual([{ statusName: 'Novo', statusCode: '01', dateRegisterStatus: latest.dateOrder }]);

    const card = (await maria.call('getOrderDetails', 'idOrder=1018')).json<OrderDetails>();
    expect(card).toMatchObject({ numberOfInstallments: 3, interestValue: 12.45, orderPayment: { method: 'card', codeLinkPayment: null } });
    expect(card.total).toBeCloseTo(card.totalItens + card.totalShipping + card.interestValue, 2);
    expect(card.valueOfInstallment).toBeCloseTo(card.total / 3, 2);

    const credit = (await maria.call('getOrderDetails', 'idOrder=1017')).json<OrderDetails>();
    expect(credit).toMatchObject({ totalShoppingVoucher: 40, totalDiscount: 15 });
    expect(credit.total).toBeCloseTo(credit.totalItens + credit.totalShipping - 15 - 40, 2);

    const varied = (await maria.call('getOrderDetails', 'idOrder=1016')).json<OrderDetails>();
    expect(varied.orderItems[0]!.orderItemVariations.map((v) => v.nameReference)).toEqual(['Cor', 'Tamanho']);

    const digital = (await maria.call('getOrderDetails', 'idOrder=1022')).json<OrderDetails>();
    expect(digital).toMatchObject({ address: null, orderHasVirtualProducts: true, nameShipping: 'Entrega digital' });

    expect((await maria.call('getOrderDetails', 'idOrder=1014')).json<OrderDetails>()).toMatchObject({ nameShipping: 'Frenet', nameCarrying: 'Jadlog' });
    expect((await maria.call('getOrderDetails', 'idOrder=1021')).json<OrderDetails>().orderPayment).toMatchObject({
      method: 'boleto', idPaymentGateway: 17, paymentLink: 'https://pagamento.example.com/boleto/1021',
    });
  });

  it('answers 404 with the §8 text for an unknown order and for another customer\'s, and null without orders', async () => {
    const maria = await as('maria@example.com');
    const unknown = await maria.call('getOrderDetails', 'idOrder=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'Oops, o pedido #999999 não foi localizado.' });
    const anas = await maria.call('getOrderDetails', 'idOrder=1025');
    expect(anas.statusCode).toBe(404);
    expect(anas.json()).toMatchObject({ error: 'Oops, o pedido #1025 não foi localizado.' });
    const ana = await as('ana@example.com');
    expect((await ana.call('getOrderDetails', 'idOrder=1025')).json<OrderDetails>().idOrder).toBe(1025);
    const company = await as('contato@empresa.example.com');
    const none = await company.call('getOrderDetails');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    for (const params of ['idOrder=0', 'idOrder=-3', 'idOrder=abc', 'idOrder=1e400', `idOrder=${'9'.repeat(40)}`]) {
      expect((await maria.call('getOrderDetails', params)).statusCode, params).toBe(400);
    }
  });
});

describe('attachments and files', () => {
  it('lists the files of an approved order, none while Novo or Em aprovação, 404 for another customer\'s', async () => {
    const maria = await as('maria@example.com');
    const groups = (await maria.call('getOrderAttachments', 'idOrder=1022')).json<OrderAttachmentGroup[]>();
    expect(groups).toHaveLength(1);
    expect(groups[0]!.anexos.map((a) => a.nameAttachment)).toEqual([SEED_FILES.ebookPdf.name, SEED_FILES.ebookZip.name]);
    expect((await maria.call('getOrderAttachments', 'idOrder=1015')).json()).toEqual([]);
    expect((await maria.call('getOrderAttachments', 'idOrder=1024')).json()).toEqual([]);
    const anas = await maria.call('getOrderAttachments', 'idOrder=1025');
    expect(anas.statusCode).toBe(404);
    expect(anas.json()).toMatchObject({ error: 'Oops, o pedido #1025 não foi localizado.' });
  });

  it('downloads one attachment as base64 of the seeded bytes, only for its owner and once released', async () => {
    const maria = await as('maria@example.com');
    const [group] = (await maria.call('getOrderAttachments', 'idOrder=1022')).json<OrderAttachmentGroup[]>();
    const [pdf, zip] = group!.anexos;
    const one = (await maria.call('downloadOrderAttachment', `idOrder=1022&idProduct=${group!.idProduct}&idOrderDetailAttachment=${pdf!.idOrderDetailAttachment}`)).json<FileAnswer>();
    expect(one.nameFile).toBe(SEED_FILES.ebookPdf.name);
    expect(bytes(one)).toEqual(SEED_FILES.ebookPdf.content);
    expect(Buffer.from(bytes(one)).toString('latin1')).toMatch(/^%PDF-1\.4/);
    const two = (await maria.call('downloadOrderAttachment', `idOrder=1022&idProduct=${group!.idProduct}&idOrderDetailAttachment=${zip!.idOrderDetailAttachment}`)).json<FileAnswer>();
    expect(bytes(two)).toEqual(SEED_FILES.ebookZip.content);

    // an attachment of another product, of a locked order, of another customer: the §8 text of the order
    const wrongProduct = await maria.call('downloadOrderAttachment', `idOrder=1022&idProduct=999999&idOrderDetailAttachment=${pdf!.idOrderDetailAttachment}`);
    expect(wrongProduct.statusCode).toBe(404);
    expect(wrongProduct.json()).toMatchObject({ error: 'Oops, o anexo do pedido #1022 não foi localizado.' });
    const ana = await as('ana@example.com');
    const [anaGroup] = (await ana.call('getOrderAttachments', 'idOrder=1025')).json<OrderAttachmentGroup[]>();
    const anaParams = `idOrder=1025&idProduct=${anaGroup!.idProduct}&idOrderDetailAttachment=${anaGroup!.anexos[0]!.idOrderDetailAttachment}`;
    expect(bytes((await ana.call('downloadOrderAttachment', anaParams)).json<FileAnswer>())).toEqual(SEED_FILES.anaEbook.content);
    const stolen = await maria.call('downloadOrderAttachment', anaParams);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ error: 'Oops, o anexo do pedido #1025 não foi localizado.' });
    const locked = await file.rows<{ product_id: number; id: number }>(sqlLocked());
    const lockedAnswer = await maria.call('downloadOrderAttachment', `idOrder=1015&idProduct=${locked[0]!.product_id}&idOrderDetailAttachment=${locked[0]!.id}`);
    expect(lockedAnswer.statusCode).toBe(404);
    expect(lockedAnswer.json()).toMatchObject({ error: 'Oops, o anexo do pedido #1015 não foi localizado.' });
  });

  it('answers all the files of a product: several in a zip, one as it is; 404 with the product text otherwise', async () => {
    const maria = await as('maria@example.com');
    const [group] = (await maria.call('getOrderAttachments', 'idOrder=1022')).json<OrderAttachmentGroup[]>();
    const zipped = (await maria.call('getAllAttachments', `idOrder=1022&idProduct=${group!.idProduct}`)).json<FileAnswer>();
    expect(zipped.nameFile).toMatch(/-pedido-1022\.zip$/);
    const entries = unzipSync(bytes(zipped));
    expect(Object.keys(entries).sort()).toEqual([SEED_FILES.ebookPdf.name, SEED_FILES.ebookZip.name].sort());
    expect(entries[SEED_FILES.ebookPdf.name]).toEqual(SEED_FILES.ebookPdf.content);
    expect(entries[SEED_FILES.ebookZip.name]).toEqual(SEED_FILES.ebookZip.content);

    const single = (await maria.call('getAllAttachments', `idOrder=1005&idProduct=${group!.idProduct}`)).json<FileAnswer>();
    expect(single.nameFile).toBe(SEED_FILES.ebookPdf.name);
    expect(bytes(single)).toEqual(SEED_FILES.ebookPdf.content);

    for (const [params, id] of [[`idOrder=1025&idProduct=${group!.idProduct}`, 1025], ['idOrder=1015&idProduct=999999', 1015], ['idOrder=1024&idProduct=1', 1024]] as const) {
      const refused = await maria.call('getAllAttachments', params);
      expect(refused.statusCode, params).toBe(404);
      expect(refused.json()).toMatchObject({ error: `Oops, o anexo do produto #${id} não foi localizado.` });
    }
  });
});

/** The attachment of Maria's locked order #1015. */
function sqlLocked() {
  return sql`select i.product_id, a.id from order_item_attachments a join order_items i on i.id = a.order_item_id where i.order_id = 1015`;
}

describe('digital products, store credit, exchange, the digital flag', () => {
  it('lists the digital items sorted by order id, paged, with their order\'s status', async () => {
    const maria = await as('maria@example.com');
    const all = (await maria.call('getOrderProductCustomer', 'page=1&pageSize=2000')).json<DigitalProductsAnswer>();
    expect(all.orderProductCustomer.map((l) => [l.idOrder, l.lastOrderStatus])).toEqual([[1005, 'Entregue'], [1015, 'Em aprovação'], [1022, 'Aprovado']]);
    const first = (await maria.call('getOrderProductCustomer', 'page=1&pageSize=2')).json<DigitalProductsAnswer>();
    expect(first.settings).toEqual({ pageNumber: 1, pageSize: 2, pageCount: 2, totalItemCount: 3 });
    expect(first.orderProductCustomer.map((l) => l.idOrder)).toEqual([1005, 1015]);
    const second = (await maria.call('getOrderProductCustomer', 'page=2&pageSize=2')).json<DigitalProductsAnswer>();
    expect(second.orderProductCustomer.map((l) => l.idOrder)).toEqual([1022]);
    const company = await as('contato@empresa.example.com');
    expect((await company.call('getOrderProductCustomer', 'page=1&pageSize=10')).json<DigitalProductsAnswer>().orderProductCustomer).toEqual([]);
  });

  it('answers the store credit: unexpired credits minus debits', async () => {
    const maria = await as('maria@example.com');
    const credit = (await maria.call('getGiftCards')).json<StoreCreditAnswer>();
    expect(credit.balance).toBe(140);
    expect(credit.credits.map((c) => c.amount)).toEqual([30, 150, 50]);
    expect(credit.debits).toEqual([expect.objectContaining({ amount: 40, idOrder: 1017 })]);
    expect(Date.parse(credit.credits[2]!.expirationDate)).toBeLessThan(Date.now());
    const company = await as('contato@empresa.example.com');
    expect((await company.call('getGiftCards')).json()).toEqual({ balance: 0, credits: [], debits: [] });
  });

  it('never answers a negative balance', async () => {
    await file.server.database.db.execute(sql`insert into store_credit_entries (customer_id, kind, amount, note) values (2, 'D', 10, 'Ajuste')`);
    const company = await as('contato@empresa.example.com');
    expect((await company.call('getGiftCards')).json<StoreCreditAnswer>().balance).toBe(0);
    expect((await company.call('getCheckoutOptions')).json()).toMatchObject({ storeCredit: 0 });
  });

  it('answers the exchange service and the digital flag', async () => {
    const maria = await as('maria@example.com');
    expect((await maria.call('getExchangeData')).json()).toEqual({ status: true, accessAccount: 'jetstore' });
    expect((await maria.call('hasVirtualOrders')).json()).toEqual({ hasDigitalProducts: true });
    expect((await (await as('ana@example.com')).call('hasVirtualOrders')).json()).toEqual({ hasDigitalProducts: true });
    expect((await (await as('contato@empresa.example.com')).call('hasVirtualOrders')).json()).toEqual({ hasDigitalProducts: false });
  });

  it('answers 401 to a visitor on every order operation', async () => {
    const params: Record<string, string | null> = {
      getOrders: 'page=1&pageSize=10', getOrderDetails: null, getOrderAttachments: 'idOrder=1022', downloadOrderAttachment: 'idOrder=1022&idProduct=1&idOrderDetailAttachment=1',
      getOrderProductCustomer: 'page=1&pageSize=10', getAllAttachments: 'idOrder=1022&idProduct=1', getGiftCards: null, getExchangeData: null, getCheckoutOptions: null,
    };
    for (const [request, query] of Object.entries(params)) {
      const response = await visitor().call(request, query);
      expect(response.statusCode, request).toBe(401);
      expect(response.json()).toMatchObject({ error: 'Entre na sua conta para continuar.' });
    }
  });
});
