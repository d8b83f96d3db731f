import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** react, react-dom and their subpaths (react/jsx-runtime, react-dom/client): the app's own copy. */
const REACT = /^react(-dom)?(\/|$)/;

/**
 * The bundler build (dist/lib/), what an app's bundler gets for `import 'jet-widgets'`: the tag loader
 * (index.js), the React components (react.js) and the validators (validation.js), in one build so both
 * entries share every chunk (one copy of the stores). React is the app's (a peer dependency); every other
 * library is bundled in. Library mode keeps dynamic imports plain (`import('./chunks/x.js')`, no preload
 * helper building URLs), leaves `process.env.NODE_ENV` to the app's bundler and minification to the
 * app's. The one-script build for pages and CDNs stays vite.lib.config.ts (dist/jet.js).
 */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/lib',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'es2022',
    minify: false,
    sourcemap: false,
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
