import { createSign, generateKeyPairSync } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { facebookVerifier } from '../../server/adapters/social-facebook';
import { googleIdentityFromClaims, googleVerifier, type GoogleJwk } from '../../server/adapters/social-google';
import { offlineCredential, offlineSocialVerifier } from '../../server/adapters/social-offline';
import { createRepositories } from '../../server/repositories';
import { linkSocialLogin, verifySocialCredential } from '../../server/services/identity-social';
import { createCustomer, login, status } from './customer-auth-helpers';
import { fisica, register } from './customer-data-helpers';
import { serverForThisFile, TestClient } from './helpers';

const handle = serverForThisFile({ limits: { account: { max: 10_000, timeWindow: 60_000 }, form: null } });
const client = () => new TestClient(handle.server.app);
const social = (c: TestClient, credential: string, appName = 'Google', appId = 'offline-google') =>
  c.post('/api/loginsocial', { appName, appId, credential, nameCustomer: 'ignorado', emailCustomer: 'ignorado@example.com' });

beforeAll(async () => {
  await handle.rows(sql`update company_settings set google_app_id = 'offline-google', facebook_app_id = 'offline-facebook'`);
});

describe('social providers and their status', () => {
  it('lists both providers, enabled when the store has an app id for it', async () => {
    expect((await client().call('getCompanySocialMedia')).json()).toEqual([
      { name: 'Google', appId: 'offline-google', enabled: true },
      { name: 'Facebook', appId: 'offline-facebook', enabled: true },
    ]);
    await handle.rows(sql`update company_settings set facebook_app_id = ''`);
    try {
      expect((await client().call('getCompanySocialMedia')).json()).toEqual([
        { name: 'Google', appId: 'offline-google', enabled: true },
        { name: 'Facebook', appId: '', enabled: false },
      ]);
    } finally {
      await handle.rows(sql`update company_settings set facebook_app_id = 'offline-facebook'`);
    }
  });

  it('disables a provider whose sign-ins the server cannot confirm: offline ids outside the demo, Facebook without its app secret', async () => {
    const { startTestServer } = await import('./helpers');
    const live = await startTestServer({ social: { offline: false } });
    try {
      await live.database.db.execute(sql`update company_settings set google_app_id = 'offline-google', facebook_app_id = '4242'`);
      const secret = process.env.FACEBOOK_APP_SECRET;
      delete process.env.FACEBOOK_APP_SECRET;
      try {
        expect((await new TestClient(live.app).call('getCompanySocialMedia')).json()).toEqual([
          { name: 'Google', appId: 'offline-google', enabled: false },
          { name: 'Facebook', appId: '4242', enabled: false },
        ]);
      } finally {
        if (secret !== undefined) process.env.FACEBOOK_APP_SECRET = secret;
      }
      // a verifier that can confirm (here the one given; in a store, Facebook with FACEBOOK_APP_SECRET) enables it
      const withFacebook = await startTestServer({ social: { offline: false, verifiers: { Facebook: facebookVerifier({ appSecret: 'segredo' }) } } });
      try {
        await withFacebook.database.db.execute(sql`update company_settings set facebook_app_id = '4242'`);
        const [, facebook] = (await new TestClient(withFacebook.app).call('getCompanySocialMedia')).json();
        expect(facebook).toEqual({ name: 'Facebook', appId: '4242', enabled: true });
      } finally {
        await withFacebook.close();
      }
    } finally {
      await live.close();
    }
  });

  it('refuses a sign-in through a disabled provider', async () => {
    await handle.rows(sql`update company_settings set facebook_app_id = ''`);
    try {
      const response = await social(client(), offlineCredential({ sub: 'x', email: 'x@example.com', name: 'X' }), 'Facebook', 'offline-facebook');
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Não foi possível entrar com Facebook. Tente novamente.');
    } finally {
      await handle.rows(sql`update company_settings set facebook_app_id = 'offline-facebook'`);
    }
  });
});

describe('offline social login', () => {
  it('sends a new person to registration with the verified name and e-mail, creating nothing', async () => {
    const before = await handle.rows(sql`select count(*)::int as n from customers`);
    const response = await social(client(), offlineCredential({ sub: 'g-new', email: 'Nova.Pessoa@example.com', name: 'Nova Pessoa' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      next: 'register',
      social: true,
      data: { authenticated: false, hasPassword: false, idCustomer: null, name: null },
      email: 'nova.pessoa@example.com',
      name: 'Nova Pessoa',
    });
    expect(await handle.rows(sql`select count(*)::int as n from customers`)).toEqual(before);
    expect(await handle.rows(sql`select 1 from social_logins where subject = 'g-new'`)).toHaveLength(0);
  });

  it('links an account with the verified e-mail and signs in with a new session id', async () => {
    const customer = await createCustomer(handle.server.database.db, { name: 'Clara Lima' });
    const visitor = client();
    await visitor.get('/api/ping');
    await visitor.call('getLoginStatus');
    const credential = offlineCredential({ sub: `fb-${customer.id}`, email: customer.email, name: 'Clara no Facebook' });
    const response = await social(visitor, credential, 'Facebook', 'offline-facebook');
    expect(response.json()).toMatchObject({ next: 'signed-in', social: true, data: { authenticated: true, hasPassword: true, idCustomer: customer.id, name: 'Clara Lima' } });
    expect(await handle.rows(sql`select provider from social_logins where customer_id = ${customer.id}`)).toEqual([{ provider: 'Facebook' }]);
    expect((await status(visitor)).idCustomer).toBe(customer.id);
  });

  it('signs a linked person in by the provider id, whatever e-mail the provider now gives', async () => {
    const customer = await createCustomer(handle.server.database.db);
    await linkSocialLogin(createRepositories(handle.server.database.db), customer.id, { provider: 'Google', subject: `g-${customer.id}`, email: '', name: '' });
    const visitor = client();
    const response = await social(visitor, offlineCredential({ sub: `g-${customer.id}`, email: 'outro@example.com', name: 'Outro' }));
    expect(response.json().next).toBe('signed-in');
    expect((await status(visitor)).idCustomer).toBe(customer.id);
  });

  it('says the login is not social when the provider gives no e-mail, signing in no one and linking nothing', async () => {
    const visitor = client();
    const response = await social(visitor, offlineCredential({ sub: 'fb-sem-email', email: '', name: 'Sem E-mail' }), 'Facebook', 'offline-facebook');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      next: 'email',
      social: false,
      data: { authenticated: false, hasPassword: false, idCustomer: null, name: null },
      email: '',
      name: 'Sem E-mail',
    });
    expect((await status(visitor)).authenticated).toBe(false);
    expect(await handle.rows(sql`select 1 from social_logins where subject = 'fb-sem-email'`)).toHaveLength(0);
  });

  it('links a provider account without an e-mail to the account registered with the e-mail the shopper typed', async () => {
    const credential = offlineCredential({ sub: 'fb-digitado', email: '', name: 'Paula' });
    const payload = fisica({ social: { appName: 'Facebook', appId: 'offline-facebook', credential, nameCustomer: 'Paula', emailCustomer: 'digitado@example.com' } });
    const created = await register(client(), payload);
    expect(created.statusCode).toBe(200);
    const visitor = client();
    const again = await social(visitor, credential, 'Facebook', 'offline-facebook');
    expect(again.json()).toMatchObject({ next: 'signed-in', social: true, data: { authenticated: true } });
    expect(await handle.rows(sql`select c.email from social_logins s join customers c on c.id = s.customer_id where s.subject = 'fb-digitado'`)).toEqual([{ email: payload.email }]);
  });

  it('still signs in a linked person whose provider now gives no e-mail', async () => {
    const customer = await createCustomer(handle.server.database.db);
    await linkSocialLogin(createRepositories(handle.server.database.db), customer.id, { provider: 'Facebook', subject: `fb-${customer.id}`, email: '', name: '' });
    const visitor = client();
    const response = await social(visitor, offlineCredential({ sub: `fb-${customer.id}`, email: '', name: 'Sem E-mail' }), 'Facebook', 'offline-facebook');
    expect(response.json()).toMatchObject({ next: 'signed-in', social: true });
    expect((await status(visitor)).idCustomer).toBe(customer.id);
  });

  it('answers 401 SOCIAL_EXPIRED for a genuine credential whose time is over, signing in no one', async () => {
    const customer = await createCustomer(handle.server.database.db);
    const visitor = client();
    const past = Math.floor(Date.now() / 1000) - 60;
    const response = await social(visitor, offlineCredential({ sub: 'g-old', email: customer.email, name: 'Velha', exp: past }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'O seu login com o Google expirou. Entre novamente.', code: 'SOCIAL_EXPIRED' });
    expect((await status(visitor)).authenticated).toBe(false);
    const fresh = await social(visitor, offlineCredential({ sub: 'g-old', email: customer.email, name: 'Nova', exp: past + 3600 }));
    expect(fresh.json().next).toBe('signed-in');
  });

  it("refuses a credential the provider does not confirm, another app id, or a provider the store doesn't use", async () => {
    const good = offlineCredential({ sub: 'x', email: 'x@example.com', name: 'X' });
    const cases: Array<[string, string, string]> = [
      ['não é credencial', 'Google', 'offline-google'],
      [good.replace('.offline', ''), 'Google', 'offline-google'],
      [offlineCredential({ sub: '', email: 'x@example.com', name: 'X' }), 'Google', 'offline-google'],
      [offlineCredential({ sub: 'x', email: 'sem-arroba', name: 'X' }), 'Google', 'offline-google'],
      [`${Buffer.from(JSON.stringify({ sub: 'x', email: 'x@example.com', name: 'X', exp: 'amanhã' })).toString('base64url')}.offline`, 'Google', 'offline-google'],
      [offlineCredential({ sub: 'x', email: 'x@example.com', name: 'X', aud: 'outro-app' }), 'Google', 'offline-google'],
      [good, 'Google', 'offline-facebook'],
      [good, 'Twitter', 'offline-google'],
    ];
    for (const [credential, appName, appId] of cases) {
      const response = await social(client(), credential, appName, appId);
      expect(response.statusCode, `${appName} ${credential.slice(0, 20)}`).toBe(400);
      expect((await status(client())).authenticated).toBe(false);
    }
    expect((await social(client(), good, 'Twitter')).json().error).toBe('Dados da requisição inválidos.');
    expect((await social(client(), 'x')).json().error).toBe('Não foi possível entrar com Google. Tente novamente.');
  });

  it('exports verifySocialCredential for the registration', async () => {
    const repos = createRepositories(handle.server.database.db);
    const credential = offlineCredential({ sub: 's-1', email: 'reg@example.com', name: 'Reg' });
    expect(await verifySocialCredential(repos, { appName: 'Google', appId: 'offline-google', credential, nameCustomer: '', emailCustomer: '' }, { offline: true })).toEqual({
      provider: 'Google',
      subject: 's-1',
      email: 'reg@example.com',
      name: 'Reg',
    });
    expect(await verifySocialCredential(repos, { appName: 'Google', appId: 'real-id', credential, nameCustomer: '', emailCustomer: '' })).toBeNull();
  });

  it('confirms nothing through an offline app id unless the server runs as the demo (DEMO=1)', async () => {
    const repos = createRepositories(handle.server.database.db);
    const credential = offlineCredential({ sub: 's-2', email: 'maria@example.com', name: 'Maria' });
    const asked = { appName: 'Google', appId: 'offline-google', credential, nameCustomer: '', emailCustomer: '' } as const;
    expect(await verifySocialCredential(repos, asked)).toBeNull();
    expect(await verifySocialCredential(repos, asked, { offline: true })).toMatchObject({ provider: 'Google', email: 'maria@example.com' });
  });
});

describe('offline verifier', () => {
  it('reads UTF-8 names and refuses oversize credentials', async () => {
    const verifier = offlineSocialVerifier('Google');
    expect(await verifier.verify(offlineCredential({ sub: 'a', email: 'a@example.com', name: 'João Conceição' }), 'offline-google')).toMatchObject({ name: 'João Conceição' });
    expect(await verifier.verify(`${'a'.repeat(5000)}.offline`, 'offline-google')).toBeNull();
  });
});

describe('Google verifier', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...(publicKey.export({ format: 'jwk' }) as GoogleJwk), kid: 'k1', alg: 'RS256' };
  const now = 1_800_000_000;
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const sign = (claims: object, header: object = { alg: 'RS256', kid: 'k1', typ: 'JWT' }) => {
    const body = `${b64(header)}.${b64(claims)}`;
    const signature = createSign('RSA-SHA256').update(body).sign(privateKey).toString('base64url');
    return `${body}.${signature}`;
  };
  const claims = { iss: 'https://accounts.google.com', aud: 'app.apps.googleusercontent.com', sub: '1234', email: 'Ana@Gmail.com', email_verified: true, name: 'Ana', exp: now + 600, iat: now };
  const verifier = googleVerifier({ keys: async () => [jwk], now: () => now });
  const verify = (token: string) => verifier.verify(token, 'app.apps.googleusercontent.com');

  it("accepts a token signed by Google's key for this app", async () => {
    expect(await verify(sign(claims))).toEqual({ provider: 'Google', subject: '1234', email: 'ana@gmail.com', name: 'Ana' });
  });

  it('refuses a wrong audience, issuer, expiry, an unverified e-mail, another key, a bad signature or alg none', async () => {
    expect(await verify(sign({ ...claims, aud: 'other' }))).toBeNull();
    expect(await verify(sign({ ...claims, iss: 'https://evil.example.com' }))).toBeNull();
    expect(await verify(sign({ ...claims, exp: now - 3600 }))).toBe('expired');
    expect(await verify(sign({ ...claims, exp: now - 3600, aud: 'other' }))).toBeNull();
    expect(await verify(sign({ ...claims, email_verified: false }))).toBeNull();
    expect(await verify(sign(claims, { alg: 'RS256', kid: 'k2' }))).toBeNull();
    const [h, p] = sign(claims).split('.');
    expect(await verify(`${h}.${b64({ ...claims, sub: 'other' })}.${sign(claims).split('.')[2]}`)).toBeNull();
    expect(await verify(`${b64({ alg: 'none', kid: 'k1' })}.${p}.`)).toBeNull();
    expect(await verify('a.b')).toBeNull();
  });

  it('checks the claims on their own', () => {
    expect(googleIdentityFromClaims({ ...claims, aud: ['x', 'app.apps.googleusercontent.com'] }, 'app.apps.googleusercontent.com', now)).toMatchObject({ subject: '1234' });
    expect(googleIdentityFromClaims({ ...claims, iat: now + 3600 }, 'app.apps.googleusercontent.com', now)).toBeNull();
    expect(googleIdentityFromClaims(claims, '', now)).toBeNull();
  });
});

describe('Facebook verifier (Graph API v10.0, fake fetch)', () => {
  const calls: string[] = [];
  afterEach(() => {
    calls.length = 0;
  });
  const fakeFetch = (debug: object, me: object) =>
    (async (input: string | URL | Request) => {
      const url = String(input);
      calls.push(url);
      const body = url.includes('/debug_token') ? debug : me;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
  const validDebug = { data: { is_valid: true, app_id: '998877', user_id: '555', expires_at: 0 } };

  it('confirms a valid token of this app and reads /me', async () => {
    const verifier = facebookVerifier({ appSecret: 'segredo', fetch: fakeFetch(validDebug, { id: '555', name: 'Bruno', email: 'Bruno@Example.com' }) });
    expect(await verifier.verify('EAAtoken', '998877')).toEqual({ provider: 'Facebook', subject: '555', email: 'bruno@example.com', name: 'Bruno' });
    expect(calls[0]).toContain('https://graph.facebook.com/v10.0/debug_token?input_token=EAAtoken');
    expect(calls[1]).toContain('https://graph.facebook.com/v10.0/me?fields=id,name,email');
    expect(calls[1]).toContain('appsecret_proof=');
  });

  it('tells an expired token of this app from an invalid one', async () => {
    const me = { id: '555', name: 'Bruno', email: 'b@example.com' };
    const expired = { data: { ...validDebug.data, is_valid: false, expires_at: Math.floor(Date.now() / 1000) - 60 } };
    expect(await facebookVerifier({ appSecret: 's', fetch: fakeFetch(expired, me) }).verify('t', '998877')).toBe('expired');
    expect(await facebookVerifier({ appSecret: 's', fetch: fakeFetch({ data: { ...expired.data, app_id: '1' } }, me) }).verify('t', '998877')).toBeNull();
  });

  it('gives a person without an e-mail as such, and is disabled without an app secret', async () => {
    const verifier = facebookVerifier({ appSecret: 's', fetch: fakeFetch(validDebug, { id: '555', name: 'Bruno' }) });
    expect(await verifier.verify('t', '998877')).toEqual({ provider: 'Facebook', subject: '555', email: '', name: 'Bruno' });
    expect(verifier.enabled).toBe(true);
    expect(facebookVerifier({ appSecret: undefined }).enabled).toBe(false);
  });

  it('refuses another app, an invalid token, another user, or no app secret', async () => {
    const me = { id: '555', name: 'Bruno', email: 'b@example.com' };
    expect(await facebookVerifier({ appSecret: 's', fetch: fakeFetch({ data: { ...validDebug.data, app_id: '1' } }, me) }).verify('t', '998877')).toBeNull();
    expect(await facebookVerifier({ appSecret: 's', fetch: fakeFetch({ data: { ...validDebug.data, is_valid: false } }, me) }).verify('t', '998877')).toBeNull();
    expect(await facebookVerifier({ appSecret: 's', fetch: fakeFetch(validDebug, { ...me, id: '666' }) }).verify('t', '998877')).toBeNull();
    expect(await facebookVerifier({ appSecret: undefined, fetch: fakeFetch(validDebug, me) }).verify('t', '998877')).toBeNull();
    expect(calls.filter((url) => url.includes('debug_token'))).toHaveLength(3);
  });

  it('answers null when the network fails', async () => {
    const failing = (async () => {
      throw new Error('offline');
    }) as typeof fetch;
    expect(await facebookVerifier({ appSecret: 's', fetch: failing }).verify('t', '998877')).toBeNull();
  });
});

describe('social login through a real provider verifier', () => {
  it('uses the configured verifier for a non-offline app id', async () => {
    const app = await import('./helpers').then(({ startTestServer }) =>
      startTestServer({
        social: { verifiers: { Google: { verify: async (credential, appId) => (credential === 'bom' && appId === 'real.apps' ? { provider: 'Google', subject: 'r1', email: 'maria@example.com', name: 'Maria' } : null) } } },
      }),
    );
    try {
      await app.database.db.execute(sql`update company_settings set google_app_id = 'real.apps'`);
      const c = new TestClient(app.app);
      expect((await c.post('/api/loginsocial', { appName: 'Google', appId: 'real.apps', credential: 'ruim' })).statusCode).toBe(400);
      expect((await c.post('/api/loginsocial', { appName: 'Google', appId: 'real.apps', credential: 'bom' })).json().data.idCustomer).toBe(1);
      expect((await login(new TestClient(app.app), 'maria@example.com')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
