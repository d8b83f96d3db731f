/** Shared pieces of the customer-data tests: valid documents, a registration payload, sign-in shortcuts. */
import { cnpjCheckDigits, cpfCheckDigits } from '../../src/validation';
import type { LoginStatusAnswer, RegisterInput } from '../../src/api/operations';
import { createRepositories } from '../../server/repositories';
import type { TestClient, TestServer } from './helpers';

let next = 0;
/** A fresh valid CPF, bare ('20000000117'), never one of the seed's. */
export function newCpf(): string {
  next += 1;
  const base = String(200_000_000 + next * 7919).slice(0, 9);
  return `${base}${cpfCheckDigits(base)}`;
}

/** A fresh valid CNPJ, bare. */
function newCnpj(): string {
  next += 1;
  const base = `${String(30_000_000 + next * 104_729).slice(0, 8)}0001`;
  return `${base}${cnpjCheckDigits(base)}`;
}

/** 529.982.247-25 style. */
export const maskCpf = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
const maskCnpj = (cnpj: string) => cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');

const ADDRESS = {
  zipCode: '01310-100',
  streetAddress: 'Avenida Paulista',
  number: '900',
  complement: 'Apto 12',
  neighbourhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

/** A valid registration of a pessoa física (the wizard's three tabs), with a fresh e-mail and CPF. */
export function fisica(overrides: Partial<RegisterInput> & Record<string, unknown> = {}): Record<string, unknown> {
  const cpf = newCpf();
  return {
    typeCustomer: 0,
    name: 'Paula Ribeiro Santos',
    cpf_cnpj: maskCpf(cpf),
    dateBirth: '10/05/1992',
    phone: { phone1: '(11) 98765-4321', phone2: '' },
    emailInfoCategory: [1, 3],
    email: `paula.${cpf}@example.com`,
    password: 'cafe com pao de queijo',
    address: { ...ADDRESS },
    termAccepted: true,
    policyPrivacyVersion: '2',
    tokenRecaptcha: 'offline:Register',
    ...overrides,
  };
}

/** A valid registration of a pessoa jurídica. */
export function juridica(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const cnpj = newCnpj();
  return {
    typeCustomer: 1,
    name: 'Padaria Pão Dourado Limitada',
    fantasyName: 'Pão Dourado',
    cpf_cnpj: maskCnpj(cnpj),
    contact: 'Roberto Almeida',
    phone: { phone1: '(21) 3344-5566', phone2: '(21) 99876-5432' },
    emailInfoCategory: [],
    email: `compras.${cnpj}@example.com`,
    password: 'fornada das seis horas',
    address: { ...ADDRESS, zipCode: '20040-020', streetAddress: 'Praça Floriano', number: '55', complement: '', neighbourhood: 'Centro', city: 'Rio de Janeiro', state: 'RJ' },
    termAccepted: true,
    policyPrivacyVersion: '2',
    tokenRecaptcha: 'offline:Register',
    ...overrides,
  };
}

export const register = (client: TestClient, json: unknown) => client.post('/api/register', { request: 'register', params: null, json });

export async function signIn(client: TestClient, username: string, password = 'Senha@123'): Promise<LoginStatusAnswer> {
  const response = await client.post('/api/login', { request: 'login', params: null, json: { username, password, tokenRecaptcha: 'offline:Login' } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<LoginStatusAnswer>();
}

/**
 * A session signed in as a customer without a password, as the access-code step leaves it (that step is
 * another module's): a sessions row bound to the customer, its id in the cookie.
 */
export async function signInWithoutPassword(server: TestServer, client: TestClient, customerId: number): Promise<void> {
  const session = await createRepositories(server.database.db).sessions.create(customerId);
  client.cookies.set('jet_session', session.id);
}
