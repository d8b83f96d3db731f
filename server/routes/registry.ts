/**
 * The operation registry: one handler per operation of the catalogue in src/api/operations.ts, found by
 * the request name of the `POST /api` envelope, or mounted on its own path (`/api/login` ...).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { operations, type AnswerOf, type OperationName } from '../../src/api/operations';

export interface OperationContext {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The envelope's `params` parsed as a query string. */
  params: URLSearchParams;
  /** The envelope's `params` as sent ('' when absent), for operations that take path values ('12/3'). */
  rawParams: string;
  /** The envelope's `json` payload (null when absent). */
  json: unknown;
}

export type OperationHandler<Answer = unknown> = (context: OperationContext) => Promise<Answer>;

export interface OperationOptions {
  /** Per-IP request cap of an own-path operation (@fastify/rate-limit), e.g. login. */
  rateLimit?: { max: number; timeWindow: string };
}

export interface OperationEntry {
  name: OperationName;
  handler: OperationHandler;
  options: OperationOptions;
}

export class OperationRegistry {
  private readonly byRequest = new Map<string, OperationEntry>();
  private readonly byPath = new Map<string, OperationEntry>();
  private readonly names = new Set<OperationName>();

  /** Registers the handler of a catalogue operation; its answer type is the contract's. */
  add<N extends OperationName>(name: N, handler: OperationHandler<AnswerOf<N>>, options: OperationOptions = {}): void {
    const def: { request?: string; path?: string } = operations[name];
    const entry: OperationEntry = { name, handler, options };
    this.names.add(name);
    if (def.request) {
      if (this.byRequest.has(def.request)) throw new Error(`Operation ${def.request} registered twice`);
      this.byRequest.set(def.request, entry);
    } else if (def.path) {
      // 'login', '/login' and '/api/login' all mean POST /api/login.
      this.byPath.set(def.path.replace(/^\/?(api\/)?/, ''), entry);
    } else {
      throw new Error(`Operation ${name} has neither a request name nor a path`);
    }
  }

  find(request: string): OperationHandler | undefined {
    return this.byRequest.get(request)?.handler;
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
}
