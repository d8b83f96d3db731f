/**
 * No input gives a 500: a property test over EVERY operation the server registers, as a visitor and as a
 * signed-in customer. The inputs (scripts/operation-inputs.ts) follow each operation's contract shape with
 * hostile values — control characters, huge and odd unicode texts, numbers out of range, wrong types,
 * arrays, objects and nulls — in its params and json. Rate limits are off here (a 429 would hide the rest);
 * the anti-forgery token is valid (a 403 would too). FUZZ_RUNS sets the runs per operation and role.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperations } from '../../server/app';
import { queryRows } from '../../server/db/client';
import { xsrfTokens, type XsrfTokens } from '../../server/plugins/xsrf';
import { createRepositories, type Repositories } from '../../server/repositories';
import { bodyOf, operationShapes, useKnownIds, type OperationShape } from '../../scripts/operation-inputs';
import { createCustomer } from './customer-auth-helpers';
import { startTestServer, type TestServer } from './helpers';

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const NO_LIMITS = { form: null, cart: null, login: null, account: null };

let server: TestServer;
let repos: Repositories;
let tokens: XsrfTokens;
let customerId: number;
const shapes = operationShapes();

beforeAll(async () => {
  server = await startTestServer({ limits: NO_LIMITS, loginAttempts: { maxFailures: 1_000_000, windowMs: 1 }, accountAttempts: { maxFailures: 1_000_000, windowMs: 1 } });
  repos = createRepositories(server.database.db);
  tokens = xsrfTokens(await repos.serverSecrets.getOrCreate('xsrf'));
  // a customer of this test only (a call may change its data; none may break the seeded ones)
  customerId = (await createCustomer(server.database.db)).id;
  // the database's own ids, so inputs reach past "not found"
  const ids = async (table: string, n = 6) =>
    (await queryRows<{ id: number }>(server.database.db, sql`select id from ${sql.identifier(table)} order by id limit ${n}`)).map((row) => row.id);
  const [products, skus, categories, brands, groups, shippingModes, variations, attributes] = await Promise.all(
    ['products', 'skus', 'categories', 'brands', 'groups', 'shipping_modes', 'variations', 'attributes'].map((table) => ids(table)),
  );
  useKnownIds({ idProduct: products, idSku: skus, idCategories: categories, idBrand: brands, idGroup: groups, idShippingMode: shippingModes, idVariation: variations, idAttribute: attributes });
}, 60_000);
const stats = new Map<string, number>();
const samples = new Map<string, string>();
afterAll(async () => {
  if (process.env.FUZZ_STATS) console.log([...samples].map(([key, sample]) => `SAMPLE ${key} ${sample}`).sort().join('\n'));
  if (process.env.FUZZ_STATS) console.log([...stats].map(([key, n]) => `${key} ${n}`).sort().join('\n'));
  await server?.close();
});

type Role = 'visitor' | 'customer';

async function send(app: FastifyInstance, operation: OperationShape, body: unknown, role: Role) {
  const cookies: Record<string, string> = {};
  if (role === 'customer') {
    const session = await repos.sessions.create(customerId);
    cookies.jet_session = session.id;
    cookies['XSRF-TOKEN'] = tokens.issue({ session: session.id });
  } else {
    cookies['XSRF-TOKEN'] = tokens.issue({ session: null });
  }
  return app.inject({
    method: operation.path ? operation.method : 'POST',
    url: operation.path ?? '/api',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': cookies['XSRF-TOKEN']! },
    cookies,
    payload: JSON.stringify(body) ?? 'null',
  });
}

describe('every operation answers malformed input without a 500', () => {
  it('reads every registered operation from the registry, and a shape for each from the contract', () => {
    const registered = createOperations(createRepositories(server.database.db)).entries().map((entry) => entry.name);
    expect(registered.length).toBeGreaterThan(50);
    expect(shapes.map((s) => s.name).sort()).toEqual([...registered].sort());
  });

  for (const role of ['visitor', 'customer'] as const) {
    it.each(shapes.map((shape) => [shape.name, shape] as const))(`${role}: %s`, async (_name, operation) => {
      await fc.assert(
        fc.asyncProperty(bodyOf(operation), async (body) => {
          const response = await send(server.app, operation, body, role);
          if (process.env.FUZZ_STATS && response.statusCode === 400) samples.set(`${role} ${operation.name}`, `${response.body.slice(0, 120)} ← ${JSON.stringify(body).slice(0, 300)}`);
          if (process.env.FUZZ_STATS) stats.set(`${role} ${operation.name} ${response.statusCode}`, (stats.get(`${role} ${operation.name} ${response.statusCode}`) ?? 0) + 1);
          if (response.statusCode >= 500) throw new Error(`${response.statusCode} ${response.body.slice(0, 200)} for ${JSON.stringify(body).slice(0, 600)}`);
          // every refusal is a pt-BR text for the shopper
          if (response.statusCode >= 400) expect(response.json<{ error: string }>().error).toEqual(expect.any(String));
        }),
        { numRuns: RUNS, endOnFailure: !process.env.FUZZ_SHRINK },
      );
    }, 120_000);
  }
});
