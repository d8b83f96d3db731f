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
import { bodyOf, exampleOf, operationShapes, useKnownIds, type OperationShape, type Shape } from '../../scripts/operation-inputs';
import { createCustomer } from './customer-auth-helpers';
import { startTestServer, type TestServer } from './helpers';

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
/** No answer may take longer: work per request is bounded by the caps, not by what was sent (issue 22). */
const SLOW_MS = 1_000;
/** What an attacker fits under an operation's 32 kB body limit (routes/registry.ts DEFAULT_BODY_LIMIT). */
const BODY_BYTES = 30_000;

/**
 * The form's own input with every list as long as fits in the body and every text as long as fits: the
 * operations must refuse it without doing work per item.
 */
function oversized(shape: Shape | null, key = '', room = BODY_BYTES): unknown {
  if (!shape) return null;
  switch (shape.kind) {
    case 'string':
      return 'a'.repeat(Math.min(100_000, Math.floor(room / 2)));
    case 'array': {
      const item = exampleOf(shape.item, key);
      const size = (JSON.stringify(item) ?? 'null').length + 1;
      return Array.from({ length: Math.max(1, Math.floor(room / size)) }, () => item);
    }
    case 'object': {
      const fields = Object.entries(shape.fields);
      // the room shared among the big fields, so the body stays under the limit
      const share = Math.floor(room / Math.max(1, fields.filter(([, f]) => f.shape.kind === 'array' || f.shape.kind === 'string').length));
      return Object.fromEntries(fields.map(([name, field]) => [name, oversized(field.shape, name, share)]));
    }
    case 'union':
      return oversized(shape.options.find((o) => o.kind === 'array') ?? shape.options.find((o) => o.kind === 'object') ?? shape.options[0]!, key, room);
    default:
      return exampleOf(shape, key);
  }
}
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
          const started = performance.now();
          const response = await send(server.app, operation, body, role);
          const elapsed = performance.now() - started;
          if (process.env.FUZZ_STATS && response.statusCode === 400) samples.set(`${role} ${operation.name}`, `${response.body.slice(0, 120)} ← ${JSON.stringify(body).slice(0, 300)}`);
          if (process.env.FUZZ_STATS) stats.set(`${role} ${operation.name} ${response.statusCode}`, (stats.get(`${role} ${operation.name} ${response.statusCode}`) ?? 0) + 1);
          if (response.statusCode >= 500) throw new Error(`${response.statusCode} ${response.body.slice(0, 200)} for ${JSON.stringify(body).slice(0, 600)}`);
          if (elapsed > SLOW_MS) throw new Error(`${Math.round(elapsed)} ms for ${JSON.stringify(body).slice(0, 300)}`);
          // every refusal is a pt-BR text for the shopper
          if (response.statusCode >= 400) expect(response.json<{ error: string }>().error).toEqual(expect.any(String));
        }),
        { numRuns: RUNS, endOnFailure: !process.env.FUZZ_SHRINK },
      );
    }, 120_000);
  }
});

describe('every operation refuses oversized input quickly', () => {
  for (const role of ['visitor', 'customer'] as const) {
    it.each(shapes.map((shape) => [shape.name, shape] as const))(`${role}: %s`, async (_name, operation) => {
      const json = oversized(operation.json);
      const body = { request: operation.request ?? operation.name, params: null, json };
      const started = performance.now();
      const response = await send(server.app, operation, body, role);
      const elapsed = performance.now() - started;
      expect(response.statusCode, response.body.slice(0, 200)).toBeLessThan(500);
      expect(elapsed, `${operation.name} took ${Math.round(elapsed)} ms`).toBeLessThan(SLOW_MS);
      // and the probe's 240 kB body: refused before any check
      const huge = { request: operation.request ?? operation.name, params: null, json: { list: Array.from({ length: 120_000 }, () => 1) } };
      expect((await send(server.app, operation, huge, role)).statusCode).toBe(413);
    }, 30_000);
  }
});
