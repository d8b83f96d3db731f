import react from '@vitejs/plugin-react';
import { transform } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import { inlineContracts } from './scripts/inline-contracts';
import { jsbarcodeItf } from './scripts/jsbarcode-itf';

/** react, react-dom and their subpaths (react/jsx-runtime, react-dom/client): the app's own copy. */
const REACT = /^react(-dom)?(\/|$)/;

/**
 * Minifies the shared and widget chunks (esbuild), not the entries. The entries keep the `/* @__PURE__ *\/`
 * marks on their top-level calls, so an app's bundler drops the React components it does not import
 * (every minifier here drops those marks; Vite leaves library builds unminified for that reason). The
 * chunks are loaded whole by `import()`, and they are nearly all the bytes: minified, the package stays
 * under its 800 kB tarball (test/e2e/package.spec.ts).
 */
function minifiedChunks(): Plugin {
  return {
    name: 'jet:minified-chunks',
    // after rolldown has printed the chunks (a renderChunk result is printed again, whitespace and all)
    async generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.isEntry) continue;
        chunk.code = (await transform(chunk.code, { minify: true, format: 'esm', target: 'es2022', legalComments: 'none' })).code;
      }
    },
  };
}

/** src/validation/password-data.ts: not built again, but imported from the one-script build's file. */
const PASSWORD_DATA = /src[\\/]validation[\\/]password-data\.ts$/;

/**
 * The password tools' data (54 kB gzip) is the one-script build's dist/password-data.js, pure and
 * stateless, so this build imports that file instead of carrying a copy: the package carries it once.
 */
function sharedPasswordData(): Plugin {
  return {
    name: 'jet:shared-password-data',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.includes('password-data')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !PASSWORD_DATA.test(resolved.id)) return null;
      // imported only by the password tools' chunk, in dist/lib/chunks/
      return { id: '../../password-data.js', external: true };
    },
  };
}

/**
 * The bundler build (dist/lib/), what an app's bundler gets for `import 'jet-widgets'`: the tag loader
 * (index.js), the React components (react.js) and the validators (validation.js), in one build so both
 * entries share every chunk (one copy of the stores). React is the app's (a peer dependency); every other
 * library is bundled in. Library mode keeps dynamic imports plain (`import('./chunks/x.js')`, no preload
 * helper building URLs), leaves `process.env.NODE_ENV` to the app's bundler. The one-script build for pages and CDNs stays vite.lib.config.ts (dist/jet.js).
 */
export default defineConfig({
  plugins: [inlineContracts(), jsbarcodeItf(), react(), minifiedChunks(), sharedPasswordData()],
  build: {
    outDir: 'dist/lib',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'es2022',
    minify: false,
    sourcemap: false,
    // which source each chunk holds (dist/lib/.vite/manifest.json; test/e2e/vite-react.spec.ts reads it)
    manifest: true,
    lib: {
      entry: { index: 'src/entry.ts', react: 'src/react.ts', validation: 'src/validation/index.ts' },
      formats: ['es'],
    },
    rolldownOptions: {
      external: (id) => REACT.test(id),
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash:8].js' },
    },
  },
});
