import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import lib from './vite.lib.config';

/**
 * The opt-in Preact build, dist/preact/jet.js and dist/preact/chunks/: the one-script build of
 * vite.lib.config.ts (the same plugins, chunk groups and output names; read from it, not copied) with
 * preact/compat in React's place. Same tags, same behaviour, about 60 kB gzip less on every page
 * (README, "React or Preact"). The stylesheet, the validators and the password data are the React
 * build's files (dist/jet.css, dist/validation.js, dist/password-data.js): none of them holds React.
 */

const shim = (name: string) => fileURLToPath(new URL(`./src/preact/${name}.ts`, import.meta.url));

/** react and react-dom as preact/compat, with what the widgets need of React 19 (src/preact/react.ts). */
const ALIASES = [
  { find: /^react$/, replacement: shim('react') },
  { find: /^react-dom$/, replacement: shim('react') },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: shim('jsx-runtime') },
];

/** A module of React's own (the React build's 'react' chunk group names these). */
const REACT_MODULE = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** What takes React's place: Preact, its compat layer and our shims for it. */
const PREACT_MODULE = /node_modules[\\/]preact[\\/]|src[\\/]preact[\\/]/;

type Group = { name: string; test?: string | RegExp | ((id: string) => boolean | undefined | void) };

/** The chunk group that holds React in the React build holds Preact here (same place, same priority). */
function preactGroups(groups: readonly Group[]): Group[] {
  return groups.map((group) => {
    const test = group.test;
    const holdsReact = test instanceof RegExp && ['/node_modules/react/index.js', '/node_modules/react-dom/client.js'].some((id) => test.test(id));
    if (!holdsReact) return group;
    return { ...group, name: group.name === 'react' ? 'preact' : group.name, test: (id: string) => PREACT_MODULE.test(id) || (test.test(id) && !REACT_MODULE.test(id)) };
  });
}

/**
 * The password tools' data (54 kB gzip) is not built again: the chunk that needs it imports the React
 * build's dist/password-data.js, as the bundler build does (vite.bundler.config.ts).
 */
function sharedPasswordData(): Plugin {
  return {
    name: 'jet:preact-shared-password-data',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.includes('password-data')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !/src[\\/]validation[\\/]password-data\.ts$/.test(resolved.id)) return null;
      // imported only by the password tools' chunk, in dist/preact/chunks/
      return { id: '../../password-data.js', external: true };
    },
  };
}

const output = lib.build?.rolldownOptions?.output;
if (!output || Array.isArray(output) || typeof output.codeSplitting !== 'object' || !output.codeSplitting.groups) {
  throw new Error('vite.preact.config.ts: vite.lib.config.ts no longer has one output with codeSplitting.groups');
}

export default defineConfig({
  ...lib,
  plugins: [sharedPasswordData(), ...(lib.plugins ?? [])],
  resolve: { ...lib.resolve, alias: ALIASES },
  build: {
    ...lib.build,
    outDir: 'dist/preact',
    emptyOutDir: true,
    rolldownOptions: {
      ...lib.build?.rolldownOptions,
      input: { jet: 'src/entry.ts' },
      output: { ...output, codeSplitting: { ...output.codeSplitting, groups: preactGroups(output.codeSplitting.groups as Group[]) } },
    },
  },
} satisfies UserConfig);
