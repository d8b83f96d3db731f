/**
 * Logs hold no personal data and no SQL values at any level (server/plugins/logging.ts), and a 500's
 * answer and its log line carry the same error id (server/plugins/errors.ts).
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openSeededDatabase, TestClient } from './helpers';
import type { Database } from '../../server/db/client';
import { maskValues, safeError } from '../../server/plugins/logging';

const lines: string[] = [];
let app: FastifyInstance;
let database: Database;

const PERSONAL = ['maria@example.com', 'Senha@123', 'Maria', '98765-4321', '987654321', '123.456.789', '127.0.0.1', 'XSRF-TOKEN', 'jet_session', 'q=sofá'];

beforeAll(async () => {
  database = await openSeededDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({ db: database.db, logger: { level: 'trace', stream } });
  // a failing query whose values are a shopper's e-mail and phone
  app.get('/test/falha-sql', async () => {
    await database.db.execute(sql`select ${'maria@example.com'}::int + ${'(11) 98765-4321'}::int`);
    return { ok: true };
  });
  // a stream the client cut short (the code Node's streams give it)
  app.get('/test/cliente-saiu', async () => {
    throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('logs', () => {
  it('a 500 answers an error id and logs the same id, without the query’s values', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/falha-sql?email=maria@example.com' });
    expect(response.statusCode).toBe(500);
    const body = response.json<{ error: string; errorId: string }>();
    expect(body.error).toMatch(/\p{L}/u);
    expect(body.errorId).toMatch(/^[0-9a-f]{12}$/);
    const logged = lines.map((line) => JSON.parse(line) as { errorId?: string; err?: { message: string; cause?: { code?: string } } });
    const failure = logged.find((entry) => entry.errorId === body.errorId);
    expect(failure).toBeDefined();
    expect(failure!.err!.message).toContain('params: [omitidos]');
    expect(failure!.err!.cause?.code).toBe('22P02');
    expect(JSON.stringify(body)).not.toContain('maria');
  });

  it('a client that left mid-answer is an info line, not a 500 with an error id', async () => {
    const before = lines.length;
    const response = await app.inject({ method: 'GET', url: '/test/cliente-saiu' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).not.toHaveProperty('errorId');
    const logged = lines.slice(before).map((line) => JSON.parse(line) as { level: number; msg: string; errorId?: string });
    expect(logged.filter((entry) => entry.level >= 50)).toEqual([]);
    expect(logged.some((entry) => entry.level === 30 && entry.msg === 'client closed the connection')).toBe(true);
  });

  it('no line at any level holds an e-mail, a password, a name, a phone, an IP address or a cookie', async () => {
    const client = new TestClient(app);
    await client.get('/busca?q=sofá');
    await client.post('/api/login', { request: 'login', json: { username: 'maria@example.com', password: 'Senha@123', tokenRecaptcha: 'offline:Login' } });
    await client.call('getLoginStatus');
    await client.call('sendQuote', null, { name: 'Maria', email: 'maria@example.com', phone: '(11) 98765-4321', message: 'Olá', idProduct: 1 });
    await client.call('searchProducts', 'word=maria@example.com');
    await app.inject({ method: 'POST', url: '/api', headers: { 'content-type': 'application/json' }, payload: '{"request":"login","json":{"username":"maria@example.com"' });
    expect(lines.length).toBeGreaterThan(10);
    if (process.env.SHOW_LOGS) console.log(lines.join("\n"));
    for (const line of lines) {
      for (const value of PERSONAL) expect(line, line).not.toContain(value);
    }
  });

  it('masks quoted values, e-mails, digit runs and parameters in an error message', () => {
    expect(maskValues('Failed query: select $1 where x = \'Ana\'\nparams: ana@example.com,123')).toBe("Failed query: select $1 where x = '…'\nparams: [omitidos]");
    expect(maskValues('invalid input syntax for type integer: "(11) 98765-4321"')).toBe('invalid input syntax for type integer: "…"');
    expect(maskValues('cliente ana@example.com cpf 123.456.789-09')).toBe('cliente [e-mail] cpf [número]');
    const error = Object.assign(new Error('duplicate key'), { code: '23505', detail: 'Key (email)=(ana@example.com) already exists.', constraint: 'customers_email_key' });
    expect(JSON.stringify(safeError(error))).not.toContain('ana@example.com');
    expect(safeError(error)).toMatchObject({ code: '23505', constraint: 'customers_email_key' });
  });
});
