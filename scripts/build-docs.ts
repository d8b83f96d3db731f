/**
 * Writes, from the tags' declarations (widgets/<name>/<name>.contract.ts) and the stylesheet's tokens:
 * dist/custom-elements.json, dist/jet-elements.d.ts and dist/tokens.json. With --write-readmes (`npm run
 * docs`) it also rewrites the generated blocks of the widgets' READMEs and of README.md (the token
 * table); test/unit/core/element-docs.test.ts fails while a committed block differs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generateDocs } from './element-docs';

const root = resolve(import.meta.dirname, '..');
const writeReadmes = process.argv.includes('--write-readmes');
const { decls, tokens, missing, files, unmarked } = await generateDocs(root);
mkdirSync(join(root, 'dist'), { recursive: true });
for (const [path, content] of files) if (path.startsWith('dist/') || writeReadmes) writeFileSync(join(root, path), content);
console.log(`custom-elements.json, jet-elements.d.ts, tokens.json: ${decls.length} tags, ${tokens.length} tokens`);
if (missing.length) console.warn(`tokens without a meaning in src/ui/tokens.docs.ts: ${missing.join(', ')}`);
if (unmarked.length) console.warn(`no generated block (its markers) in: ${unmarked.join(', ')}`);
