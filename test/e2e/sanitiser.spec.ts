import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { expect, test, type Page } from '@playwright/test';
import { build, type Rolldown } from 'vite';
import { hostilePayload } from './store-html-fields';
import { framesRendered, watchNetwork } from './helpers';
import { guardPage } from './xss-guard';

/**
 * Every published vector (DOMPurify's own test vectors, the OWASP XSS filter evasion cheat sheet, and
 * the payloads of issue 14) rendered through the library's setSafeHtml in Chromium, on a page of the
 * store's origin: no script may run, no request may leave for another host, the page may not navigate
 * and no style may leak (a probe element keeps its computed style, the page its stylesheets).
 */

const root = resolve(import.meta.dirname, '../..');
interface VectorFile {
  vectors: { title: string; payload: string }[];
}
const vectorsOf = (file: string) => (JSON.parse(readFileSync(resolve(root, 'test/fixtures/xss', file), 'utf8')) as VectorFile).vectors;
const files = new Map<string, { type: string; body: string }>();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      target: 'es2022',
      minify: false,
      modulePreload: false,
      rolldownOptions: {
        input: { page: resolve(root, 'test/e2e/sanitiser-page.ts') },
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  for (const result of Array.isArray(output) ? output : [output]) {
    for (const chunk of result.output) {
      if (chunk.type === 'chunk') files.set(`/__xss/${chunk.fileName}`, { type: 'text/javascript', body: chunk.code });
    }
  }
  files.set('/__xss/', {
    type: 'text/html',
    body: `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>vetores</title>
<style>#probe{color:rgb(1,2,3);background-color:rgb(4,5,6);font-size:17px;display:block;position:static;visibility:visible}</style>
</head><body><p id="probe">sonda</p><div id="vectors"></div><script type="module" src="/__xss/page.js"></script></body></html>`,
  });
});

const PROBE_PROPERTIES = ['color', 'background-color', 'font-size', 'display', 'position', 'visibility', 'opacity', 'transform', 'content'];

async function openVectorPage(page: Page, path = '/__xss/') {
  const guard = await guardPage(page);
  await page.route('**/__xss/**', (route) => {
    const file = files.get(new URL(route.request().url()).pathname);
    return file ? route.fulfill({ status: 200, contentType: file.type, body: file.body }) : route.fulfill({ status: 404 });
  });
  await page.goto(path);
  await page.waitForFunction(() => '__setSafeHtml' in window);
  guard.loaded();
  const before = await page.evaluate(
    ({ properties }) => {
      const style = getComputedStyle(document.getElementById('probe')!);
      const body = getComputedStyle(document.body);
      return {
        probe: properties.map((name) => `${name}: ${style.getPropertyValue(name)}`),
        body: properties.map((name) => `${name}: ${body.getPropertyValue(name)}`),
        sheets: document.styleSheets.length,
      };
    },
    { properties: PROBE_PROPERTIES },
  );
  return { guard, before };
}

/** Renders one vector through setSafeHtml in its own box; answers what the box holds that the policy forbids. */
function renderVector(page: Page, index: number, payload: string) {
  return page.evaluate(
    async ({ index, payload }) => {
      const box = document.createElement('div');
      box.dataset.vector = String(index);
      document.getElementById('vectors')!.append(box);
      await (window as unknown as { __setSafeHtml: (element: Element, html: string) => Promise<void> }).__setSafeHtml(box, payload);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const found: string[] = [];
      for (const element of box.querySelectorAll('*')) {
        if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml') found.push(`<${element.localName}> outside HTML`);
        if (/^(?:script|style|link|meta|base|iframe|frame|object|embed|form|input|button|select|textarea|svg|math|template|noscript)$/.test(element.localName)) found.push(`<${element.localName}>`);
        for (const attribute of element.attributes) {
          if (/^on/i.test(attribute.name) || attribute.name === 'id' || attribute.name === 'name' || attribute.name === 'srcset') found.push(`${attribute.name} on <${element.localName}>`);
          // eslint-disable-next-line no-control-regex -- browsers ignore these characters inside a URL scheme
          if ((attribute.name === 'href' || attribute.name === 'src') && /^(?:javascript|vbscript|data):/i.test(attribute.value.replace(/[\u0000-\u0020]/g, ''))) found.push(`${attribute.name}="${attribute.value}"`);
        }
      }
      return found;
    },
    { index, payload },
  );
}

const sets = [
  ['DOMPurify', vectorsOf('dompurify-vectors.json')],
  ['OWASP', vectorsOf('owasp-vectors.json')],
  ['issue 14', vectorsOf('jet-vectors.json')],
] as const;

const purifyLoaded = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/store-html-policy')));

const paths = [
  ['the Sanitizer API', '/__xss/'],
  ['the DOMPurify fallback', '/__xss/?fallback'],
] as const;

for (const [sanitiser, path] of paths) for (const [name, vectors] of sets) {
  test(`through ${sanitiser}, the ${vectors.length} ${name} vectors run no script, send nothing elsewhere, navigate nowhere and leak no style`, async ({ page }) => {
    test.setTimeout(180_000);
    const { guard, before } = await openVectorPage(page, path);
    const network = watchNetwork(page);

    const failures: string[] = [];
    for (const [index, vector] of vectors.entries()) {
      const seenBefore = await guard.problems();
      const left = await renderVector(page, index, vector.payload);
      const problems = (await guard.problems()).filter((problem) => !seenBefore.includes(problem));
      if (left.length > 0 || problems.length > 0) failures.push(`#${index} ${vector.title}: ${[...left, ...problems].join('; ')}`);
    }
    // handlers that would fire late (image errors, animations): the vectors' requests have ended and
    // frames have rendered since
    await network.idle();
    await framesRendered(page);
    failures.push(...(await guard.problems()).map((problem) => `late: ${problem}`));
    const after = await page.evaluate(
      ({ properties }) => {
        const style = getComputedStyle(document.getElementById('probe')!);
        const body = getComputedStyle(document.body);
        return {
          probe: properties.map((property) => `${property}: ${style.getPropertyValue(property)}`),
          body: properties.map((property) => `${property}: ${body.getPropertyValue(property)}`),
          sheets: document.styleSheets.length,
        };
      },
      { properties: PROBE_PROPERTIES },
    );
    // the path under test really ran: DOMPurify's chunk came only where the Sanitizer API was hidden
    expect(await purifyLoaded(page)).toBe(path.endsWith('fallback'));
    test.info().annotations.push({ type: 'https images of other hosts (allowed)', description: guard.images().join(' ') || 'none' });
    expect(failures, failures.join('\n')).toEqual([]);
    expect(after).toEqual(before);
    expect(await page.locator('#vectors > div').count()).toBe(vectors.length);
  });
}

test('the watch itself sees a script run, a request elsewhere, a navigation and a leaked style (HTML put in unsanitised)', async ({ page }) => {
  const { guard, before } = await openVectorPage(page);
  const unsafe = (html: string) =>
    page.evaluate((payload) => {
      const box = document.createElement('div');
      box.innerHTML = payload;
      document.getElementById('vectors')!.append(box);
    }, html);
  await unsafe('<img src="/nada.png" onerror="alert(1)">');
  await expect.poll(() => guard.problems()).toContainEqual('script ran: alert(1)');
  await unsafe('<link rel="stylesheet" href="https://evil.example/x.css">');
  await expect.poll(() => guard.problems()).toContainEqual(expect.stringContaining('request to another host: GET https://evil.example/x.css'));
  await unsafe('<style>#probe{color:rgb(255,0,0)}</style>');
  const probe = await page.evaluate(() => [getComputedStyle(document.getElementById('probe')!).color, document.styleSheets.length]);
  expect(probe).not.toEqual([before.probe[0]!.replace('color: ', ''), before.sheets]);
  await unsafe('<meta http-equiv="refresh" content="0;url=/">');
  await expect.poll(() => guard.problems()).toContainEqual(expect.stringContaining('the page navigated'));
});

test('both sanitisers give the same HTML for what store texts are made of: the rules are one', async ({ page }) => {
  const samples = [
    '<h2>Sofá</h2><p><strong>Suede</strong>, <em>pés</em> de madeira.</p><ul><li>2,10 m</li></ul>',
    '<table><thead><tr><th scope="col">Medida</th></tr></thead><tbody><tr><td colspan="2">2,10 m</td></tr></tbody></table>',
    '<blockquote>Ótimo</blockquote><hr><br><img src="/a.jpg" alt="Sofá" width="200" height="100" loading="lazy">',
    '<p style="color: rgb(51, 51, 51); text-align: center; position: fixed">a</p><p style="background: url(https://evil.example/x.png)">b</p>',
    '<a href="/promo">nossa</a> <a href="https://outra.example/">outra</a> <a href="/x" target="_BLANK">nova aba</a> <a href="/y" target="_top">topo</a>',
    '<a href="javascript:alert(1)">golpe</a><img src="http://inseguro.example/a.png"><img src="data:image/png;base64,AAAA"><p href="/x" src="/y" id="jet-config" data-x="1" aria-label="rótulo">p</p>',
    '<p onclick="x()">Oferta<script>alert(1)</script></p><iframe src="https://evil.example"></iframe>',
    hostilePayload('campo'),
  ];
  const outputs: string[][] = [];
  for (const path of ['/__xss/', '/__xss/?fallback']) {
    await openVectorPage(page, path);
    outputs.push(
      await page.evaluate(async (htmls) => {
        const set = (window as unknown as { __setSafeHtml: (element: Element, html: string) => Promise<void> }).__setSafeHtml;
        const answers: string[] = [];
        for (const html of htmls) {
          const box = document.createElement('div');
          await set(box, html);
          answers.push(box.innerHTML);
        }
        return answers;
      }, samples),
    );
    expect(await purifyLoaded(page)).toBe(path.endsWith('fallback'));
  }
  expect(outputs[0]).toEqual(outputs[1]);
  expect(outputs[0]![4]).toContain('<a href="https://outra.example/" rel="noopener noreferrer">outra</a>');
  expect(outputs[0]![5]).toBe('<a>golpe</a><img><img><p aria-label="rótulo">p</p>');
});
