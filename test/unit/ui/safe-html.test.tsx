import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { hasNativeSanitizer, SafeHtml, setSafeHtml } from '../../../src/ui/safe-html';

const hostile =
  '<p class="lead" onclick="steal()">Oferta<script>alert(1)</script>' +
  '<a href="javascript:alert(2)">golpe</a><a href="/promo">ver</a>' +
  '<img src="/img/a.jpg" alt="Sofá" onerror="steal()"><iframe srcdoc="x"></iframe>' +
  '<form action="https://evil.example"><input name="cpf"></form></p>';

afterEach(() => {
  delete (Element.prototype as { setHTML?: unknown }).setHTML;
});

describe('SafeHtml (DOMPurify path: happy-dom has no setHTML)', () => {
  it('happy-dom lacks the native sanitizer, so the fallback is what runs here', () => {
    expect(hasNativeSanitizer()).toBe(false);
  });

  it('removes scripts, event handlers, javascript: URLs, frames and forms; keeps text, links and images', async () => {
    const { container } = render(<SafeHtml html={hostile} className="x" />);
    const root = container.querySelector('.x')!;
    await waitFor(() => expect(root).toHaveTextContent('Oferta'));
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('iframe')).toBeNull();
    expect(root.querySelector('form, input')).toBeNull();
    expect(root.innerHTML).not.toMatch(/onclick|onerror|javascript:/i);
    expect(root.querySelector('a[href="/promo"]')).toHaveTextContent('ver');
    expect(root.querySelector('img')).toHaveAttribute('alt', 'Sofá');
    expect(root.querySelector('p')).toHaveClass('lead');
  });

  it('shows the new HTML when it changes', async () => {
    const { container, rerender } = render(<SafeHtml html="<b>um</b>" className="x" />);
    await waitFor(() => expect(container.querySelector('.x')).toHaveTextContent('um'));
    rerender(<SafeHtml html="<b>dois</b>" className="x" />);
    await waitFor(() => expect(container.querySelector('.x')).toHaveTextContent('dois'));
    expect(container.querySelector('.x')).not.toHaveTextContent('um');
  });
});

describe('the choice of sanitizer', () => {
  it('uses the browser sanitizer when there is one, with the shared policy', async () => {
    const setHTML = vi.fn(function (this: Element, html: string) {
      this.textContent = `native:${html}`;
    });
    Object.defineProperty(Element.prototype, 'setHTML', { value: setHTML, configurable: true, writable: true });
    expect(hasNativeSanitizer()).toBe(true);
    const element = document.createElement('div');
    await setSafeHtml(element, '<b>x</b>');
    expect(setHTML).toHaveBeenCalledWith('<b>x</b>', { sanitizer: { removeElements: ['form', 'input', 'button', 'select', 'textarea', 'style'] } });
    expect(element.textContent).toBe('native:<b>x</b>');
  });

  it('falls back to DOMPurify when the browser rejects the configuration', async () => {
    Object.defineProperty(Element.prototype, 'setHTML', {
      value: () => {
        throw new TypeError('unknown option');
      },
      configurable: true,
      writable: true,
    });
    const element = document.createElement('div');
    await setSafeHtml(element, '<b onclick="x()">ok</b><script>1</script>');
    expect(element.innerHTML).toBe('<b>ok</b>');
  });

  it('drops a late answer when the HTML changed meanwhile', async () => {
    const element = document.createElement('div');
    await setSafeHtml(element, '<b>velho</b>', () => false);
    expect(element.innerHTML).toBe('');
  });
});
