import { describe, expect, it } from 'vitest';
import { rememberToken, tokenFor } from '../../../src/api/xsrf';

/** Which anti-forgery token a call to this site carries (src/api/xsrf.ts). */
describe('the token for this site', () => {
  it("is the one an answer delivered while the page still reads the old cookie, then the cookie's once it changes again", () => {
    document.cookie = 'XSRF-TOKEN=visitor; path=/';
    expect(tokenFor('/api')).toBe('visitor');
    // the first cart line's answer makes the session and delivers its token; the cookie lags behind
    rememberToken(`${location.origin}/api`, 'session');
    expect(tokenFor('/api')).toBe('session');
    // the cookie catches up
    document.cookie = 'XSRF-TOKEN=session; path=/';
    expect(tokenFor('/api')).toBe('session');
    // another tab signs in: its cookie wins over what this page was delivered
    document.cookie = 'XSRF-TOKEN=signed-in; path=/';
    expect(tokenFor('/api')).toBe('signed-in');
  });
});
