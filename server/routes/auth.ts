/** Login status, login and logout. */
import type { LoginStatusAnswer } from '../../src/api/operations';
import { isValidEmail } from '../../src/validation';
import type { RecaptchaVerifier } from '../adapters/recaptcha';
import type { AttemptLimiter } from '../lib/attempt-limiter';
import { HttpError } from '../lib/http-error';
import { burnPasswordCheck, verifyPassword } from '../lib/password';
import type { Repositories } from '../repositories';
import type { OperationContext, OperationRegistry } from './registry';

export const AUTH_MESSAGES = {
  missingCredentials: 'Informe o e-mail e a senha.',
  invalidEmail: 'Informe um e-mail válido.',
  invalidCredentials: 'E-mail ou senha inválidos.',
  noPassword:
    'Você ainda não cadastrou uma senha. Entre com o código de acesso enviado ao seu e-mail ou use "Esqueci minha senha" para criar uma.',
  tooManyAttempts: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
  recaptcha: 'Não foi possível confirmar que você não é um robô. Recarregue a página e tente novamente.',
} as const;

const ANONYMOUS: LoginStatusAnswer = { data: { authenticated: false, hasPassword: false, idCustomer: null, name: null } };

export interface AuthDependencies {
  recaptcha: RecaptchaVerifier;
  loginLimiter: AttemptLimiter;
}

function loginInput(json: unknown): { email: string; password: string; token: string } {
  const input = (json ?? {}) as Record<string, unknown>;
  const { username, password, tokenRecaptcha } = input;
  if (typeof username !== 'string' || typeof password !== 'string' || !username.trim() || !password) {
    throw new HttpError(400, AUTH_MESSAGES.missingCredentials, 'INVALID_INPUT');
  }
  const email = username.trim().toLowerCase();
  if (!isValidEmail(email)) throw new HttpError(400, AUTH_MESSAGES.invalidEmail, 'INVALID_INPUT');
  if (password.length > 200) throw new HttpError(401, AUTH_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
  return { email, password, token: typeof tokenRecaptcha === 'string' ? tokenRecaptcha : '' };
}

export function authOperations(registry: OperationRegistry, repos: Repositories, deps: AuthDependencies): void {
  const status = async ({ request }: OperationContext): Promise<LoginStatusAnswer> => {
    const customer = (await request.session.load())?.customer;
    if (!customer) return ANONYMOUS;
    return { data: { authenticated: true, hasPassword: customer.hasPassword, idCustomer: customer.id, name: customer.name } };
  };
  registry.add('loginStatus', status);
  registry.add('verifySession', status);

  registry.add(
    'login',
    async ({ request, json }) => {
      const { email, password, token } = loginInput(json);
      const key = `${request.ip}|${email}`;
      if (deps.loginLimiter.isBlocked(key)) throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts, 'RATE_LIMIT');
      if (!(await deps.recaptcha.verify(token, 'Login', request.ip))) {
        throw new HttpError(400, AUTH_MESSAGES.recaptcha, 'RECAPTCHA');
      }
      const customer = await repos.customers.findCredentialsByEmail(email);
      if (!customer?.passwordHash) {
        if (!customer) await burnPasswordCheck(password);
        deps.loginLimiter.recordFailure(key);
        if (customer) throw new HttpError(401, AUTH_MESSAGES.noPassword, 'NO_PASSWORD');
        throw new HttpError(401, AUTH_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
      }
      if (!(await verifyPassword(password, customer.passwordHash))) {
        deps.loginLimiter.recordFailure(key);
        throw new HttpError(401, AUTH_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
      }
      deps.loginLimiter.reset(key);
      const session = await request.session.rotate(customer.id);
      await repos.carts.adoptSessionCart(session.id, customer.id);
      return { data: { authenticated: true, hasPassword: true, idCustomer: customer.id, name: customer.name } };
    },
    { rateLimit: { max: 30, timeWindow: '1 minute' } },
  );

  registry.add('logout', async ({ request }) => {
    await request.session.destroy();
    return { ok: true };
  });
}
