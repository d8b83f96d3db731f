/**
 * The reference server installs and runs from its own package (server/package.json, an npm workspace):
 * every package its code imports — through the shared modules of src/ it uses too — is one of its own
 * dependencies, so `npm ci --omit=dev --workspace server` is enough to run it. Read from esbuild's view
 * of the import graph (the same one tsx runs), not from a list kept by hand.
 */
import { builtinModules } from 'node:module';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(resolve(root, 'server/package.json'), 'utf8')) as { dependencies: Record<string, string>; scripts: Record<string, string> };
const library = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string>; workspaces: string[] };

/** 'drizzle-orm/pg-core' → 'drizzle-orm'; '@fastify/cookie' stays. */
const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

async function importedPackages(entries: string[]): Promise<string[]> {
  const result = await build({ entryPoints: entries.map((e) => resolve(root, e)), bundle: true, platform: 'node', format: 'esm', packages: 'external', write: false, metafile: true, outdir: '/tmp/jet-server-imports', logLevel: 'silent' });
  const specifiers = Object.values(result.metafile.outputs).flatMap((output) => output.imports.filter((i) => i.external).map((i) => i.path));
  const builtins = new Set(builtinModules);
  return [...new Set(specifiers.filter((s) => !s.startsWith('node:') && !builtins.has(s)).map(packageOf))].sort();
}

describe('the server package', () => {
  it('declares every package the server and its seed import', async () => {
    const imported = await importedPackages(['server/main.ts', 'server/db/seed-cli.ts']);
    expect(imported).toContain('fastify');
    expect(imported.filter((name) => !manifest.dependencies[name])).toEqual([]);
    // and runs its TypeScript with a dependency of its own
    expect(manifest.scripts.start).toMatch(/^tsx /);
    expect(manifest.dependencies.tsx).toBeDefined();
  });

  it('is a workspace of the repository, and the library depends on none of it', () => {
    expect(library.workspaces).toContain('server');
    expect(library.dependencies ?? {}).toEqual({});
  });
});
