import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { needsSession, watchSession } from '../../../src/session/boot';
import { RELOAD_KEY, reloadOnce, verifySession } from '../../../src/session/verify';
import { $loginStatus } from '../../../src/stores/login-status';
import { signedIn, signedOut } from '../../fixtures/api-data';
import { fakeApi } from '../../fixtures/mock-api';

let reload: ReturnType<typeof vi.fn<() => void>>;
const stops: Array<() => void> = [];

beforeEach(() => {
  checks.length = 0;
  load.mockClear();
  reload = vi.fn<() => void>();
  vi.spyOn(location, 'reload').mockImplementation(reload);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const page = (html: string) => (document.body.innerHTML = html);
const show = (persisted = false) => window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
/** The session check's chunk, with each check it starts kept, so a test can wait for them to end. */
const checks: Array<Promise<unknown>> = [];
const load = vi.fn(async () => {
  const verify = await import('../../../src/session/verify');
  const kept = <T>(check: Promise<T>) => (checks.push(check), check);
  return { verifySession: () => kept(verify.verifySession()), verifyLogin: () => kept(verify.verifyLogin()) };
});

describe('which pages check the session', () => {
  it('a page with a cart, checkout or customer widget; not one with only the header count and menu', () => {
    // the header's count and menu and the drawer (closed until asked) are on every page of a theme
    page('<jet-user-menu></jet-user-menu><jet-cart-counter></jet-cart-counter><jet-cart-preview></jet-cart-preview><jet-product-list></jet-product-list>');
    expect(needsSession()).toBe(false);
    for (const tag of ['jet-cart', 'jet-cart-page', 'jet-checkout', 'jet-customer-orders', 'jet-login']) {
      page(`<div><${tag}></${tag}></div>`);
      expect(needsSession(), tag).toBe(true);
    }
  });
});

describe('the session check on page show', () => {
  it('calls verifySession once per show, back-forward cache restores included, on a cart page only', async () => {
    const api = fakeApi({ verifySession: { data: signedIn } });
    page('<jet-cart-counter></jet-cart-counter>');
    stops.push(watchSession(load));
    show();
    // the page is judged at the show itself: no check's chunk was even asked for
    expect(load).not.toHaveBeenCalled();
    expect(api.count('verifySession')).toBe(0);

    page('<jet-cart></jet-cart>');
    show();
    await vi.waitFor(() => expect(api.count('verifySession')).toBe(1));
    show(true);
    await vi.waitFor(() => expect(api.count('verifySession')).toBe(2));
    const call = api.calls.find((c) => c.operation === 'verifySession')!;
    expect(new URL(call.url).pathname).toBe('/api/verifySession');
    expect(call.json).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('brings the login status up to date with verifyLogin when the back-forward cache restores the page, not on a first show', async () => {
    const api = fakeApi({ verifySession: { data: signedOut }, verifyLogin: { data: signedOut } });
    $loginStatus.setData({ data: signedIn });
    page('<jet-customer-orders></jet-customer-orders>');
    stops.push(watchSession());
    show();
    await vi.waitFor(() => expect(api.count('verifySession')).toBe(2));
    expect(api.count('verifyLogin')).toBe(0);
    expect($loginStatus.get().data).toEqual({ data: signedIn });

    // signed out in another tab, then Back: the restored page learns it
    show(true);
    await vi.waitFor(() => expect($loginStatus.get().data).toEqual({ data: signedOut }));
    const call = api.calls.find((c) => c.operation === 'verifyLogin')!;
    expect(new URL(call.url).pathname).toBe('/api/verifyLogin');
    expect(call.json).toBeNull();
  });

  it('keeps the page\'s login status when verifyLogin fails', async () => {
    fakeApi({ verifySession: { data: signedIn }, verifyLogin: { fail: 'Erro interno.' } });
    $loginStatus.setData({ data: signedIn });
    page('<jet-customer-orders></jet-customer-orders>');
    stops.push(watchSession(load));
    show(true);
    // the check at the start (the page had loaded), then the restore's verifySession and verifyLogin
    await vi.waitFor(() => expect(checks).toHaveLength(3));
    await Promise.allSettled(checks);
    expect($loginStatus.get().data).toEqual({ data: signedIn });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page when the server refuses the session, at most once in 30 s', async () => {
    fakeApi({ verifySession: { fail: 'Sessão expirada.', status: 401 } });
    expect(await verifySession()).toBe('reloaded');
    expect(reload).toHaveBeenCalledTimes(1);
    // the page came back and the server still refuses: no loop
    expect(await verifySession()).toBe('kept');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('not reloading'), expect.anything());
    // 30 s later it may reload again
    const last = Number(sessionStorage.getItem(RELOAD_KEY));
    expect(reloadOnce(last + 29_999)).toBe(false);
    expect(reloadOnce(last + 30_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('keeps the page when the store cannot be reached (no answer about the session)', async () => {
    fakeApi({
      verifySession: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await verifySession()).toBe('offline');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads from a page show when the session is refused', async () => {
    fakeApi({ verifySession: { fail: 'Sessão inválida.', status: 403 } });
    page('<jet-customer-orders></jet-customer-orders>');
    // (the script ran after the page's first show here, happy-dom's document being complete: it checks at once)
    stops.push(watchSession());
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
