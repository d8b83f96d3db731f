/** Writes dist/custom-elements.json and dist/jet-elements.d.ts from the element files' JSDoc. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readElementDocs, toManifest, toTypings } from './element-docs';

const root = resolve(import.meta.dirname, '..');
const docs = readElementDocs(root);
mkdirSync(join(root, 'dist'), { recursive: true });
writeFileSync(join(root, 'dist/custom-elements.json'), `${JSON.stringify(toManifest(docs), null, 2)}\n`);
writeFileSync(join(root, 'dist/jet-elements.d.ts'), toTypings(docs));
console.log(`custom-elements.json and jet-elements.d.ts: ${docs.length} tags`);
