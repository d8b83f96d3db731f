/**
 * The password policy through HTTP (issue 22, OWASP ASVS 5.0 level 2, V6.2): every place a password is
 * chosen (registration, finish-registration, change signed in, reset by link) refuses fewer than 8
 * characters, more than 128 and any password on the common/breached list, and accepts a long passphrase
 * with no composition rules. The seeded demo password, now on the list, still signs in.
 */
import { describe, expect, it } from 'vitest';
import { installPasswordList } from '../../server/lib/password-policy';
import { isCommonPassword } from '../../src/validation';
import { serverForThisFile, TestClient } from './helpers';
import { createCustomer, login, mailsTo, PASSWORD } from './customer-auth-helpers';
import { fisica, register, signIn, signInWithoutPassword } from './customer-data-helpers';

const handle = serverForThisFile({
  limits: { account: { max: 10_000, timeWindow: 60_000 }, login: { max: 10_000, timeWindow: 60_000 }, form: null },
  forgotFloorMs: 50,
});
const client = () => new TestClient(handle.server.app);
const db = () => handle.server.database.db;

const COMMON = 'Essa senha é muito comum ou já apareceu em vazamentos. Escolha outra.';
const SHORT = 'A senha deve ter no mínimo 8 dígitos';
const LONG = 'A senha deve ter no máximo 128 caracteres';
/** Refused values and the text the answer carries (without the field label of the registration). */
const REFUSED: Array<[string, string]> = [
  ['abc', SHORT],
  ['1234567', SHORT],
  ['x'.repeat(129), LONG],
  ['password', COMMON],
  ['12345678', COMMON],
  ['senha123', COMMON],
  ['brasil123', COMMON],
  ['Senha@123', COMMON],
  ['QWERTY123', COMMON],
];
/** No composition rules: all lower case, all digits not on the list, spaces, 128 characters, emoji. */
const ACCEPTED = ['sabia laranjeira', '58213946', 'ç'.repeat(4) + 'ã'.repeat(4), 'p'.repeat(64) + 'q'.repeat(64), '🦜🦜🦜🦜 arara'];

describe('registration (POST /api/register)', () => {
  it.each(REFUSED)('refuses %j', async (password, message) => {
    const response = await register(client(), fisica({ password }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(`Senha: ${message}`);
  });

  it('accepts a passphrase without digits or capitals, and she signs in with it', async () => {
    const payload = fisica({ password: ACCEPTED[0] });
    expect((await register(client(), payload)).statusCode).toBe(200);
    expect((await signIn(client(), payload.email as string, ACCEPTED[0])).data.authenticated).toBe(true);
  });
});

describe('change password signed in (POST /api/changePassword)', () => {
  const change = (c: TestClient, password: string) =>
    c.post('/api/changePassword', { location: 'changepassword', passwordOld: PASSWORD, password, passwordConfirm: password });

  it('refuses short, long and listed passwords, and accepts any other of 8 to 128 characters', async () => {
    const customer = await createCustomer(db());
    const here = client();
    await login(here, customer.email);
    for (const [password, message] of REFUSED) {
      const response = await change(here, password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json().error, password).toBe(message);
    }
    let current = PASSWORD;
    for (const password of ACCEPTED) {
      const response = await here.post('/api/changePassword', { location: 'changepassword', passwordOld: current, password, passwordConfirm: password });
      expect(response.statusCode, password).toBe(200);
      current = password;
    }
    expect((await login(client(), customer.email, current)).statusCode).toBe(200);
  });
});

describe('reset by link and finish-registration', () => {
  const tokenOf = (text: string) => /\/customer\/changepassword\/ChangePasswordToken\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

  it('refuses a listed password with a reset token, and the token still works for a good one', async () => {
    const customer = await createCustomer(db());
    await client().call('sendRecoveryEmail', null, { email: customer.email, tokenRecaptcha: 'offline:ForgetPassword' });
    const token = tokenOf((await mailsTo(handle.rows, customer.email)).at(-1)!.text)!;
    const weak = await client().post('/api/changePassword', { token, password: 'brasil123', passwordConfirm: 'brasil123', location: 'changepassword' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toBe(COMMON);
    const good = await client().post('/api/changePassword', { token, password: 'sabia laranjeira', passwordConfirm: 'sabia laranjeira', location: 'changepassword' });
    expect(good.statusCode).toBe(200);
  });

  it('refuses a listed password when a customer without one finishes the registration', async () => {
    const customer = await createCustomer(db(), { password: null });
    const shopper = client();
    await signInWithoutPassword(handle.server, shopper, customer.id);
    const { email: _email, ...json } = fisica({ password: '12345678' });
    const response = await shopper.post('/api/verifyRegistration', { request: 'finishRegistration', params: null, json });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(`Senha: ${COMMON}`);
  });
});

describe('the seeded demo customers', () => {
  it('still sign in with Senha@123, which a new registration now refuses', async () => {
    expect((await signIn(client(), 'maria@example.com', 'Senha@123')).data.authenticated).toBe(true);
  });
});

describe('without the npm list', () => {
  it('still refuses the Brazilian list and starts; with the list back, the breached ones too', async () => {
    const warn = console.warn;
    const warnings: unknown[] = [];
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      expect(await installPasswordList(() => Promise.reject(new Error('Cannot find package')))).toBe('brazilian-only');
      expect(isCommonPassword('Brasil123')).toBe(true);
      expect(isCommonPassword('iloveyou')).toBe(false);
      expect(warnings).toHaveLength(1);
    } finally {
      console.warn = warn;
      expect(await installPasswordList()).toBe('full');
    }
    expect(isCommonPassword('iloveyou')).toBe(true);
  });
});
