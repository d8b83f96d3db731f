import type { Page, Request } from '@playwright/test';

/**
 * Watches a page for what hostile store HTML could do: run script (alert, confirm, prompt, print,
 * window.open, or a dialog of any kind), send a request to another host, navigate (the page or a frame)
 * or open a window. Call before page.goto; read with `problems()` (empty when nothing happened).
 *
 * Requests to other hosts are aborted (this machine has no network anyway) and recorded, except, when
 * `allowImages` is set, https images: the policy lets store HTML show pictures from a CDN over https.
 */
export async function guardPage(page: Page, options: { allowImages?: boolean } = {}) {
  const problems: string[] = [];
  const images: string[] = [];
  let loaded = false;
  const ownHost = () => new URL(page.url() === 'about:blank' ? 'http://localhost/' : page.url()).host;

  await page.addInitScript(() => {
    const fired: string[] = [];
    const mark = (name: string) =>
      function marker(...args: unknown[]) {
        fired.push(`${name}(${args.map(String).join(', ')})`);
        return null;
      };
    Object.assign(window, { __xssFired: fired });
    for (const name of ['alert', 'confirm', 'prompt', 'print', 'open'] as const) {
      Object.defineProperty(window, name, { value: mark(name), configurable: false, writable: false });
    }
  });

  page.on('dialog', (dialog) => {
    problems.push(`a ${dialog.type()} dialog: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('popup', (popup) => problems.push(`a window opened: ${popup.url()}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) {
      if (loaded) problems.push(`the page navigated to ${frame.url()}`);
    } else if (frame.url() !== 'about:blank' && frame.url() !== 'about:srcdoc') {
      problems.push(`a frame navigated to ${frame.url()}`);
    }
  });

  const external = (request: Request) => {
    const url = new URL(request.url());
    return (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:' || url.protocol === 'wss:') && url.host !== ownHost();
  };
  await page.route(
    (url) => url.protocol !== 'data:' && url.protocol !== 'blob:',
    async (route) => {
      const request = route.request();
      if (!loaded || !external(request)) return route.fallback();
      const allowed = options.allowImages && request.resourceType() === 'image' && request.url().startsWith('https:');
      if (allowed) images.push(request.url());
      else problems.push(`a ${request.resourceType()} request to another host: ${request.method()} ${request.url()}`);
      return route.abort('blockedbyclient');
    },
  );

  return {
    /** Call once the page under test has loaded (its own navigation is not a problem). */
    loaded() {
      loaded = true;
    },
    /** The https images of other hosts the page asked for (allowed with `allowImages`). */
    images() {
      return [...images];
    },
    async problems(): Promise<string[]> {
      const fired = await page.evaluate(() => (window as unknown as { __xssFired: string[] }).__xssFired).catch(() => ['the page is gone']);
      return [...fired.map((call) => `script ran: ${call}`), ...problems];
    },
  };
}
