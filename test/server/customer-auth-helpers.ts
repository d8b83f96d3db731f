/** Shared steps of the customer-auth tests: calls as the widgets make them, and the outbox read back. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { customers } from '../../server/db/schema';
import type { Db } from '../../server/db/client';
import { hashPassword } from '../../server/lib/password';
import { cpfCheckDigits } from '../../src/validation';
import { TestClient } from './helpers';

export const PASSWORD = 'Senha@123';

export const identify = (client: TestClient, identifier: string, tokenRecaptcha: unknown = 'offline:FirstAccess') =>
  client.post('/api/identification', { identifier, type: identifier.includes('@') ? 'email' : 'cpf_cnpj', tokenRecaptcha });

export const checkCode = (client: TestClient, code: string, email = 'x@example.com', tokenRecaptcha = 'offline:FirstAccess') =>
  client.call('validateAccessKey', null, { code, email, tokenRecaptcha });

export const resend = (client: TestClient, email = 'x@example.com') => client.call('sendAccessKey', null, { email });

export const login = (client: TestClient, username: string, password = PASSWORD, tokenRecaptcha: unknown = 'offline:Login') =>
  client.post('/api/login', { request: 'login', json: { username, password, tokenRecaptcha } });

export const status = async (client: TestClient) => (await client.call('getLoginStatus')).json().data;

/** PUT with cookies and the XSRF header (the change of e-mail). */
export async function put(app: FastifyInstance, client: TestClient, url: string, body: unknown): Promise<LightMyRequestResponse> {
  if (!client.cookies.has('XSRF-TOKEN')) await client.get('/api/ping');
  const response = await app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': 'application/json', 'x-xsrf-token': client.cookies.get('XSRF-TOKEN')! },
    payload: JSON.stringify(body),
    cookies: Object.fromEntries(client.cookies),
  });
  for (const cookie of response.cookies as Array<{ name: string; value: string }>) client.cookies.set(cookie.name, cookie.value);
  return response;
}

/** A client carrying only the given session cookie (the old cookie after a rotation). */
export function clientWithSession(app: FastifyInstance, session: string): TestClient {
  const client = new TestClient(app);
  client.cookies.set('jet_session', session);
  return client;
}

let serial = 0;
/** A new customer of this test (e-mail, valid CPF), with or without a password. */
export async function createCustomer(db: Db, options: { password?: string | null; name?: string } = {}) {
  serial += 1;
  const base = String(300_000_000 + serial * 7919 + Math.floor(Math.random() * 1000)).padStart(9, '0');
  const cpf = `${base}${cpfCheckDigits(base)}`;
  const email = `cliente${serial}-${base}@example.com`;
  const passwordHash = options.password === null ? null : await hashPassword(options.password ?? PASSWORD);
  const [row] = await db
    .insert(customers)
    .values({ name: options.name ?? 'Cliente Teste', email, cpfCnpj: cpf, personType: 'F', passwordHash, termAccepted: true })
    .returning({ id: customers.id });
  return { id: row!.id, email, cpf };
}

export interface OutboxRow {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export const mailsTo = (rows: <T>(query: ReturnType<typeof sql>) => Promise<T[]>, to: string) =>
  rows<OutboxRow>(sql`select id, "to", subject, text, html from outbox where "to" = ${to} order by id`);

/** The access code of the newest mail to `to`. */
export async function lastCode(rows: <T>(query: ReturnType<typeof sql>) => Promise<T[]>, to: string): Promise<string> {
  const mails = await mailsTo(rows, to);
  const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no access code mailed to ${to}`);
  return code;
}

/** A code that is not `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
