import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverForThisFile, TestClient } from './helpers';
import {
  checkCode,
  clientWithSession,
  createCustomer,
  identify,
  lastCode,
  login,
  mailsTo,
  otherCode,
  PASSWORD,
  put,
  resend,
  status,
} from './customer-auth-helpers';

const handle = serverForThisFile({ limits: { account: { max: 10_000, timeWindow: 60_000 }, login: { max: 10_000, timeWindow: 60_000 }, form: null }, forgotFloorMs: 50 });
const app = () => handle.server.app;
const db = () => handle.server.database.db;
const client = () => new TestClient(app());
const INVALID_CODE = { error: 'Chave de acesso inválida.', code: 'INVALID_ACCESS_CODE' };

describe('identification', () => {
  it('leads an account with a password to the login, answering the e-mail as typed', async () => {
    const response = await identify(client(), 'Maria@Example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ next: 'login', email: 'Maria@Example.com', automaticSecurePasswordGeneration: false });
  });

  it('answers a masked e-mail for a CPF or CNPJ, masked or bare', async () => {
    expect((await identify(client(), '529.982.247-25')).json()).toEqual({ next: 'login', email: 'ma***@example.com', automaticSecurePasswordGeneration: false });
    expect((await identify(client(), '11222333000181')).json().email).toBe('co***@empresa.example.com');
  });

  it('answers unknown for an identifier without an account, and sends nothing', async () => {
    const before = (await handle.rows(sql`select id from outbox`)).length;
    expect((await identify(client(), 'ninguem@example.com')).json()).toEqual({ next: 'unknown', email: null, automaticSecurePasswordGeneration: false });
    expect((await identify(client(), '111.222.333-96')).json().next).toBe('unknown');
    expect((await handle.rows(sql`select id from outbox`)).length).toBe(before);
  });

  it("refuses invalid identifiers with the form's texts, and a wrong bot-check token; without one, no e-mail", async () => {
    expect((await identify(client(), '')).json().error).toBe('Informe um E-mail, CPF ou CNPJ.');
    expect((await identify(client(), '123.456.789-00')).json().error).toBe('Informe um E-mail, CPF ou CNPJ válido.');
    // without a token the answer still says where to go (the spec's behaviour) but discloses no e-mail
    const noToken = await identify(client(), '529.982.247-25', '');
    expect(noToken.statusCode).toBe(200);
    expect(noToken.json()).toEqual({ next: 'login', email: null, automaticSecurePasswordGeneration: false });
    const wrong = await identify(client(), 'maria@example.com', 'offline:Login');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('RECAPTCHA');
  });

  it('takes only an e-mail or a CNPJ in a B2B store', async () => {
    await handle.rows(sql`update company_settings set status_b2b = true`);
    try {
      const cpf = await identify(client(), '529.982.247-25');
      expect(cpf.statusCode).toBe(400);
      expect(cpf.json().error).toBe('Informe um E-mail ou CNPJ válido.');
      expect((await identify(client(), '11.222.333/0001-81')).json().next).toBe('login');
    } finally {
      await handle.rows(sql`update company_settings set status_b2b = false`);
    }
  });
});

describe('access code', () => {
  it('sends a code, validates it, rotates the session and signs in without a password', async () => {
    const customer = await createCustomer(db(), { password: null, name: 'Pedro Alves' });
    const visitor = client();
    const identified = await identify(visitor, customer.email);
    expect(identified.json()).toEqual({ next: 'code-sent', email: customer.email, automaticSecurePasswordGeneration: true });

    const [mail] = await mailsTo(handle.rows, customer.email);
    expect(mail!.subject).toContain('código de acesso');
    expect(mail!.text).toContain('Olá, Pedro Alves!');
    const code = await lastCode(handle.rows, customer.email);
    const [stored] = await handle.rows<{ code_hash: string }>(sql`select code_hash from access_codes where customer_id = ${customer.id}`);
    expect(stored!.code_hash).not.toContain(code);

    const before = visitor.cookies.get('jet_session')!;
    const checked = await checkCode(visitor, code, customer.email);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ valid: true });
    const after = visitor.cookies.get('jet_session')!;
    expect(after).not.toBe(before);
    expect(await status(visitor)).toEqual({ authenticated: true, hasPassword: false, idCustomer: customer.id, name: 'Pedro Alves' });
    expect((await status(clientWithSession(app(), before))).authenticated).toBe(false);

    // the cookie check: this session's customer, by the e-mail as typed or masked
    expect((await visitor.post('/api/verifyAccessKeyEmail', { email: customer.email.toUpperCase() })).json()).toEqual({ valid: true });
    const wrong = await visitor.post('/api/verifyAccessKeyEmail', { email: 'maria@example.com' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(INVALID_CODE);
    expect((await client().post('/api/verifyAccessKeyEmail', { email: customer.email })).statusCode).toBe(400);

    // used once
    expect((await checkCode(visitor, code)).json()).toEqual(INVALID_CODE);
  });

  it('binds the code to the session that asked for it', async () => {
    const customer = await createCustomer(db(), { password: null });
    await identify(client(), customer.email);
    const code = await lastCode(handle.rows, customer.email);
    const stranger = client();
    await stranger.get('/api/ping');
    expect((await checkCode(stranger, code)).json()).toEqual(INVALID_CODE);
  });

  it('answers a masked e-mail for a CPF, and the cookie check takes it', async () => {
    const customer = await createCustomer(db(), { password: null });
    const visitor = client();
    const identified = (await identify(visitor, customer.cpf)).json();
    expect(identified.next).toBe('code-sent');
    expect(identified.email).toMatch(/^cl\*\*\*@example\.com$/);
    expect((await checkCode(visitor, await lastCode(handle.rows, customer.email))).statusCode).toBe(200);
    expect((await visitor.post('/api/verifyAccessKeyEmail', { email: identified.email })).json()).toEqual({ valid: true });
  });

  it('kills a code after 5 wrong tries', async () => {
    const customer = await createCustomer(db(), { password: null });
    const visitor = client();
    await identify(visitor, customer.email);
    const code = await lastCode(handle.rows, customer.email);
    for (let i = 0; i < 5; i++) {
      const wrong = await checkCode(visitor, i === 0 ? 'abc' : otherCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual(INVALID_CODE);
    }
    expect((await checkCode(visitor, code)).json()).toEqual(INVALID_CODE);
    expect((await status(visitor)).authenticated).toBe(false);

    // identifying again at once sends a new code (the dead one is not kept for the cooldown), which works
    expect((await identify(visitor, customer.email)).json()).toMatchObject({ next: 'code-sent' });
    const fresh = await lastCode(handle.rows, customer.email);
    expect((await checkCode(visitor, fresh)).json()).toEqual({ valid: true });
  });

  it('refuses an expired code', async () => {
    const customer = await createCustomer(db(), { password: null });
    const visitor = client();
    await identify(visitor, customer.email);
    const code = await lastCode(handle.rows, customer.email);
    await handle.rows(sql`update access_codes set expires_at = now() - interval '1 second' where customer_id = ${customer.id}`);
    expect((await checkCode(visitor, code)).json()).toEqual(INVALID_CODE);
  });

  it('refuses a check with a wrong bot-check token; below the threshold none is needed', async () => {
    const customer = await createCustomer(db(), { password: null });
    const visitor = client();
    await identify(visitor, customer.email);
    const code = await lastCode(handle.rows, customer.email);
    const response = await checkCode(visitor, code, customer.email, 'offline:Login');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('RECAPTCHA');
    expect((await checkCode(visitor, code, customer.email, '')).json()).toEqual({ valid: true });
  });

  it('resends only after the cooldown, with a new code that replaces the old one', async () => {
    const customer = await createCustomer(db(), { password: null });
    const visitor = client();
    await identify(visitor, customer.email);
    const first = await lastCode(handle.rows, customer.email);

    const early = await resend(visitor);
    expect(early.statusCode).toBe(429);
    expect(early.json().error).toMatch(/^Aguarde \d+ segundos para pedir um novo código de acesso\.$/);
    expect(early.json().retryAfter).toBeGreaterThan(50);
    expect(Number(early.headers['retry-after'])).toBe(early.json().retryAfter);
    // identifying again inside the cooldown keeps the code already sent
    expect((await identify(visitor, customer.email)).json().next).toBe('code-sent');
    expect(await mailsTo(handle.rows, customer.email)).toHaveLength(1);

    await handle.rows(sql`update access_codes set sent_at = now() - interval '61 seconds' where customer_id = ${customer.id}`);
    const later = await resend(visitor, 'qualquer@example.com');
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual({ retryAfter: 60 });
    const mails = await mailsTo(handle.rows, customer.email);
    expect(mails).toHaveLength(2);
    const second = await lastCode(handle.rows, customer.email);
    if (second !== first) expect((await checkCode(visitor, first)).json()).toEqual(INVALID_CODE);
    expect((await checkCode(visitor, second)).statusCode).toBe(200);
  });

  it('resends nothing for a session without an identification', async () => {
    const response = await resend(client(), 'maria@example.com');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Identifique-se novamente para receber um novo código de acesso.');
  });
});

describe('login by e-mail, CPF or CNPJ', () => {
  it('signs in with a masked or bare CPF and a CNPJ', async () => {
    expect((await login(client(), '529.982.247-25')).json().data).toMatchObject({ authenticated: true, idCustomer: 1 });
    expect((await login(client(), '52998224725')).json().data.idCustomer).toBe(1);
    expect((await login(client(), '11.222.333/0001-81')).json().data.idCustomer).toBe(2);
  });

  it('answers an unknown CPF exactly like a wrong password', async () => {
    const unknown = await login(client(), '111.222.333-96');
    const wrong = await login(client(), '529.982.247-25', 'errada');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a wrong bot-check token; an account not under attack needs none', async () => {
    for (const token of ['offline:Register', 'forjado']) {
      const response = await login(client(), 'maria@example.com', PASSWORD, token);
      expect(response.statusCode, String(token)).toBe(400);
      expect(response.json().code).toBe('RECAPTCHA');
    }
    for (const token of ['', null, 12]) expect((await login(client(), 'maria@example.com', PASSWORD, token)).statusCode, String(token)).toBe(200);
    const absent = await client().post('/api/login', { request: 'login', json: { username: 'maria@example.com', password: PASSWORD } });
    expect(absent.statusCode).toBe(200);
  });
});

describe('forgot password and the reset token', () => {
  const forgot = (c: TestClient, email: string, tokenRecaptcha = 'offline:ForgetPassword') => c.call('sendRecoveryEmail', null, { email, tokenRecaptcha });
  const tokenOf = (text: string) => /\/customer\/changepassword\/ChangePasswordToken\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

  it('answers the same for a known and an unknown e-mail, and mails a link only to the account', async () => {
    const customer = await createCustomer(db());
    const known = await forgot(client(), customer.email);
    const unknown = await forgot(client(), 'ninguem-aqui@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json().message).toContain('spam');
    expect(await mailsTo(handle.rows, 'ninguem-aqui@example.com')).toHaveLength(0);
    const [mail] = await mailsTo(handle.rows, customer.email);
    const token = tokenOf(mail!.text)!;
    expect(token).toHaveLength(43);
    expect(mail!.text).toContain(`http://localhost:4173/customer/changepassword/ChangePasswordToken/${token}`);
    expect(mail!.html).toContain(`<a href="http://localhost:4173/customer/changepassword/ChangePasswordToken/${token}">`);
    const hash = createHash('sha256').update(token).digest('hex');
    expect(await handle.rows(sql`select 1 from password_reset_tokens where token_hash = ${hash} and customer_id = ${customer.id}`)).toHaveLength(1);
  });

  it('refuses a bad e-mail and a missing bot-check token', async () => {
    expect((await forgot(client(), 'nao-e-email')).statusCode).toBe(400);
    expect((await forgot(client(), 'maria@example.com', '')).json().code).toBe('RECAPTCHA');
  });

  it('validates a live token, changes the password once with it, and ends every session of the customer', async () => {
    const customer = await createCustomer(db());
    const signedIn = client();
    expect((await login(signedIn, customer.email)).statusCode).toBe(200);
    await forgot(client(), customer.email);
    const token = tokenOf((await mailsTo(handle.rows, customer.email)).at(-1)!.text)!;

    expect((await client().call('validatePasswordToken', null, { token })).json()).toEqual({ email: customer.email, idCustomer: customer.id });
    const changed = await client().post('/api/changePassword', { token, password: 'Tucano-Verde-42', passwordConfirm: 'Tucano-Verde-42', location: 'changepassword' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: 'Senha alterada com sucesso!' });
    expect((await status(signedIn)).authenticated).toBe(false);
    expect((await login(client(), customer.email, 'Tucano-Verde-42')).statusCode).toBe(200);
    expect((await login(client(), customer.email, PASSWORD)).statusCode).toBe(401);

    const again = await client().post('/api/changePassword', { token, password: 'Arara-Azul-77', passwordConfirm: 'Arara-Azul-77', location: 'changepassword' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('Este link de troca de senha é inválido ou expirou. Peça um novo link.');
    expect((await client().call('validatePasswordToken', null, { token })).statusCode).toBe(400);
  });

  it('refuses an expired, unknown or malformed token', async () => {
    const customer = await createCustomer(db());
    await forgot(client(), customer.email);
    const token = tokenOf((await mailsTo(handle.rows, customer.email)).at(-1)!.text)!;
    await handle.rows(sql`update password_reset_tokens set expires_at = now() - interval '1 second' where customer_id = ${customer.id}`);
    for (const value of [token, 'x'.repeat(43), '', 'a'.repeat(5000), 12]) {
      const response = await client().call('validatePasswordToken', null, { token: value });
      expect(response.statusCode, String(value).slice(0, 10)).toBe(400);
    }
  });

  it('lets only one of two concurrent changes use a token', async () => {
    const customer = await createCustomer(db());
    await forgot(client(), customer.email);
    const token = tokenOf((await mailsTo(handle.rows, customer.email)).at(-1)!.text)!;
    const body = (password: string) => ({ token, password, passwordConfirm: password, location: 'changepassword' });
    const results = await Promise.all([client().post('/api/changePassword', body('Primeira1')), client().post('/api/changePassword', body('Segunda22'))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('change password signed in', () => {
  const change = (c: TestClient, body: Record<string, unknown>) => c.post('/api/changePassword', { location: 'changepassword', ...body });

  it('needs the current password, then keeps this session and ends the others', async () => {
    const customer = await createCustomer(db());
    const here = client();
    const elsewhere = client();
    await login(here, customer.email);
    await login(elsewhere, customer.email);

    const wrong = await change(here, { passwordOld: 'errada', password: 'Tucano-Verde-42', passwordConfirm: 'Tucano-Verde-42' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('A senha atual está incorreta.');
    const mismatch = await change(here, { passwordOld: PASSWORD, password: 'Tucano-Verde-42', passwordConfirm: 'Tucano-Verde-43' });
    expect(mismatch.json().error).toBe('As senhas digitadas são diferentes!');
    expect((await change(here, { passwordOld: PASSWORD, password: 'curta', passwordConfirm: 'curta' })).json().error).toBe('A senha deve ter no mínimo 8 dígitos');

    const ok = await change(here, { passwordOld: PASSWORD, password: 'Tucano-Verde-42', passwordConfirm: 'Tucano-Verde-42' });
    expect(ok.json()).toEqual({ message: 'Senha alterada com sucesso!' });
    expect((await status(here)).authenticated).toBe(true);
    expect((await status(elsewhere)).authenticated).toBe(false);
    expect((await mailsTo(handle.rows, customer.email)).at(-1)!.subject).toContain('senha');
  });

  it('answers 401 without a customer, and refuses finishregistration without a token', async () => {
    const anonymous = await change(client(), { passwordOld: 'x', password: 'Tucano-Verde-42', passwordConfirm: 'Tucano-Verde-42' });
    expect(anonymous.statusCode).toBe(401);
    const customer = await createCustomer(db());
    const signedIn = client();
    await login(signedIn, customer.email);
    const finish = await change(signedIn, { location: 'finishregistration', passwordOld: PASSWORD, password: 'Tucano-Verde-42', passwordConfirm: 'Tucano-Verde-42' });
    expect(finish.statusCode).toBe(400);
    expect((await login(client(), customer.email)).statusCode).toBe(200);
  });

  it('refuses a customer without a password (finish-registration sets it)', async () => {
    const customer = await createCustomer(db(), { password: null });
    const visitor = client();
    await identify(visitor, customer.email);
    await checkCode(visitor, await lastCode(handle.rows, customer.email));
    const response = await change(visitor, { passwordOld: 'x', password: 'Tucano-Verde-42', passwordConfirm: 'Tucano-Verde-42' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Conclua o seu cadastro para criar uma senha.');
  });
});

describe('recover e-mail', () => {
  const recover = (cpfCnpj: unknown, password: unknown) => client().post('/api/recoverEmail', { cpfCnpj, password });

  it('answers the e-mail of a CPF and its password', async () => {
    const customer = await createCustomer(db());
    expect((await recover(customer.cpf, PASSWORD)).json()).toEqual({ email: customer.email });
    const masked = customer.cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');
    expect((await recover(masked, PASSWORD)).json()).toEqual({ email: customer.email });
  });

  it('answers one text for an unknown CPF, a wrong password and an account without a password', async () => {
    const noPassword = await createCustomer(db(), { password: null });
    const expected = { error: 'Não foi possível encontrar o seu e-mail.', code: 'NOT_FOUND' };
    for (const [cpf, password] of [['111.222.333-96', PASSWORD], ['529.982.247-25', 'errada'], [noPassword.cpf, PASSWORD]]) {
      const response = await recover(cpf, password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(expected);
    }
  });

  it("refuses a malformed CPF or CNPJ with 'CPF ou CNPJ inválido'", async () => {
    for (const cpf of ['123', '529.982.247-26', 'abcdefghijk']) expect((await recover(cpf, PASSWORD)).json().error).toBe('CPF ou CNPJ inválido');
  });
});

describe('change e-mail', () => {
  // the whole flow (current password or code, the link to the new address): customer-email-change.test.ts
  const changeEmail = (c: TestClient, email: unknown, emailConfirm: unknown = email) =>
    put(app(), c, '/api/customer/email', { email, emailConfirm, currentPassword: PASSWORD });

  it('needs a signed-in customer and valid, equal addresses', async () => {
    expect((await changeEmail(client(), 'a@example.com')).statusCode).toBe(401);
    const customer = await createCustomer(db());
    const signedIn = client();
    await login(signedIn, customer.email);
    expect((await changeEmail(signedIn, 'a@example.com', 'b@example.com')).json().error).toBe('Os endereços de e-mail não conferem.');
    expect((await changeEmail(signedIn, 'nao-e-email')).json().error).toBe('Favor preencher os campos corretamente.');
  });
});

describe('bad input never answers 500', () => {
  // past an operation's 32 kB body limit (a 413 before any check), and the longest text that fits in it
  const huge = 'a'.repeat(100_000);
  const long = 'a'.repeat(20_000);
  const payloads: unknown[] = [null, [], 'texto', 7, {}, { x: 1 }];
  const fields = ['identifier', 'code', 'email', 'emailConfirm', 'token', 'password', 'passwordOld', 'passwordConfirm', 'cpfCnpj', 'location', 'appName', 'appId', 'credential', 'tokenRecaptcha', 'username', 'currentPassword'];
  const values: unknown[] = [huge, long, 'a\u0000b', '<script>alert(1)</script>', 12, true, ['x'], { a: 1 }, null, '😀'.repeat(300)];
  const calls: Array<[string, (json: unknown) => Promise<{ statusCode: number }>]> = [
    ['identification', (json) => client().post('/api/identification', json as object)],
    ['sendAccessKey', (json) => client().call('sendAccessKey', null, json)],
    ['validateAccessKey', (json) => client().call('validateAccessKey', null, json)],
    ['verifyAccessKeyEmail', (json) => client().post('/api/verifyAccessKeyEmail', json as object)],
    ['sendRecoveryEmail', (json) => client().call('sendRecoveryEmail', null, json)],
    ['validatePasswordToken', (json) => client().call('validatePasswordToken', null, json)],
    ['changePassword', (json) => client().post('/api/changePassword', json as object)],
    ['recoverEmail', (json) => client().post('/api/recoverEmail', json as object)],
    ['loginsocial', (json) => client().post('/api/loginsocial', json as object)],
    ['login', (json) => client().post('/api/login', { request: 'login', json })],
    ['customer/email', (json) => put(app(), client(), '/api/customer/email', json)],
    ['customer/email signed in', async (json) => put(app(), await signedIn(), '/api/customer/email', json)],
    ['sendEmailChangeCode signed in', async (json) => (await signedIn()).call('sendEmailChangeCode', null, json)],
    ['confirmEmailChange', (json) => client().call('confirmEmailChange', null, json)],
    ['changePassword signed in', async (json) => (await signedIn()).post('/api/changePassword', json as object)],
  ];
  let signedInClient: TestClient | undefined;
  const signedIn = async () => {
    if (!signedInClient) {
      const customer = await createCustomer(db());
      signedInClient = client();
      await login(signedInClient, customer.email);
    }
    return signedInClient;
  };

  it.each(calls)('%s answers 400/401/403/404/413/429 to wrong types, huge strings, NUL and scripts', async (_name, call) => {
    const inputs = [...payloads, ...fields.flatMap((field) => values.map((value) => Object.fromEntries(fields.map((f) => [f, f === field ? value : 'x']))))];
    for (const input of inputs) {
      const response = await call(input);
      expect([400, 401, 403, 404, 413, 429], JSON.stringify(input).slice(0, 80)).toContain(response.statusCode);
    }
  });
});

describe('wrong JSON types are refused in pt-BR, never cast or echoed', () => {
  it.each([
    ['recoverEmail, a CPF as a number', () => client().post('/api/recoverEmail', { cpfCnpj: 52998224725, password: PASSWORD })],
    ['sendRecoveryEmail, an object as the e-mail', () => client().call('sendRecoveryEmail', null, { email: { $ne: 1 }, tokenRecaptcha: 'offline:ForgetPassword' })],
    ['validateAccessKey, an array as the code', () => client().call('validateAccessKey', null, { code: ['1'], email: 'a@b.co', tokenRecaptcha: 'offline:FirstAccess' })],
    ['validatePasswordToken, a number as the token', () => client().call('validatePasswordToken', null, { token: 123 })],
  ] as const)('%s', async (_case, send) => {
    const response = await send();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Dados da requisição inválidos.', code: 'INVALID_INPUT' });
  });
});

describe('the demo outbox page', () => {
  it('is not served unless the app option asks for it', async () => {
    expect((await client().get('/demo/outbox', { accept: 'text/html' })).statusCode).toBe(404);
  });
});
