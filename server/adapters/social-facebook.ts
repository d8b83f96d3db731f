/**
 * Facebook login (Graph API v10.0): the browser's SDK hands over a user access token. The server asks
 * Graph's debug_token (with the app's own token, `{app id}|{app secret}`, so FACEBOOK_APP_SECRET is
 * needed) whether the token is valid and was issued to the store's app, then reads /me?fields=id,name,email
 * and checks that the person is the token's user. Without an app secret nothing is confirmed.
 */
import { createHmac } from 'node:crypto';
import { isValidEmail } from '../../src/validation';
import { EXPIRED, type SocialVerifier } from './social';

const GRAPH_URL = 'https://graph.facebook.com/v10.0';
const MAX_TOKEN = 4096;

export interface FacebookVerifierOptions {
  appSecret: string | undefined;
  fetch?: typeof fetch;
}

async function getJson(fetcher: typeof fetch, url: string): Promise<Record<string, unknown> | null> {
  const response = await fetcher(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) return null;
  const body: unknown = await response.json();
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

export function facebookVerifier(options: FacebookVerifierOptions): SocialVerifier {
  const fetcher = options.fetch ?? fetch;
  return {
    // without the app secret nothing can be confirmed: the button is not shown
    enabled: Boolean(options.appSecret),
    async verify(credential, appId) {
      const secret = options.appSecret;
      if (!secret || !appId || typeof credential !== 'string' || !credential || credential.length > MAX_TOKEN) return null;
      if (!/^[A-Za-z0-9_.|-]+$/.test(credential)) return null;
      try {
        const debug = await getJson(
          fetcher,
          `${GRAPH_URL}/debug_token?input_token=${encodeURIComponent(credential)}&access_token=${encodeURIComponent(`${appId}|${secret}`)}`,
        );
        const data = debug?.data as Record<string, unknown> | undefined;
        if (!data || String(data.app_id) !== appId || !data.user_id) return null;
        // Graph says is_valid: false of an expired token too; its expires_at tells the two apart
        if (typeof data.expires_at === 'number' && data.expires_at !== 0 && data.expires_at * 1000 < Date.now()) return EXPIRED;
        if (data.is_valid !== true) return null;
        const proof = createHmac('sha256', secret).update(credential).digest('hex');
        const me = await getJson(
          fetcher,
          `${GRAPH_URL}/me?fields=id,name,email&access_token=${encodeURIComponent(credential)}&appsecret_proof=${proof}`,
        );
        if (!me || typeof me.id !== 'string' || me.id !== String(data.user_id)) return null;
        const email = typeof me.email === 'string' && isValidEmail(me.email) ? me.email.toLowerCase() : '';
        const name = typeof me.name === 'string' && me.name.trim() ? me.name.trim().slice(0, 100) : '';
        return { provider: 'Facebook', subject: me.id, email, name };
      } catch {
        return null;
      }
    },
  };
}
