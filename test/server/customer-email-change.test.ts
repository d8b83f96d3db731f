/**
 * The e-mail change (issue 22, ASVS 5.0 V6/V3): the current password (or a code sent to the current address
 * for an account without one), then a single-use link to the new address; nothing changes before it is
 * opened, the answer never tells whether the new address has an account, both addresses are told, and the
 * confirmation ends the customer's other sessions.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverForThisFile, TestClient } from './helpers';
import { checkCode, clientWithSession, createCustomer, identify, lastCode, login, mailsTo, otherCode, PASSWORD, put, status } from './customer-auth-helpers';

const handle = serverForThisFile({ limits: { account: { max: 10_000, timeWindow: 60_000 }, login: { max: 10_000, timeWindow: 60_000 }, form: null } });
const app = () => handle.server.app;
const db = () => handle.server.database.db;
const client = () => new TestClient(app());

const REQUESTED = {
  message: 'Enviamos um link de confirmação para o novo e-mail. O e-mail da sua conta só muda depois que você abrir esse link.',
};

const changeEmail = (c: TestClient, json: Record<string, unknown>) =>
  put(app(), c, '/api/customer/email', { emailConfirm: json.email, ...json });
const confirm = (c: TestClient, token: unknown) => c.call('confirmEmailChange', null, { token });
const sendCode = (c: TestClient) => c.call('sendEmailChangeCode', null, null);

async function signedIn(options: { password?: string | null } = {}) {
  const customer = await createCustomer(db(), options);
  const c = client();
  if (options.password === null) {
    await identify(c, customer.email);
    await checkCode(c, await lastCode(handle.rows, customer.email), customer.email);
  } else {
    await login(c, customer.email);
  }
  expect((await status(c)).idCustomer).toBe(customer.id);
  return { customer, c };
}

const emailOf = async (id: number) => (await handle.rows<{ email: string }>(sql`select email from customers where id = ${id}`))[0]!.email;
const fresh = () => `novo-${Math.random().toString(36).slice(2, 10)}@example.com`;

/** The token of the newest confirmation link mailed to `to`. */
async function linkTo(to: string): Promise<{ url: string; token: string }> {
  const mails = await mailsTo(handle.rows, to);
  const match = /(https?:\/\/\S+\/customer\/confirmar-email\?token=([\w-]+))/.exec(mails.at(-1)?.text ?? '');
  if (!match) throw new Error(`no confirmation link mailed to ${to}`);
  return { url: match[1]!, token: match[2]! };
}

describe('asking for the change', () => {
  it('refuses a missing or wrong current password, counts it, and sends nothing', async () => {
    const { customer, c } = await signedIn();
    const next = fresh();
    const missing = await changeEmail(c, { email: next });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Informe a senha atual.', code: 'CURRENT_PASSWORD_REQUIRED' });
    const wrong = await changeEmail(c, { email: next, currentPassword: 'errada123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'A senha atual está incorreta.', code: 'WRONG_PASSWORD' });
    expect(await mailsTo(handle.rows, next)).toEqual([]);
    expect(await emailOf(customer.id)).toBe(customer.email);
    expect(await handle.rows(sql`select 1 from email_change_tokens where customer_id = ${customer.id}`)).toEqual([]);
  });

  it('stops after too many wrong passwords (the per-account limiter of the change of password)', async () => {
    const { c } = await signedIn();
    const next = fresh();
    let last = 0;
    for (let i = 0; i < 12; i++) last = (await changeEmail(c, { email: next, currentPassword: `errada${i}xx` })).statusCode;
    expect(last).toBe(429);
    // the right password is refused too while the window lasts
    expect((await changeEmail(c, { email: next, currentPassword: PASSWORD })).statusCode).toBe(429);
  });

  it('changes nothing before the link is opened: the old address still signs in, the new one does not', async () => {
    const { customer, c } = await signedIn();
    const next = fresh();
    const response = await changeEmail(c, { email: next.toUpperCase(), emailConfirm: next.toUpperCase(), currentPassword: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(REQUESTED);
    expect(await emailOf(customer.id)).toBe(customer.email);
    expect((await login(client(), customer.email)).statusCode).toBe(200);
    expect((await login(client(), next)).statusCode).toBe(401);

    // the link to the new address (built from PUBLIC_URL); the token is stored only as its hash
    const { token } = await linkTo(next);
    const [row] = await handle.rows<{ token_hash: string; new_email: string }>(sql`select token_hash, new_email from email_change_tokens where customer_id = ${customer.id}`);
    expect(row!.new_email).toBe(next);
    expect(row!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row!.token_hash).not.toContain(token);

    // the current address is told, with what to do if it was not them
    const [notice] = await mailsTo(handle.rows, customer.email).then((mails) => mails.slice(-1));
    expect(notice!.subject).toContain('pedido de alteração do e-mail da sua conta');
    expect(notice!.text).toContain(next);
    expect(notice!.text).toContain('Se não foi você');
    expect(notice!.text).not.toContain(token);
  });

  it('answers the same when the new address already has an account, and mails that address no link', async () => {
    const { c } = await signedIn();
    const other = await createCustomer(db());
    const before = await mailsTo(handle.rows, other.email);
    const response = await changeEmail(c, { email: other.email, currentPassword: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(REQUESTED);
    const after = await mailsTo(handle.rows, other.email);
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)!.text).toContain('já é o e-mail de uma conta');
    expect(after.at(-1)!.text).not.toMatch(/confirmar-email/);
    expect(after.at(-1)!.text).not.toContain('Cliente Teste');
    expect(await emailOf(other.id)).toBe(other.email);
  });

  it('refuses the current address and a signed-out caller', async () => {
    const { customer, c } = await signedIn();
    expect((await changeEmail(c, { email: customer.email, currentPassword: PASSWORD })).json().code).toBe('EMAIL_UNCHANGED');
    expect((await changeEmail(client(), { email: fresh(), currentPassword: PASSWORD })).statusCode).toBe(401);
    expect((await confirm(client(), '')).statusCode).toBe(400);
  });

  it('replaces a pending request with a new one', async () => {
    const { customer, c } = await signedIn();
    const first = fresh();
    const second = fresh();
    await changeEmail(c, { email: first, currentPassword: PASSWORD });
    const { token: old } = await linkTo(first);
    await changeEmail(c, { email: second, currentPassword: PASSWORD });
    expect((await confirm(client(), old)).json().code).toBe('INVALID_TOKEN');
    const { token } = await linkTo(second);
    expect((await confirm(client(), token)).statusCode).toBe(200);
    expect(await emailOf(customer.id)).toBe(second);
  });
});

describe('an account without a password', () => {
  it('proves itself with a fresh code sent to the current address', async () => {
    const { customer, c } = await signedIn({ password: null });
    const next = fresh();
    // no code yet
    expect((await changeEmail(c, { email: next, code: '123456' })).json().code).toBe('INVALID_ACCESS_CODE');
    expect((await changeEmail(c, { email: next })).json().code).toBe('CODE_REQUIRED');

    const sent = await sendCode(c);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ retryAfter: 60 });
    const [mail] = (await mailsTo(handle.rows, customer.email)).slice(-1);
    expect(mail!.subject).toContain('código para alterar o e-mail');
    const code = await lastCode(handle.rows, customer.email);
    // a second code inside the cooldown is refused with the wait
    expect((await sendCode(c)).statusCode).toBe(429);

    const wrong = await changeEmail(c, { email: next, code: otherCode(code) });
    expect(wrong.json()).toEqual({ error: 'Chave de acesso inválida.', code: 'INVALID_ACCESS_CODE' });
    expect(await mailsTo(handle.rows, next)).toEqual([]);

    // the code is not a sign-in code (nor the other way round)
    expect((await checkCode(c, code, customer.email)).json().code).toBe('INVALID_ACCESS_CODE');

    const right = await changeEmail(c, { email: next, code });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual(REQUESTED);
    // used once
    expect((await changeEmail(c, { email: fresh(), code })).json().code).toBe('INVALID_ACCESS_CODE');

    const { token } = await linkTo(next);
    expect((await confirm(client(), token)).statusCode).toBe(200);
    expect(await emailOf(customer.id)).toBe(next);
  });

  it('is not sent a code when the account has a password', async () => {
    const { c } = await signedIn();
    expect((await sendCode(c)).json().code).toBe('PASSWORD_REQUIRED');
    expect((await sendCode(client())).statusCode).toBe(401);
  });
});

describe('the confirmation link', () => {
  it('changes the e-mail once, tells both addresses, rotates the session and ends the others', async () => {
    const { customer, c } = await signedIn();
    const elsewhere = client();
    await login(elsewhere, customer.email);
    const next = fresh();
    await changeEmail(c, { email: next, currentPassword: PASSWORD });
    const { url, token } = await linkTo(next);
    expect(url.startsWith('http')).toBe(true);

    const before = c.cookies.get('jet_session')!;
    const confirmed = await confirm(c, token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'E-mail alterado com sucesso' });
    expect(await emailOf(customer.id)).toBe(next);

    // sessions: this one gets a new id and stays signed in; the old id and the other browser are out
    const after = c.cookies.get('jet_session')!;
    expect(after).not.toBe(before);
    expect((await status(c)).idCustomer).toBe(customer.id);
    expect((await status(clientWithSession(app(), before))).authenticated).toBe(false);
    expect((await status(elsewhere)).authenticated).toBe(false);

    // both addresses are told
    const old = (await mailsTo(handle.rows, customer.email)).at(-1)!;
    expect(old.subject).toContain('o e-mail da sua conta foi alterado');
    expect(old.text).toContain(next);
    expect((await mailsTo(handle.rows, next)).at(-1)!.subject).toContain('novo e-mail confirmado');

    // used once; the new address signs in, the old one no longer does
    expect((await confirm(c, token)).json().code).toBe('INVALID_TOKEN');
    expect((await login(client(), next)).statusCode).toBe(200);
    expect((await login(client(), customer.email)).statusCode).toBe(401);
  });

  it('ends the reset links mailed to the old address', async () => {
    const { customer, c } = await signedIn();
    await client().call('sendRecoveryEmail', null, { email: customer.email, tokenRecaptcha: 'offline:ForgetPassword' });
    const reset = /\/customer\/changepassword\/ChangePasswordToken\/([A-Za-z0-9_-]+)/.exec((await mailsTo(handle.rows, customer.email)).at(-1)!.text)?.[1];
    expect((await client().call('validatePasswordToken', null, { token: reset })).statusCode).toBe(200);
    const next = fresh();
    await changeEmail(c, { email: next, currentPassword: PASSWORD });
    expect((await confirm(c, (await linkTo(next)).token)).statusCode).toBe(200);
    expect((await client().call('validatePasswordToken', null, { token: reset })).statusCode).toBe(400);
  });

  it('opened in another browser: signs no one in and ends every session of the customer', async () => {
    const { customer, c } = await signedIn();
    const next = fresh();
    await changeEmail(c, { email: next, currentPassword: PASSWORD });
    const { token } = await linkTo(next);
    const opener = client();
    expect((await confirm(opener, token)).statusCode).toBe(200);
    expect((await status(opener)).authenticated).toBe(false);
    expect((await status(c)).authenticated).toBe(false);
    expect(await emailOf(customer.id)).toBe(next);
  });

  it('refuses an expired, a forged or a malformed token', async () => {
    const { customer, c } = await signedIn();
    const next = fresh();
    await changeEmail(c, { email: next, currentPassword: PASSWORD });
    const { token } = await linkTo(next);
    const invalid = {
      error: 'Este link de confirmação de e-mail é inválido ou expirou. Peça a alteração novamente.',
      code: 'INVALID_TOKEN',
    };
    expect((await confirm(client(), `${token.slice(0, -2)}xx`)).json()).toEqual(invalid);
    expect((await confirm(client(), 'a'.repeat(43))).json()).toEqual(invalid);
    for (const bad of [12, null, ['x'], 'a'.repeat(500)]) expect((await confirm(client(), bad)).statusCode).toBe(400);

    await handle.rows(sql`update email_change_tokens set expires_at = now() - interval '1 second' where customer_id = ${customer.id}`);
    expect((await confirm(client(), token)).json()).toEqual(invalid);
    expect(await emailOf(customer.id)).toBe(customer.email);
  });

  it('refuses when the new address was taken meanwhile, in the same words whoever took it', async () => {
    const { customer, c } = await signedIn();
    const next = fresh();
    await changeEmail(c, { email: next, currentPassword: PASSWORD });
    const { token } = await linkTo(next);
    await createCustomer(db()).then(({ id }) => handle.rows(sql`update customers set email = ${next} where id = ${id}`));
    const response = await confirm(client(), token);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('EMAIL_CHANGE_FAILED');
    expect(await emailOf(customer.id)).toBe(customer.email);
    // the token is spent
    expect((await confirm(client(), token)).json().code).toBe('INVALID_TOKEN');
  });
});

describe('the landing page of the link', () => {
  it('is served by the demo store at the address the e-mail carries', async () => {
    const response = await client().get('/customer/confirmar-email?token=abc_123');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<jet-customer-change-email>');
  });
});
