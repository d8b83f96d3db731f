/**
 * The order archive through HTTP (customer-area §7 "Digital files": "Download order archive with params
 * {a}/{b}, or {a}/{b}/{c} when the third is non-zero, with json as an empty string"): every file of an
 * order in one zip, or one product's, for the order's owner once the status releases the files; and the
 * digital list's count of each order's files, which offers it. The zips are opened with fflate, the zip
 * library the server writes them with.
 *
 * Data: server/db/seed-orders.ts, plus a second digital item with three files added to Maria's delivered
 * #1005 (whose e-book has one file) before the tests.
 */
import { strToU8, unzipSync } from 'fflate';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DigitalProductsAnswer, FileAnswer, OrderAttachmentGroup } from '../../src/api/operations/orders.types';
import { SEED_FILES } from '../../server/db/seed-orders';
import { login } from './cart-helpers';
import { serverForThisFile, startTestServer, TestClient } from './helpers';

const file = serverForThisFile();

async function as(email: string, client = new TestClient(file.server.app)): Promise<TestClient> {
  expect((await login(client, email)).statusCode).toBe(200);
  return client;
}
const unzip = (answer: FileAnswer) => unzipSync(new Uint8Array(Buffer.from(answer.base64, 'base64')));
const archive = async (client: TestClient, params: string | null, json: unknown = '') => {
  const response = await client.call('downloadOrderArchive', params, json);
  expect(response.statusCode, `${params} ${JSON.stringify(json)}`).toBe(200);
  return response.json<FileAnswer>();
};

/** The course added to #1005: its order item's name (a slash and an accent) and its three files. */
const COURSE = 'Curso de Fotografia / Módulo 1';
const COURSE_FILES = [
  { name: 'apostila.pdf', content: strToU8('%PDF-1.4 apostila do curso') },
  // the same name as the e-book's file in the same order: kept apart by the product folders
  { name: SEED_FILES.ebookPdf.name, content: strToU8('%PDF-1.4 outro arquivo') },
  { name: 'aula 1: introdução.txt', content: strToU8('Bem-vindo ao curso.\n') },
];
let courseId = 0;
let ebookId = 0;
let ebookName = '';

beforeAll(async () => {
  const [ebook] = await file.rows<{ product_id: number; name: string }>(sql`select product_id, name from order_items where order_id = 1022 and is_virtual`);
  ebookId = Number(ebook!.product_id);
  ebookName = ebook!.name;
  const [course] = await file.rows<{ id: number }>(sql`select id from products where is_virtual and id <> ${ebookId} order by id limit 1`);
  courseId = Number(course!.id);
  const [item] = await file.rows<{ id: number }>(sql`
    insert into order_items (order_id, product_id, name, quantity, unit_price, is_virtual) values (1005, ${courseId}, ${COURSE}, 1, 49.9, true) returning id`);
  for (const course of COURSE_FILES) {
    await file.rows(sql`insert into order_item_attachments (order_item_id, name, content) values (${item!.id}, ${course.name}, ${Buffer.from(course.content)})`);
  }
});

describe('orderArchive (downloadOrderArchive)', () => {
  it("zips every file of the owner's released order, each product's files in a folder named after it", async () => {
    const maria = await as('maria@example.com');
    const whole = await archive(maria, 'idOrder=1005');
    expect(whole.nameFile).toBe('arquivos-pedido-1005.zip');
    const entries = unzip(whole);
    // folder and file names are safe on every system: no slash inside a name, none of ':*?"<>|'
    const course = 'Curso de Fotografia _ Módulo 1';
    expect(Object.keys(entries).sort()).toEqual(
      [`${ebookName}/${SEED_FILES.ebookPdf.name}`, `${course}/apostila.pdf`, `${course}/${SEED_FILES.ebookPdf.name}`, `${course}/aula 1_ introdução.txt`].sort(),
    );
    expect(entries[`${ebookName}/${SEED_FILES.ebookPdf.name}`]).toEqual(SEED_FILES.ebookPdf.content);
    expect(entries[`${course}/apostila.pdf`]).toEqual(COURSE_FILES[0]!.content);
    expect(entries[`${course}/${SEED_FILES.ebookPdf.name}`]).toEqual(COURSE_FILES[1]!.content);
    expect(entries[`${course}/aula 1_ introdução.txt`]).toEqual(COURSE_FILES[2]!.content);

    // a third param of 0 is the whole order too, and json '' (the spec's) or null are both taken
    expect(await archive(maria, 'idOrder=1005&idProduct=0')).toEqual(whole);
    expect(await archive(maria, 'idOrder=1005', null)).toEqual(whole);
  });

  it("zips one product's files, at the zip's root, when the third param is non-zero", async () => {
    const maria = await as('maria@example.com');
    const course = await archive(maria, `idOrder=1005&idProduct=${courseId}`);
    expect(course.nameFile).toBe('curso-de-fotografia-modulo-1-pedido-1005.zip');
    const entries = unzip(course);
    expect(Object.keys(entries).sort()).toEqual(['apostila.pdf', SEED_FILES.ebookPdf.name, 'aula 1_ introdução.txt'].sort());
    expect(entries['apostila.pdf']).toEqual(COURSE_FILES[0]!.content);

    // an archive even for one file; #1022's e-book, both its files
    expect(Object.keys(unzip(await archive(maria, `idOrder=1005&idProduct=${ebookId}`)))).toEqual([SEED_FILES.ebookPdf.name]);
    const ebook = unzip(await archive(maria, `idOrder=1022&idProduct=${ebookId}`));
    expect(ebook[SEED_FILES.ebookPdf.name]).toEqual(SEED_FILES.ebookPdf.content);
    expect(ebook[SEED_FILES.ebookZip.name]).toEqual(SEED_FILES.ebookZip.content);
    expect(Object.keys(ebook)).toHaveLength(2);
  });

  it("answers only the order's owner: another customer's order is not found, exactly as an unknown one", async () => {
    const ana = await as('ana@example.com');
    const anas = unzip(await archive(ana, 'idOrder=1025'));
    expect(Object.values(anas)).toEqual([SEED_FILES.anaEbook.content]);

    const maria = await as('maria@example.com');
    const stolen = await maria.call('downloadOrderArchive', 'idOrder=1025', '');
    const unknown = await maria.call('downloadOrderArchive', 'idOrder=999999', '');
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ error: 'Oops, o anexo do pedido #1025 não foi localizado.', code: 'NOT_FOUND' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Oops, o anexo do pedido #999999 não foi localizado.', code: 'NOT_FOUND' });
    // nor through one of Ana's products
    expect((await maria.call('downloadOrderArchive', `idOrder=1025&idProduct=${ebookId}`, '')).statusCode).toBe(404);
  });

  it('keeps the files of an order not yet approved locked, and answers 404 for a product without files', async () => {
    const maria = await as('maria@example.com');
    const [physical] = await file.rows<{ product_id: number }>(sql`select product_id from order_items where order_id = 1005 and not is_virtual limit 1`);
    for (const [params, id] of [
      ['idOrder=1015', 1015], // Em aprovação, with a file
      ['idOrder=1024', 1024], // Novo
      ['idOrder=1020', 1020], // Cancelado
      ['idOrder=1022&idProduct=999999', 1022],
      [`idOrder=1005&idProduct=${physical!.product_id}`, 1005],
    ] as const) {
      const refused = await maria.call('downloadOrderArchive', params, '');
      expect(refused.statusCode, params).toBe(404);
      expect(refused.json()).toMatchObject({ error: `Oops, o anexo do pedido #${id} não foi localizado.` });
    }
  });

  it('answers 401 to a visitor', async () => {
    const response = await new TestClient(file.server.app).call('downloadOrderArchive', 'idOrder=1022', '');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'Entre na sua conta para continuar.' });
  });

  it('refuses bad params with a 400 in pt-BR and never answers a 500, whatever the json', async () => {
    const maria = await as('maria@example.com');
    for (const params of [null, '', 'idOrder=', 'idOrder=0', 'idOrder=abc', 'idOrder=-1', 'idOrder=1e3', 'idOrder=0x400', 'idOrder=1022.0', 'idOrder=9999999999',
      'idOrder=1022&idProduct=-1', 'idOrder=1022&idProduct=abc', 'idOrder=1022&idProduct=1.5', 'idOrder=1022&idProduct=9999999999', 'idProduct=1', '1022/1', 'idOrder=%00', 7]) {
      const response = await maria.call('downloadOrderArchive', params as string | null, '');
      expect(response.statusCode, String(params)).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/^(Parâmetros da requisição inválidos\.|Dados da requisição inválidos\.)$/);
    }
    for (const json of [{}, [], 'x', 5, true, { idOrder: 1025 }, JSON.parse('{"__proto__": {"x": 1}}'), 'a\u0000b']) {
      const response = await maria.call('downloadOrderArchive', 'idOrder=1022', json);
      expect(response.statusCode, JSON.stringify(json)).toBeLessThan(500);
      // the json carries nothing: never another order's files
      if (response.statusCode === 200) expect(response.json<FileAnswer>().nameFile).toBe('arquivos-pedido-1022.zip');
    }
  });

  it('is rate limited per address: past its cap a 429 that tells the wait', async () => {
    const server = await startTestServer({ limits: { account: { max: 2, timeWindow: 60_000 } } });
    try {
      const maria = await as('maria@example.com', new TestClient(server.app));
      expect((await maria.call('downloadOrderArchive', 'idOrder=1022', '')).statusCode).toBe(200);
      expect((await maria.call('downloadOrderArchive', 'idOrder=1022', '')).statusCode).toBe(200);
      const third = await maria.call('downloadOrderArchive', 'idOrder=1022', '');
      expect(third.statusCode).toBe(429);
      expect(third.json<{ error: string }>().error).toMatch(/^Muitas requisições em pouco tempo\. Aguarde .+ e tente novamente\.$/);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});

describe('the digital list offers the archive', () => {
  it('tells each line how many files its order has in all', async () => {
    const maria = await as('maria@example.com');
    const lines = (await maria.call('getOrderProductCustomer', 'page=1&pageSize=2000')).json<DigitalProductsAnswer>().orderProductCustomer;
    expect(lines.map((l) => [l.idOrder, l.nameProduct === COURSE, l.orderFileCount])).toEqual([
      [1005, false, 4],
      [1005, true, 4],
      [1015, false, 1],
      [1022, false, 2],
    ]);
    // and the list's count is what the attachments list holds once released
    const groups = (await maria.call('getOrderAttachments', 'idOrder=1005')).json<OrderAttachmentGroup[]>();
    expect(groups.flatMap((g) => g.anexos)).toHaveLength(4);
  });
});
