/** Security headers on pages, API answers and static files (server/plugins/security-headers.ts). */
import { describe, expect, it } from 'vitest';
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
});
