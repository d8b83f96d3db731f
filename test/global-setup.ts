/**
 * Before the unit tests: dist/custom-elements.json, the manifest the stories read their tags'
 * attributes, events and CSS properties from (stories/harness/manifest.ts), written from the
 * elements' JSDoc by the same command as `npm run build`, so a fresh checkout tests without a build.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

export default function setup(): void {
  const root = resolve(import.meta.dirname, '..');
  execFileSync(resolve(root, 'node_modules/.bin/tsx'), ['scripts/build-docs.ts'], { cwd: root, stdio: 'ignore' });
}
