/**
 * CEP lookup (customer-area §5 CEP, §7 Postcode lookup) behind one interface, so the store runs offline:
 * - `offlinePostcodes`: the `postcodes` table (real CEPs of every state, seeded), the default;
 * - `viaCep`: https://viacep.com.br/ws/{cep}/json/ (POSTCODE_PROVIDER=viacep);
 * - `brasilApi`: https://brasilapi.com.br/api/cep/v1/{cep} (POSTCODE_PROVIDER=brasilapi).
 * The online ones give up after a timeout (default 3 s) and answer null on any failure (network, status,
 * unexpected body), so a slow provider never holds the shopper: the form lets them type the address.
 */
import type { PostcodeAddress } from '../../src/api/operations';
import { isValidStateCode } from '../../src/validation';
import type { PostcodesRepository } from '../repositories/customers/postcodes';

export interface PostcodeLookup {
  /** The address of a CEP (8 digits), or null when unknown or when the provider fails. */
  find(cep: string): Promise<PostcodeAddress | null>;
}

export interface OnlineOptions {
  /** The fetch to use (tests pass a fake; no test reaches the internet). */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/** A provider's fields as our answer, or null when the city or the state is missing or wrong. */
function addressOf(street: unknown, neighbourhood: unknown, city: unknown, state: unknown): PostcodeAddress | null {
  const result = {
    streetAddress: text(street, 100),
    neighbourhood: text(neighbourhood, 100),
    city: text(city, 100),
    state: text(state, 2).toUpperCase(),
  };
  if (!result.city || !isValidStateCode(result.state)) return null;
  return result;
}

async function getJson(url: string, options: OnlineOptions): Promise<unknown> {
  const doFetch = options.fetch ?? fetch;
  try {
    const response = await doFetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(options.timeoutMs ?? 3000) });
    if (!response.ok) return null;
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function offlinePostcodes(repo: PostcodesRepository): PostcodeLookup {
  return {
    async find(cep) {
      return (await repo.find(cep)) ?? null;
    },
  };
}

/** ViaCEP: `{ logradouro, bairro, localidade, uf }`, or `{ erro: true }` (status 200) for an unknown CEP. */
export function viaCep(options: OnlineOptions = {}): PostcodeLookup {
  return {
    async find(cep) {
      if (!/^\d{8}$/.test(cep)) return null;
      const body = await getJson(`https://viacep.com.br/ws/${cep}/json/`, options);
      if (!isRecord(body) || 'erro' in body) return null;
      return addressOf(body.logradouro, body.bairro, body.localidade, body.uf);
    },
  };
}

/** BrasilAPI: `{ street, neighborhood, city, state }`; 404 for an unknown CEP. */
export function brasilApi(options: OnlineOptions = {}): PostcodeLookup {
  return {
    async find(cep) {
      if (!/^\d{8}$/.test(cep)) return null;
      const body = await getJson(`https://brasilapi.com.br/api/cep/v1/${cep}`, options);
      if (!isRecord(body)) return null;
      return addressOf(body.street, body.neighborhood, body.city, body.state);
    },
  };
}

/** POSTCODE_PROVIDER=viacep | brasilapi picks an online provider; anything else (or nothing) the offline table. */
export function postcodesFromEnv(repo: PostcodesRepository, env: NodeJS.ProcessEnv = process.env): PostcodeLookup {
  const provider = env.POSTCODE_PROVIDER?.trim().toLowerCase();
  const timeoutMs = Number(env.POSTCODE_TIMEOUT_MS) > 0 ? Number(env.POSTCODE_TIMEOUT_MS) : undefined;
  if (provider === 'viacep') return viaCep({ timeoutMs });
  if (provider === 'brasilapi') return brasilApi({ timeoutMs });
  return offlinePostcodes(repo);
}
