/** Security headers on pages, API answers and static files (server/plugins/security-headers.ts). */
import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetOptions } from '../../server/plugins/security-headers';
import { serverForThisFile, TestClient } from './helpers';

const { server } = serverForThisFile();
const { server: https } = serverForThisFile({ https: true });

const csp = (value: unknown) =>
  Object.fromEntries(
    String(value)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources.join(' ')]),
  );

describe('security headers', () => {
  it('gives a page a strict policy: scripts of the store only, no framing by other sites', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    const policy = csp(page.headers['content-security-policy']);
    expect(policy['script-src']).toBe("'self'");
    expect(policy['default-src']).toBe("'self'");
    expect(policy['object-src']).toBe("'none'");
    expect(policy['frame-ancestors']).toBe("'self'");
    expect(policy['base-uri']).toBe("'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the same headers on API answers, errors included', async () => {
    const client = new TestClient(server.app);
    for (const response of [await client.call('getBrands'), await client.call('nadaDisso')]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(csp(response.headers['content-security-policy'])['frame-ancestors']).toBe("'self'");
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends HSTS only when the store is served over https', async () => {
    const page = await https.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends exactly the headers @fastify/helmet builds per request, computed once (pages, API answers, errors, files)', async () => {
    for (const [target, overHttps] of [[server, false], [https, true]] as const) {
      // @fastify/helmet as it runs per request, with the same options, on a bare Fastify
      const reference = Fastify({ logger: false });
      await reference.register(fastifyHelmet, helmetOptions({ https: overHttps }));
      reference.get('/', (_request, reply) => reply.send('x'));
      const expected = (await reference.inject({ method: 'GET', url: '/' })).headers;
      await reference.close();
      const helmetNames = Object.keys(expected).filter((name) => !['content-type', 'content-length', 'date', 'connection', 'keep-alive'].includes(name));
      expect(helmetNames).toContain('content-security-policy');
      const client = new TestClient(target.app);
      const answers = [
        await target.app.inject({ method: 'GET', url: '/' }),
        await client.call('getBrands'),
        await client.call('nadaDisso'),
        await target.app.inject({ method: 'GET', url: '/api/nada' }),
        await target.app.inject({ method: 'GET', url: '/img/nada.svg' }),
      ];
      for (const answer of answers) {
        for (const name of helmetNames) expect(answer.headers[name], `${name} of ${answer.statusCode}`).toBe(expected[name]);
        expect(answer.headers['x-powered-by']).toBeUndefined();
      }
    }
  });
});
