/**
 * The operation registry: one entry per operation of the catalogue in src/api/operations, found by the
 * request name of the `POST /api` envelope, or mounted on its own path (`/api/login` ...). Each entry is
 * registered with what it accepts and who may call it:
 *
 *   registry.add('sendQuote', { json: quoteInput, auth: 'public', limit: 'form' }, handler)
 *
 * - `params` / `json`: declared schemas (routes/input.ts); the handler receives the checked, typed values.
 *   An operation that declares none receives undefined, whatever was sent.
 * - `auth`: 'customer' answers 401 before the handler runs when no customer is signed in, and hands the
 *   handler the customer; 'public' lets anyone in.
 * - `limit`: the rate-limit class (DEFAULT_LIMITS in routes/api.ts), counted per operation and client IP in
 *   the shared counter store (lib/counters.ts).
 * - `bodyLimit`: the largest request body the operation takes, in bytes (default DEFAULT_BODY_LIMIT, 32 kB:
 *   the longest form, a 4,000-character message, is at most 16 kB of UTF-8); past it, 413 before any check.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { operations, type AnswerOf, type OperationName } from '../../src/api/operations';
import { fail, invalidInput, type MessageKey } from '../lib/messages';
import type { SessionRecord } from '../repositories/customers/sessions';
import { CONTROL_CHARACTERS, unsafeInput, type JsonSchema, type ParamsSchema } from './input';

export type AccessRule = 'public' | 'customer';

/**
 * Rate-limit classes (caps in routes/api.ts DEFAULT_LIMITS, documented in server/README.md "Limits").
 * read: catalogue and cart reads (no cap; the answer cache carries them); form: anything a shopper types
 * and sends, which stores a row or sends an e-mail (quote, back-in-stock alert, rating, contact, newsletter,
 * registration, access code, discount keys and vouchers); cart: cart writes; login: password checks;
 * account: identification, code checks, recovery, account changes (services also count per identifier).
 */
export type LimitClass = 'read' | 'form' | 'cart' | 'login' | 'account';

export type SessionCustomer = NonNullable<SessionRecord['customer']>;

/** The body an operation takes unless it declares another (`bodyLimit`); the server's own cap is 64 kB. */
const DEFAULT_BODY_LIMIT = 32 * 1024;

export interface OperationSpec<P, J, A extends AccessRule> {
  params?: ParamsSchema<P>;
  json?: JsonSchema<J>;
  auth: A;
  /** The 401 text of a 'customer' operation (default 'Entre na sua conta para continuar.'). */
  authMessage?: MessageKey;
  limit: LimitClass;
  /** Largest request body in bytes (default DEFAULT_BODY_LIMIT). */
  bodyLimit?: number;
}

export interface OperationContext<P = undefined, J = undefined, A extends AccessRule = AccessRule> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: P;
  json: J;
  /** The signed-in customer ('customer' operations only). */
  customer: A extends 'customer' ? SessionCustomer : undefined;
}

export type OperationHandler<P, J, A extends AccessRule, Answer> = (context: OperationContext<P, J, A>) => Promise<Answer> | Answer;

/** What arrived for an operation, before any check. */
export interface RawCall {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The envelope's params (undefined or null when absent). */
  params: unknown;
  json: unknown;
}

export interface OperationEntry {
  name: OperationName;
  limit: LimitClass;
  bodyLimit: number;
  auth: AccessRule;
  /** Guard, inputs, then the handler. */
  run(call: RawCall): Promise<unknown>;
}

export class OperationRegistry {
  private readonly byRequest = new Map<string, OperationEntry>();
  private readonly byPath = new Map<string, OperationEntry>();
  private readonly names = new Set<OperationName>();

  /** Registers a catalogue operation; its answer type is the contract's. */
  add<N extends OperationName, P = undefined, J = undefined, A extends AccessRule = AccessRule>(
    name: N,
    spec: OperationSpec<P, J, A>,
    handler: OperationHandler<P, J, A, AnswerOf<N>>,
  ): void {
    const def: { request?: string; path?: string } = operations[name];
    const entry: OperationEntry = { name, limit: spec.limit, bodyLimit: spec.bodyLimit ?? DEFAULT_BODY_LIMIT, auth: spec.auth, run: (call) => run(spec, handler, call) };
    if (this.names.has(name)) throw new Error(`Operation ${name} registered twice`);
    this.names.add(name);
    if (def.request) {
      this.byRequest.set(def.request, entry);
    } else if (def.path) {
      // 'login', '/login' and '/api/login' all mean POST /api/login.
      this.byPath.set(def.path.replace(/^\/?(api\/)?/, ''), entry);
    } else {
      throw new Error(`Operation ${name} has neither a request name nor a path`);
    }
  }

  find(request: string): OperationEntry | undefined {
    return this.byRequest.get(request);
  }

  /** Own-path operations: [path below the API base, entry]. */
  paths(): Array<[string, OperationEntry]> {
    return [...this.byPath];
  }

  /** Operations of the catalogue that have no handler yet (the server must implement every entry). */
  missing(): OperationName[] {
    return (Object.keys(operations) as OperationName[]).filter((name) => !this.names.has(name));
  }

  /** Request names served through the envelope (for docs and tests). */
  requestNames(): string[] {
    return [...this.byRequest.keys()];
  }

  /** Every entry (docs and tests: which class and rule each operation has). */
  entries(): OperationEntry[] {
    return [...this.byRequest.values(), ...this.byPath.values()];
  }
}

async function run<P, J, A extends AccessRule, Answer>(
  spec: OperationSpec<P, J, A>,
  handler: OperationHandler<P, J, A, Answer>,
  call: RawCall,
): Promise<Answer> {
  let customer: SessionCustomer | undefined;
  if (spec.auth === 'customer') {
    customer = (await call.request.session.load())?.customer ?? undefined;
    if (!customer) throw fail(401, spec.authMessage ?? 'api.loginRequired', 'LOGIN_REQUIRED');
  }
  if (call.params !== undefined && call.params !== null && typeof call.params !== 'string') throw invalidInput('api.invalidParams');
  const raw = (call.params ?? '').replace(/^\?/, '');
  const search = new URLSearchParams(raw);
  if (CONTROL_CHARACTERS.test(raw) || [...search].some(([key, value]) => CONTROL_CHARACTERS.test(key) || CONTROL_CHARACTERS.test(value))) throw invalidInput('api.invalidParams');
  if (unsafeInput(call.json)) throw invalidInput();
  const params = (spec.params ? await spec.params.parse({ search, raw }) : undefined) as P;
  const json = (spec.json ? await spec.json.parse(call.json ?? null) : undefined) as J;
  return handler({
    request: call.request,
    reply: call.reply,
    params,
    json,
    customer: customer as OperationContext<P, J, A>['customer'],
  });
}
