import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');

export const gzipBytes = (file: string): number => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

export function readManifest(): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Tag -> source module of its element, read from the registry the entry uses. */
export function tagModules(): Map<string, string> {
  const registry = join(root, 'src/elements/registry.ts');
  const text = readFileSync(registry, 'utf8');
  const map = new Map<string, string>();
  for (const [, tag, path] of text.matchAll(/'(jet-[\w-]+)':\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
    map.set(tag!, relative(root, resolve(dirname(registry), `${path}.ts`)));
  }
  return map;
}

/** Files a chunk loads statically, itself included. */
function closure(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/** All JavaScript a page fetches: the entry, then each of its tags' chunks with their imports. */
export function pageScripts(manifest: Manifest, html: string): { files: Set<string>; tags: string[] } {
  const modules = tagModules();
  // A tag marked loading="lazy" loads when scrolled near, one marked loading="interaction" at the first
  // touch, click, key or scroll, not with the page: neither is counted here.
  const tags = [...new Set([...html.matchAll(/<(jet-[\w-]+)(?![^>]*\bloading="(?:lazy|interaction)")/g)].map((m) => m[1]!))];
  const files = closure(manifest, 'src/entry.ts', new Set());
  for (const tag of tags) {
    const module = modules.get(tag);
    if (module) closure(manifest, module, files);
  }
  return { files, tags };
}
