/**
 * @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
 */
import { render, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { loadPurifier, SafeHtml, setSafeHtml } from '../../../src/ui/safe-html';
import { STORE_HTML_POLICY } from '../../../src/ui/store-html-policy';
import dompurifyVectors from '../../fixtures/xss/dompurify-vectors.json';
import jetVectors from '../../fixtures/xss/jet-vectors.json';
import owaspVectors from '../../fixtures/xss/owasp-vectors.json';

let sanitize: (html: string) => string;
beforeAll(async () => {
  sanitize = await loadPurifier();
});

/** The sanitised HTML of `html`, parsed again, as the page would hold it. */
function clean(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = sanitize(html);
  return element;
}

const hostile =
  '<p class="lead" onclick="steal()">Oferta<script>alert(1)</script>' +
  '<a href="javascript:alert(2)">golpe</a><a href="/promo">ver</a>' +
  '<img src="/img/a.jpg" alt="Sofá" onerror="steal()"><iframe srcdoc="x"></iframe>' +
  '<form action="https://evil.example"><input name="cpf"></form></p>';

describe('the store HTML policy', () => {
  it('removes scripts, event handlers, javascript: URLs, frames and forms; keeps text, links, images and classes', () => {
    const root = clean(hostile);
    expect(root).toHaveTextContent('Oferta');
    expect(root.querySelector('script, iframe, form, input')).toBeNull();
    expect(root.innerHTML).not.toMatch(/onclick|onerror|javascript:/i);
    expect(root.querySelector('a[href="/promo"]')).toHaveTextContent('ver');
    expect(root.querySelector('img')).toHaveAttribute('alt', 'Sofá');
    expect(root.querySelector('p')).toHaveClass('lead');
  });

  it.each([
    ['meta', '<meta http-equiv="refresh" content="0;url=https://evil.example/">'],
    ['link', '<link rel="stylesheet" href="https://evil.example/x.css">'],
    ['style', '<style>*{color:red}</style>'],
    ['base', '<base href="https://evil.example/">'],
    ['svg', '<svg><style>*{color:red}</style><circle r="2"/></svg>'],
    ['math', '<math><mi>x</mi></math>'],
    ['iframe', '<iframe src="https://evil.example/"></iframe>'],
    ['object', '<object data="https://evil.example/x"></object>'],
    ['embed', '<embed src="https://evil.example/x">'],
    ['video', '<video src="https://evil.example/v.mp4"></video>'],
    ['template', '<template><b>x</b></template>'],
    ['button', '<button>Comprar</button>'],
    ['select', '<select><option>1</option></select>'],
    ['textarea', '<textarea>x</textarea>'],
    ['marquee', '<marquee onstart="alert(1)">oferta</marquee>'],
  ])('removes <%s>', (tag, html) => {
    expect(clean(`<p>antes</p>${html}<p>depois</p>`).querySelector(tag)).toBeNull();
  });

  it('removes id, name and data-* attributes, so store text cannot clobber the store’s own elements', () => {
    const root = clean('<div id="jet-config" data-api-base="https://evil.example">x</div><img name="cookie" src="/a.png">');
    expect(root.querySelector('[id], [name], [data-api-base]')).toBeNull();
    expect(root).toHaveTextContent('x');
    expect(root.querySelector('img')).toHaveAttribute('src', '/a.png');
  });

  it('gives rel="noopener noreferrer" to links to another host and to links opening a new tab, not to the store’s own links', () => {
    const root = clean(
      '<a href="https://fabricante.example/manual.pdf">fora</a>' +
        '<a href="/promo" target="_blank" rel="opener">nova aba</a>' +
        '<a href="/sofa/p">dentro</a>',
    );
    const [outside, newTab, inside] = [...root.querySelectorAll('a')];
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    expect(newTab).toHaveAttribute('rel', 'noopener noreferrer');
    expect(newTab).toHaveAttribute('target', '_blank');
    expect(inside).not.toHaveAttribute('rel');
  });

  it('keeps only the _blank and _self targets', () => {
    const root = clean('<a href="/a" target="jet-main">a</a><a href="/b" target="_top">b</a><a href="/c" target="_SELF">c</a>');
    const [a, b, c] = [...root.querySelectorAll('a')];
    expect(a).not.toHaveAttribute('target');
    expect(b).not.toHaveAttribute('target');
    expect(c).toHaveAttribute('target', '_self');
  });

  it.each([
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['java\tscript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['vbscript:msgbox(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['x-unknown:thing', false],
    ['https://loja.example/a', true],
    ['http://loja.example/a', true],
    ['mailto:sac@loja.example', true],
    ['tel:+5511999999999', true],
    ['/institucional/1/1', true],
    ['#topo', true],
    ['produto/sofa:azul', true],
  ])('a link to %j is kept: %s', (href, kept) => {
    const link = clean(`<a href="${href.replace(/"/g, '&quot;')}">x</a>`).querySelector('a')!;
    expect(link.hasAttribute('href')).toBe(kept);
  });

  it.each([
    ['https://cdn.loja.example/a.jpg', true],
    ['/img/a.jpg', true],
    ['//cdn.loja.example/a.jpg', true],
    ['http://cdn.loja.example/a.jpg', false],
    ['data:image/png;base64,iVBORw0KGgo=', false],
    ['javascript:alert(1)', false],
  ])('an image from %j is kept: %s', (src, kept) => {
    expect(clean(`<img src="${src}" alt="x">`).querySelector('img')!.hasAttribute('src')).toBe(kept);
  });

  it('never keeps srcset, and src only on images', () => {
    const root = clean('<img src="/a.png" srcset="https://evil.example/b.png 2x"><p src="/x">p</p>');
    expect(root.querySelector('img')).not.toHaveAttribute('srcset');
    expect(root.querySelector('p')).not.toHaveAttribute('src');
  });

  it('keeps typographic inline styles and drops positioning, overlays and background images', () => {
    const root = clean(
      '<p style="color: rgb(51, 51, 51); text-align: center; position: fixed; z-index: 9999">a</p>' +
        '<p style="background: url(https://evil.example/x.png)">b</p>' +
        '<p style="position:absolute;top:0">c</p>',
    );
    const [a, b, c] = [...root.querySelectorAll('p')];
    expect(a.getAttribute('style')).toMatch(/color/);
    expect(a.getAttribute('style')).toMatch(/text-align: center/);
    expect(a.getAttribute('style')).not.toMatch(/position|z-index/);
    expect(b).not.toHaveAttribute('style');
    expect(c).not.toHaveAttribute('style');
  });

  it('keeps what a store description is made of', () => {
    const root = clean(
      '<h2>Sofá</h2><p><strong>Suede</strong>, <em>pés</em> de madeira.</p><ul><li>2,10 m</li></ul>' +
        '<table><thead><tr><th scope="col">Medida</th></tr></thead><tbody><tr><td colspan="2">2,10 m</td></tr></tbody></table>' +
        '<blockquote>Ótimo</blockquote><hr><br><img src="/a.jpg" alt="Sofá" width="200" height="100">',
    );
    expect(root.querySelector('h2')).toHaveTextContent('Sofá');
    expect(root.querySelector('strong')).toHaveTextContent('Suede');
    expect(root.querySelector('th')).toHaveAttribute('scope', 'col');
    expect(root.querySelector('td')).toHaveAttribute('colspan', '2');
    expect(root.querySelector('img')).toHaveAttribute('width', '200');
    expect(root.querySelectorAll('ul li, blockquote, hr, br')).toHaveLength(4);
  });
});

const allowedTags = new Set<string>(STORE_HTML_POLICY.ALLOWED_TAGS);
const allowedAttributes = new Set<string>([...STORE_HTML_POLICY.ALLOWED_ATTR, 'rel']);
const vectorSets = [
  ['DOMPurify', dompurifyVectors.vectors],
  ['OWASP', owaspVectors.vectors],
  ['jet', jetVectors.vectors],
] as const;

describe.each(vectorSets)('the %s vectors', (_name, vectors) => {
  it.each(vectors.map((vector) => [vector.title, vector.payload]))('%s: only allowed elements, attributes and URLs remain', (_title, payload) => {
    const root = clean(payload);
    for (const element of root.querySelectorAll('*')) {
      expect(allowedTags, element.outerHTML).toContain(element.localName);
      expect(element.namespaceURI).toBe('http://www.w3.org/1999/xhtml');
      for (const attribute of element.attributes) {
        // DOMPurify empties an `is` it cannot remove (a customised built-in named '' does not exist)
        const emptyIs = attribute.name === 'is' && attribute.value === '';
        const allowed = allowedAttributes.has(attribute.name) || attribute.name.startsWith('aria-') || emptyIs;
        expect(allowed, `${attribute.name} on ${element.localName}`).toBe(true);
      }
      const url = element.getAttribute('href') ?? element.getAttribute('src');
      // eslint-disable-next-line no-control-regex -- browsers ignore these characters inside a URL scheme
      if (url !== null) expect(url.replace(/[\u0000-\u0020]/g, '')).not.toMatch(/^(?:javascript|vbscript|data):/i);
    }
    // sanitising the answer again changes nothing: no mutation left for a second parse
    expect(sanitize(root.innerHTML)).toBe(root.innerHTML);
  });
});

describe('SafeHtml and setSafeHtml', () => {
  it('renders sanitised HTML', async () => {
    const { container } = render(<SafeHtml html={hostile} className="x" />);
    const root = container.querySelector('.x')!;
    await waitFor(() => expect(root).toHaveTextContent('Oferta'));
    expect(root.querySelector('script, iframe, form')).toBeNull();
  });

  it('shows the new HTML when it changes', async () => {
    const { container, rerender } = render(<SafeHtml html="<b>um</b>" className="x" />);
    await waitFor(() => expect(container.querySelector('.x')).toHaveTextContent('um'));
    rerender(<SafeHtml html="<b>dois</b>" className="x" />);
    await waitFor(() => expect(container.querySelector('.x')).toHaveTextContent('dois'));
    expect(container.querySelector('.x')).not.toHaveTextContent('um');
  });

  it('puts the HTML in place at once once DOMPurify is loaded, the same policy', async () => {
    const element = document.createElement('div');
    void setSafeHtml(element, '<b onclick="x()" id="a">ok</b><script>1</script>');
    expect(element.innerHTML).toBe('<b>ok</b>');
  });

  it('never uses an element’s own setHTML (its defaults differ from browser to browser): DOMPurify where the Sanitizer API is missing', async () => {
    const element = document.createElement('div');
    let nativeCalled = false;
    Object.defineProperty(element, 'setHTML', { value: () => (nativeCalled = true) });
    await setSafeHtml(element, '<meta http-equiv="refresh" content="0;url=https://evil.example/">texto');
    expect(nativeCalled).toBe(false);
    expect(element.innerHTML).toBe('texto');
  });

  it('drops a late answer when the HTML changed while DOMPurify was loading', async () => {
    vi.resetModules();
    const fresh = await import('../../../src/ui/safe-html');
    const element = document.createElement('div');
    await fresh.setSafeHtml(element, '<b>velho</b>', () => false);
    expect(element.innerHTML).toBe('');
    await fresh.setSafeHtml(element, '<b>novo</b>');
    expect(element.innerHTML).toBe('<b>novo</b>');
  });
});
