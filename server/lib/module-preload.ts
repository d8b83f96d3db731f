/**
 * `<link rel="modulepreload">` for what a page's first paint runs: the boot chunk, and the chunks of the
 * tags the page holds that load at once (not `loading="lazy"` or `"interaction"`, src/elements/loader.ts),
 * from the build's `preload.json` (scripts/page-preload-map.ts). The browser then fetches React, the core
 * and each widget's chunk while it parses the page, instead of learning of them one script after
 * another. Any theme's server can do the same from that file (README, "Faster first paint").
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { PreloadMap } from '../../scripts/page-preload-map';

const COMMENT = /<!--[\s\S]*?-->/g;
const TAG = /<(jet-[a-z0-9-]+)\b([^>]*)>/g;
const DEFERRED = /\bloading\s*=\s*["']?(lazy|interaction)\b/;
/** The page's one script, whose folder the chunks' paths are relative to. */
const ENTRY = /<script\b[^>]*\bsrc="([^"]*\/)?jet\.js"[^>]*><\/script>/;

/** The tags of `html` that load as the page starts (one instance that does is enough, as in the loader). */
export function eagerTags(html: string): Set<string> {
  const eager = new Set<string>();
  for (const [, tag, attributes] of html.replace(COMMENT, '').matchAll(TAG)) {
    if (!DEFERRED.test(attributes ?? '')) eager.add(tag!);
  }
  return eager;
}

/** `html` with the preload links after its jet.js script, whose folder `base` replaces (the build served). */
export function withModulePreload(html: string, map: PreloadMap, base?: string): string {
  const entry = ENTRY.exec(html);
  if (!entry) return html;
  const folder = base ?? entry[1] ?? '';
  const files = new Set(map.entry);
  for (const tag of eagerTags(html)) for (const file of map.tags[tag] ?? []) files.add(file);
  const links = [...files].map((file) => `\n    <link rel="modulepreload" href="${folder}${file}" />`).join('');
  const end = entry.index + entry[0].length;
  return html.slice(0, end) + links + html.slice(end);
}

/**
 * The build's map, read again when the file changes (a build while the server runs); null before the
 * first build or for a build without one.
 */
export function preloadMapReader(buildDir: string): () => PreloadMap | null {
  const file = join(buildDir, 'preload.json');
  let cached: { mtimeMs: number; map: PreloadMap } | null = null;
  return () => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, map: JSON.parse(readFileSync(file, 'utf8')) as PreloadMap };
    return cached.map;
  };
}
