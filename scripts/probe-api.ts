/**
 * Probes a running store server with malformed requests to every operation of the catalogue and prints
 * a table (operation, requests, status counts) — the closing note's evidence that no input gives a 500.
 *
 *   npx tsx scripts/probe-api.ts --url http://localhost:4173 [--n 60] [--seed 14]
 *        [--customer maria@example.com:Senha@123] [--markdown]
 *
 * Per operation, n requests as a visitor and, with --customer, n more signed in (the demo store's offline
 * reCAPTCHA token signs in; against a live store leave --customer out). The inputs are those of the
 * property test (scripts/operation-inputs.ts: the contract's shapes with hostile values); one in eight
 * is broken at the transport instead: JSON that does not parse, a wrong content type, a body past the
 * size limit, or a session cookie holding NUL. Rate limits are the server's own: their 429s are counted.
 * Exit code 1 when any answer was a 5xx (or the connection failed).
 */
import fc from 'fast-check';
import { bodyOf, operationShapes, type OperationShape } from './operation-inputs';

interface Options {
  url: string;
  n: number;
  seed: number;
  customer?: { email: string; password: string };
  markdown: boolean;
}

function readOptions(argv: string[]): Options {
  const value = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index === -1 ? undefined : argv[index + 1];
  };
  const customer = value('customer');
  const [email, ...password] = customer?.split(':') ?? [];
  return {
    url: (value('url') ?? process.env.PROBE_URL ?? 'http://localhost:4173').replace(/\/+$/, ''),
    n: Number(value('n') ?? 60),
    seed: Number(value('seed') ?? 14),
    customer: customer && email ? { email, password: password.join(':') } : undefined,
    markdown: argv.includes('--markdown'),
  };
}

/** A browser's cookie jar, as far as this store needs one. */
class Jar {
  readonly cookies = new Map<string, string>();
  /** The signed-in session's id (customer jars). */
  signedIn?: string;
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      const expired = /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  get token(): string {
    return decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '');
  }
}

type Role = 'visitor' | 'customer';

async function freshJar(options: Options, role: Role): Promise<Jar> {
  const jar = new Jar();
  jar.take(await fetch(`${options.url}/`, { headers: { accept: 'text/html' } }));
  if (role === 'customer' && options.customer) {
    for (let attempt = 1; ; attempt += 1) {
      const response = await fetch(`${options.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': jar.token, cookie: jar.header() },
        body: JSON.stringify({ request: 'login', params: null, json: { username: options.customer.email, password: options.customer.password, tokenRecaptcha: 'offline:Login' } }),
      });
      jar.take(response);
      jar.signedIn = jar.cookies.get('jet_session');
      if (response.ok) break;
      // the login's own rate limit: wait as told, a few times
      if (response.status !== 429 || attempt > 3) throw new Error(`could not sign in as the customer: ${response.status} ${await response.text()}`);
      await new Promise((resolve) => setTimeout(resolve, 1000 * Number(response.headers.get('retry-after') ?? 30)));
    }
  }
  return jar;
}

type Mutation = 'none' | 'bad-json' | 'content-type' | 'too-large' | 'nul-session';
const MUTATIONS: Mutation[] = ['bad-json', 'content-type', 'too-large', 'nul-session'];

async function send(options: Options, operation: OperationShape, jar: Jar, body: unknown, mutation: Mutation): Promise<number> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', 'x-xsrf-token': jar.token, cookie: jar.header() };
  let payload = JSON.stringify(body) ?? 'null';
  if (mutation === 'bad-json') payload = payload.slice(0, Math.max(1, Math.floor(payload.length / 2)));
  if (mutation === 'content-type') headers['content-type'] = 'text/plain';
  if (mutation === 'too-large') payload = JSON.stringify({ request: operation.request ?? operation.name, params: null, json: { text: 'x'.repeat(300 * 1024) } });
  if (mutation === 'nul-session') headers.cookie = `${jar.header()}; jet_session=%00`;
  const response = await fetch(`${options.url}${operation.path ?? '/api'}`, { method: operation.path ? operation.method : 'POST', headers, body: payload });
  await response.arrayBuffer();
  if (mutation === 'none') jar.take(response);
  return response.status;
}

interface Row {
  operation: string;
  requests: number;
  statuses: Map<number, number>;
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  const shapes = operationShapes();
  const roles: Role[] = options.customer ? ['visitor', 'customer'] : ['visitor'];
  const rows: Row[] = [];
  const started = performance.now();
  // one signed-in jar for the whole run (a sign-in per operation would meet the login's rate limit)
  const jars: Record<Role, Jar | undefined> = { visitor: undefined, customer: undefined };
  for (const operation of shapes) {
    const row: Row = { operation: operation.name, requests: 0, statuses: new Map() };
    for (const role of roles) {
      const bodies = fc.sample(bodyOf(operation), { numRuns: options.n, seed: options.seed });
      const mutations = fc.sample(fc.oneof({ weight: 7, arbitrary: fc.constant<Mutation>('none') }, { weight: 1, arbitrary: fc.constantFrom(...MUTATIONS) }), { numRuns: options.n, seed: options.seed + 1 });
      let jar = role === 'visitor' ? await freshJar(options, role) : (jars.customer ??= await freshJar(options, role));
      for (let i = 0; i < bodies.length; i += 1) {
        let status: number;
        try {
          status = await send(options, operation, jar, bodies[i], mutations[i]!);
        } catch {
          status = 0; // the connection failed
        }
        row.requests += 1;
        row.statuses.set(status, (row.statuses.get(status) ?? 0) + 1);
        // a call that ended or replaced the session (logout, another sign-in …): sign in again
        if (role === 'customer' && jar.cookies.get('jet_session') !== jar.signedIn) jar = jars.customer = await freshJar(options, role);
      }
    }
    rows.push(row);
  }
  print(rows, options, Math.round((performance.now() - started) / 1000));
  const failed = rows.some((row) => [...row.statuses.keys()].some((status) => status === 0 || status >= 500));
  process.exitCode = failed ? 1 : 0;
}

function print(rows: Row[], options: Options, seconds: number): void {
  const all = [...new Set(rows.flatMap((row) => [...row.statuses.keys()]))].sort((a, b) => a - b);
  const counts = (row: Row) => all.filter((s) => row.statuses.has(s)).map((s) => `${s}×${row.statuses.get(s)}`).join(' ');
  const total: Row = { operation: 'TOTAL', requests: 0, statuses: new Map() };
  for (const row of rows) {
    total.requests += row.requests;
    for (const [status, n] of row.statuses) total.statuses.set(status, (total.statuses.get(status) ?? 0) + n);
  }
  const fiveHundreds = [...total.statuses].filter(([s]) => s >= 500 || s === 0).reduce((sum, [, n]) => sum + n, 0);
  const lines = [...rows, total].map((row) => [row.operation, String(row.requests), counts(row)]);
  if (options.markdown) {
    console.log('| operation | requests | status counts |');
    console.log('|---|---:|---|');
    for (const [operation, requests, statuses] of lines) console.log(`| ${operation} | ${requests} | ${statuses} |`);
  } else {
    const width = Math.max(...lines.map(([operation]) => operation!.length));
    console.log(`${'operation'.padEnd(width)}  requests  status counts`);
    for (const [operation, requests, statuses] of lines) console.log(`${operation!.padEnd(width)}  ${requests!.padStart(8)}  ${statuses}`);
  }
  console.log(`\n${rows.length} operations, ${total.requests} requests to ${options.url} in ${seconds} s (seed ${options.seed}); 5xx or failed: ${fiveHundreds}`);
}

await main();
