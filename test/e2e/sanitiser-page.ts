/**
 * The page script of test/e2e/sanitiser.spec.ts: the library's own setSafeHtml, exactly as in the
 * widgets, handed to the test. Chromium has the Sanitizer API; with `?fallback` the page hides it, so
 * the same vectors also go through the DOMPurify fallback that browsers without it load.
 */
if (new URLSearchParams(location.search).has('fallback')) delete (Element.prototype as unknown as { setHTML?: unknown }).setHTML;
const { setSafeHtml } = await import('../../src/ui/safe-html');

Object.assign(window, { __setSafeHtml: setSafeHtml });
export {};
document.dispatchEvent(new Event('jet-test:ready'));
