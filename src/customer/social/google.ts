import { loadScript } from './load-script';
import { SocialError, type SocialAdapter } from './types';

const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';

interface PromptNotification {
  isNotDisplayed(): boolean;
  isSkippedMoment(): boolean;
  isDismissedMoment(): boolean;
  getNotDisplayedReason?(): string;
  getDismissedReason?(): string;
}

interface GoogleId {
  initialize(options: {
    client_id: string;
    callback: (answer: { credential?: string }) => void;
    cancel_on_tap_outside?: boolean;
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(listener?: (notification: PromptNotification) => void): void;
  disableAutoSelect(): void;
}

const googleId = (): GoogleId | undefined =>
  (window as unknown as { google?: { accounts?: { id?: GoogleId } } }).google?.accounts?.id;

/** The name and e-mail inside a Google ID token (a JWT): shown and sent along; the server verifies the token itself. */
export function readIdToken(token: string): { name: string; email: string } {
  try {
    const part = token.split('.')[1] ?? '';
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as { name?: unknown; email?: unknown };
    return { name: typeof claims.name === 'string' ? claims.name : '', email: typeof claims.email === 'string' ? claims.email : '' };
  } catch {
    return { name: '', email: '' };
  }
}

/** Google Identity Services, loaded once (on the first need); 'not-ready' when the script ran but gave no API. */
async function ready(): Promise<GoogleId> {
  try {
    await loadScript(GOOGLE_SCRIPT);
  } catch {
    throw new SocialError('sdk-failed');
  }
  const id = googleId();
  if (!id) throw new SocialError('not-ready');
  return id;
}

/**
 * Google Identity Services: the script loads on the first click, with the store's app id (client id);
 * the shopper chooses an account in Google's prompt and the ID token is the credential. A fresh ID token
 * is got the same way; sign-out stops the prompt choosing the account by itself next time. GIS gives ID
 * tokens only (an access token needs OAuth consent of its own), so there is no access token.
 */
export const googleAdapter: SocialAdapter = {
  provider: 'Google',
  offline: false,
  async signIn(appId) {
    const id = await ready();
    const token = await new Promise<string>((resolve, reject) => {
      id.initialize({
        client_id: appId,
        cancel_on_tap_outside: true,
        use_fedcm_for_prompt: true,
        callback: (answer) => (answer.credential ? resolve(answer.credential) : reject(new SocialError('not-signed-in'))),
      });
      id.prompt((notification) => {
        if (notification.isNotDisplayed()) {
          const reason = notification.getNotDisplayedReason?.() ?? '';
          reject(new SocialError(/browser|suppressed|opt_out/.test(reason) ? 'blocked' : 'not-signed-in', reason));
        } else if (notification.isSkippedMoment()) {
          reject(new SocialError('cancelled'));
        } else if (notification.isDismissedMoment() && notification.getDismissedReason?.() !== 'credential_returned') {
          reject(new SocialError('cancelled'));
        }
      });
    });
    // no e-mail in the token: '' (the server then answers that the login is not social)
    const { name, email } = readIdToken(token);
    return { appName: 'Google', appId, credential: token, nameCustomer: name, emailCustomer: email };
  },
  refreshToken(appId, context) {
    return googleAdapter.signIn(appId, context);
  },
  async signOut() {
    (await ready()).disableAutoSelect();
  },
  accessToken() {
    return Promise.reject(new SocialError('access-token-unsupported'));
  },
};
