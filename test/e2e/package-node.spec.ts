import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Next, Remix and Astro import modules on the server: the package's entries, resolved by name through
 * package.json "exports" as an app's would be, import in plain Node (no document, window, customElements,
 * HTMLElement: touching one throws there), and the tag entry and the React entry share their modules
 * (one copy of the stores and the configuration). Needs `npm run build` first (npm run test:e2e does it).
 */
test('the built entries import in Node without a DOM and share one configuration', () => {
  const script = `
    const tags = await import('jet-widgets');
    const react = await import('jet-widgets/react');
    const validation = await import('jet-widgets/validation');
    console.log(JSON.stringify({
      tags: Object.keys(tags).length,
      react: Object.keys(react).length,
      validation: Object.keys(validation).length,
      sharedConfigure: tags.configure === react.configure,
      dom: typeof document !== 'undefined' || typeof window !== 'undefined',
    }));`;
  // run from the repository, so 'jet-widgets' resolves to itself through its own "exports"
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: resolve(import.meta.dirname, '../..'),
    encoding: 'utf8',
  });
  const result = JSON.parse(output) as Record<string, number | boolean>;
  expect(result).toMatchObject({ sharedConfigure: true, dom: false });
  expect(result.tags).toBeGreaterThan(0);
  expect(result.react).toBeGreaterThan(50);
  expect(result.validation).toBeGreaterThan(0);
});
