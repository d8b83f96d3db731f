/**
 * The page script of test/e2e/sanitiser.spec.ts: the library's own setSafeHtml (DOMPurify loaded with
 * import() on first need, exactly as in the widgets), handed to the test.
 */
import { setSafeHtml } from '../../src/ui/safe-html';

Object.assign(window, { __setSafeHtml: setSafeHtml });
document.dispatchEvent(new Event('jet-test:ready'));
