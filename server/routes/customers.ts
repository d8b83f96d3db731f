/** Login status, login and logout (customer-area §7). */
import type { LoginStatusAnswer } from '../../src/api/operations';
import { fail, invalidInput } from '../lib/messages';
import type { CartService } from '../services/cart';
import type { CustomersService } from '../services/customers';
import { parseIdentifier } from '../services/identity';
import { parsedJson } from './input';
import type { OperationContext, OperationRegistry } from './registry';

const ANONYMOUS: LoginStatusAnswer = { data: { authenticated: false, hasPassword: false, idCustomer: null, name: null } };

/**
 * username (an e-mail, a CPF or a CNPJ, masked or bare), password and tokenRecaptcha, checked in the order
 * the login form words them. A missing bot-check token is refused by the service.
 */
const loginInput = parsedJson((json) => {
  const input = (json !== null && typeof json === 'object' && !Array.isArray(json) ? json : {}) as Record<string, unknown>;
  const { username, password, tokenRecaptcha } = input;
  if (typeof username !== 'string' || typeof password !== 'string' || !username.trim() || !password) {
    throw invalidInput('login.missingCredentials');
  }
  if (username.length > 254) throw invalidInput('accountApi.invalidLogin');
  const identifier = parseIdentifier(username);
  if (!identifier) throw invalidInput('accountApi.invalidLogin');
  if (password.length > 200) throw fail(401, 'login.invalidCredentials', 'INVALID_CREDENTIALS');
  return { username: identifier, password, token: typeof tokenRecaptcha === 'string' ? tokenRecaptcha : '' };
});

/** json null (or absent): anything else is a 400, so the call cannot be mistaken for one that takes input. */
const nothingInput = parsedJson((json): null => {
  if (json !== null && json !== undefined) throw invalidInput();
  return null;
});

export function customerOperations(registry: OperationRegistry, customers: CustomersService, cart: CartService): void {
  const status = async ({ request }: Pick<OperationContext, 'request'>): Promise<LoginStatusAnswer> => {
    const customer = (await request.session.load())?.customer;
    if (!customer) return ANONYMOUS;
    return { data: { authenticated: true, hasPassword: customer.hasPassword, idCustomer: customer.id, name: customer.name } };
  };
  registry.add('loginStatus', { auth: 'public', limit: 'read' }, status);
  registry.add('verifySession', { auth: 'public', limit: 'read' }, status);
  // POST /api/verifyLogin, json null (customer-area §7): the same answer. It takes no identifier and tells
  // only the caller about the caller's own session (anonymous, never a 401, for a visitor), so it says
  // nothing about any account and has nothing to guess: the 'read' class, as its two twins.
  registry.add('verifyLogin', { json: nothingInput, auth: 'public', limit: 'read' }, status);

  // A new session id on login; the visitor's cart becomes (or joins) the customer's.
  registry.add('login', { json: loginInput, auth: 'public', limit: 'login' }, async ({ request, json }) => {
    const customer = await customers.authenticate({ ...json, ip: request.ip });
    const session = await request.session.rotate(customer.id);
    await cart.adoptSessionCart(session.id, customer.id);
    return { data: { authenticated: true, hasPassword: true, idCustomer: customer.id, name: customer.name } };
  });

  registry.add('logout', { auth: 'public', limit: 'read' }, async ({ request }) => {
    await request.session.destroy();
    return { ok: true };
  });
}
