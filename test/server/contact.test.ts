import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactInput } from '../../src/api/operations';
import type { RecaptchaVerifier } from '../../server/adapters/recaptcha';
import { queryRows } from '../../server/db/client';
import { serverForThisFile, startTestServer, TestClient, type TestServer } from './helpers';

/** Like Google's siteverify: a token proves a human once, for its own action. */
function onceVerifier(): RecaptchaVerifier & { calls: number } {
  const used = new Set<string>();
  return {
    calls: 0,
    async verify(token, action) {
      this.calls += 1;
      if (used.has(token) || token !== `human:${action}:${token.split(':')[2]}`) return false;
      used.add(token);
      return true;
    },
  };
}

const verifier = onceVerifier();
const { server } = serverForThisFile({ recaptcha: verifier });

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.database.db, query);

const message = (overrides: Partial<ContactInput> = {}): ContactInput => ({
  name: 'Maria da Silva',
  email: 'Maria.Contato@Example.com',
  city: 'Campinas',
  state: 'SP',
  phone: '(19) 98765-4321',
  subject: 'Prazo de entrega',
  message: 'Qual o prazo de entrega para Campinas?\nObrigada.',
  contactTopic: { idContactTopic: 2, description: 'Acompanhar meu pedido' },
  tokenRecaptcha: '',
  ...overrides,
});

async function verified(client: TestClient, token: string) {
  const response = await client.post('/api/recaptcha', { response: token });
  expect(response.statusCode).toBe(200);
  return response.json() as { success: boolean };
}

const lastMail = async () =>
  (await rows<{ to: string; subject: string; text: string; html: string }>(sql`select "to", subject, text, html from outbox order by id desc limit 1`))[0];

describe('contactTopics', () => {
  it('lists the active topics in the store order', async () => {
    const client = new TestClient(server.app);
    const response = await client.call('getContactTopics');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { idContactTopic: 1, description: 'Dúvidas sobre um produto' },
      { idContactTopic: 2, description: 'Acompanhar meu pedido' },
      { idContactTopic: 3, description: 'Trocas e devoluções' },
      { idContactTopic: 4, description: 'Formas de pagamento' },
      { idContactTopic: 5, description: 'Sugestões e elogios' },
    ]);
  });
});

describe('recaptcha credentials and verification', () => {
  it('answers the enabled actions (every action of the specs by default) and the site key', async () => {
    const client = new TestClient(server.app);
    const response = await client.call('getRecaptchaCredentials');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, tipo: 'FirstAccess,Login,Register,ForgetPassword,Contact', siteKey: '' });
  });

  it('verifies a token through the bot-check adapter at POST /api/recaptcha', async () => {
    const client = new TestClient(server.app);
    expect(await verified(client, 'human:Contact:a1')).toEqual({ success: true });
    expect(await verified(client, 'robot')).toEqual({ success: false });
    expect(await verified(client, '')).toEqual({ success: false });
    // the envelope works too, with another action
    const login = await client.post('/api/recaptcha', { request: 'recaptchaVerify', json: { response: 'human:Login:b2', action: 'Login' } });
    expect(login.json()).toEqual({ success: true });
    for (const body of [{ response: 42 }, { response: 'x'.repeat(5000) }, { response: 'x', action: 'a b' }, []]) {
      expect((await client.post('/api/recaptcha', body)).statusCode).toBe(400);
    }
  });
});

describe('sendContact', () => {
  it('sends a verified message to the store through the outbox, the token being used once', async () => {
    const client = new TestClient(server.app);
    expect(await verified(client, 'human:Contact:c3')).toEqual({ success: true });
    const calls = verifier.calls;
    const response = await client.call('sendContact', null, message({ tokenRecaptcha: 'human:Contact:c3' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    // the pass of /api/recaptcha was used: no second siteverify of a one-time token
    expect(verifier.calls).toBe(calls);
    const mail = await lastMail();
    expect(mail!.to).toBe('contato@jetstore.example');
    expect(mail!.subject).toBe('Fale Conosco: Prazo de entrega');
    expect(mail!.text).toContain('Descrição: Acompanhar meu pedido');
    expect(mail!.text).toContain('Nome: Maria da Silva');
    expect(mail!.text).toContain('E-mail: maria.contato@example.com');
    expect(mail!.text).toContain('Telefone ou Celular: (19) 98765-4321');
    expect(mail!.text).toContain('Cidade: Campinas - SP');
    expect(mail!.text).toContain('Qual o prazo de entrega para Campinas?\nObrigada.');
    expect(mail!.html).toContain('Campinas?<br>Obrigada.');

    // the same token again: refused
    const again = await client.call('sendContact', null, message({ tokenRecaptcha: 'human:Contact:c3' }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'RECAPTCHA' });
  });

  it("sends to the topic's own mailbox, with the server's description, escaping the HTML", async () => {
    const client = new TestClient(server.app);
    const response = await client.call(
      'sendContact',
      null,
      message({ contactTopic: { idContactTopic: 3, description: 'outra coisa' }, subject: 'Troca <b>já</b>\nBcc: x@y', tokenRecaptcha: 'human:Contact:d4' }),
    );
    expect(response.statusCode).toBe(200);
    const mail = await lastMail();
    expect(mail!.to).toBe('trocas@jetstore.example');
    expect(mail!.subject).toBe('Fale Conosco: Troca <b>já</b> Bcc: x@y');
    expect(mail!.text).toContain('Descrição: Trocas e devoluções');
    expect(mail!.html).toContain('Troca &lt;b&gt;já&lt;/b&gt;');
  });

  it('refuses a missing or wrong token while Contact is enabled', async () => {
    const client = new TestClient(server.app);
    for (const tokenRecaptcha of ['', 'robot', 'human:Login:e5']) {
      const response = await client.call('sendContact', null, message({ tokenRecaptcha }));
      expect(response.statusCode, tokenRecaptcha).toBe(400);
      expect(response.json()).toEqual({ error: 'Não foi possível confirmar que você não é um robô. Recarregue a página e tente novamente.', code: 'RECAPTCHA' });
    }
  });

  it('answers 400 with the field message for every rule of the form', async () => {
    const client = new TestClient(server.app);
    const cases: Array<[Partial<ContactInput>, string]> = [
      [{ name: '' }, 'Nome: Informe seu Nome'],
      [{ name: 'Jo' }, 'Nome: Informe ao menos 3 caracteres'],
      [{ email: '' }, 'E-mail: Informe o Email'],
      [{ email: 'maria@' }, 'E-mail: E-mail Inválido'],
      [{ phone: '' }, 'Telefone ou Celular: Informe o Telefone'],
      [{ phone: '(20) 98765-4321' }, 'Telefone ou Celular: Informe um Telefone Válido'],
      [{ phone: '(11) 98765-43210' }, 'Telefone ou Celular: Informe um Telefone Válido'],
      [{ state: '' }, 'Estado: Selecione o Estado'],
      [{ state: 'XX' }, 'Estado: Selecione o Estado'],
      [{ city: 'Rio'.slice(0, 2) }, 'Cidade: Informe a Cidade'],
      [{ subject: '' }, 'Assunto: Informe o assunto'],
      [{ message: 'ok' }, 'Mensagem: Informe ao menos 3 caracteres'],
      [{ message: 'x'.repeat(4001) }, 'Mensagem: Limite de caracteres excedido'],
      [{ contactTopic: null as unknown as ContactInput['contactTopic'] }, 'Selecione a Descrição'],
      [{ contactTopic: { idContactTopic: 99, description: 'x' } }, 'Selecione a Descrição'],
    ];
    for (const [overrides, error] of cases) {
      const response = await client.call('sendContact', null, message({ tokenRecaptcha: 'human:Contact:f6', ...overrides }));
      expect(response.statusCode, error).toBe(400);
      expect(response.json(), error).toMatchObject({ error });
    }
    for (const json of [null, [], 'x', { ...message(), name: 42 }, { ...message(), contactTopic: 'x' }, { ...message(), contactTopic: { idContactTopic: 'abc' } }]) {
      expect((await client.call('sendContact', null, json)).statusCode).toBe(400);
    }
  });
});

describe('with Contact not among the enabled actions', () => {
  let plain: TestServer;
  beforeAll(async () => {
    const saved = process.env.RECAPTCHA_ACTIONS;
    process.env.RECAPTCHA_ACTIONS = 'Login,Register';
    try {
      plain = await startTestServer({ recaptcha: onceVerifier() });
    } finally {
      if (saved === undefined) delete process.env.RECAPTCHA_ACTIONS;
      else process.env.RECAPTCHA_ACTIONS = saved;
    }
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('says so in the credentials and takes the empty token', async () => {
    const client = new TestClient(plain.app);
    expect((await client.call('getRecaptchaCredentials')).json()).toEqual({ status: true, tipo: 'Login,Register', siteKey: '' });
    const response = await client.call('sendContact', null, message());
    expect(response.statusCode).toBe(200);
  });
});
