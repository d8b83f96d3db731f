import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeMail, transportFromEnv } from '../../server/adapters/mailer';

/** A local SMTP server that keeps what it receives (no internet needed). */
const received: Array<{ from: string; to: string[]; data: string }> = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let data = '';
    stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        data,
      });
      callback();
    });
  },
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe('SMTP transport (SMTP_URL)', () => {
  it('is absent without SMTP_URL: the outbox is the only channel', () => {
    expect(transportFromEnv({})).toBeUndefined();
  });

  it('delivers the message with its subject, text and HTML from MAIL_FROM', async () => {
    const send = transportFromEnv({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Jet Store <loja@jet.test>' });
    expect(send).toBeDefined();
    await send!(composeMail('maria@example.com', 'Seu código de acesso', ['Olá, Maria.', 'Seu código é 123456.']));
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'loja@jet.test', to: ['maria@example.com'] });
    expect(received[0]!.data).toContain('Subject: =?UTF-8?Q?Seu_c=C3=B3digo_de_acesso?=');
    expect(received[0]!.data).toContain('123456');
  });

  it('throws when the server cannot be reached, so the row stays unsent', async () => {
    const send = transportFromEnv({ SMTP_URL: 'smtp://127.0.0.1:1' })!;
    await expect(send(composeMail('a@example.com', 'x', ['y']))).rejects.toThrow();
  });
});
