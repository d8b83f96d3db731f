import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** What `dist/preload.json` holds: paths from the build's folder (dist/ or dist/preact/). */
export interface PreloadMap {
  /** What jet.js imports before it looks at the page (the boot chunk and its own imports). */
  entry: string[];
  /** Each tag's chunk and every chunk it imports statically, the entry's excluded. */
  tags: Record<string, string[]>;
}

/** The registry's lines, `'jet-x': () => import('../../widgets/x/x.element'),` */
const LOADER = /'(jet-[a-z0-9-]+)':\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
const REGISTRY = 'src/elements/registry.ts';

/**
 * Writes `preload.json` beside jet.js: the chunks a page needs before its first paint, per tag, for the
 * page's server to name in `<link rel="modulepreload">` (server/lib/module-preload.ts). Without them the
 * browser learns of React and the core only once jet.js and the boot chunk have run, and of a widget's
 * chunk after that: three round trips in a row before any widget can render (issue 24: LCP on a phone).
 * Read from the manifest once manifestForGroupedEntries has completed it (list this plugin after it).
 */
export function pagePreloadMap(): Plugin {
  return {
    name: 'jet:page-preload-map',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const asset = bundle['.vite/manifest.json'];
        if (asset?.type !== 'asset') return;
        const manifest = JSON.parse(String(asset.source)) as Record<string, { file: string; imports?: string[] }>;
        const closure = (key: string, into = new Set<string>()): Set<string> => {
          const chunk = manifest[key];
          if (!chunk || into.has(chunk.file)) return into;
          into.add(chunk.file);
          for (const imported of chunk.imports ?? []) closure(imported, into);
          return into;
        };
        const entry = closure('src/entry.ts');
        entry.delete('jet.js');
        const tags: Record<string, string[]> = {};
        const registry = readFileSync(REGISTRY, 'utf8');
        for (const [, tag, path] of registry.matchAll(LOADER)) {
          const base = relative(process.cwd(), resolve(join(process.cwd(), 'src/elements'), path!));
          const key = [`${base}.ts`, `${base}.tsx`].find((candidate) => manifest[candidate]) ?? `${base}.ts`;
          const files = [...closure(key)].filter((file) => !entry.has(file));
          if (files.length === 0) this.error(`${REGISTRY}: no chunk in the manifest for <${tag}> (${key})`);
          tags[tag!] = files;
        }
        if (Object.keys(tags).length === 0) this.error(`${REGISTRY}: no tag loader found`);
        const map: PreloadMap = { entry: [...entry], tags };
        this.emitFile({ type: 'asset', fileName: 'preload.json', source: JSON.stringify(map) });
      },
    },
  };
}
