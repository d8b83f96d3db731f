import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Vite wraps every dynamic import in a preload helper that adds <link rel=modulepreload> and CSS links
 * for the chunk's dependencies. This build has neither (modulePreload is off, the CSS is one
 * stylesheet), so the helper is ~0.6 kB gzip of dead code on every page; this keeps only what it does
 * when a chunk fails to load: dispatch 'vite:preloadError' on window, cancelable, then rethrow.
 */
function plainDynamicImports(): Plugin {
  return {
    name: 'jet:plain-dynamic-imports',
    enforce: 'pre',
    load(id) {
      if (id !== PRELOAD_HELPER) return null;
      return `export const __vitePreload = (load) => load().catch((error) => {
        const event = new Event('vite:preloadError', { cancelable: true });
        event.payload = error;
        window.dispatchEvent(event);
        if (!event.defaultPrevented) throw error;
      });`;
    },
  };
}

/**
 * The library build: dist/jet.js (the entry a theme adds), one chunk per widget under dist/chunks,
 * shared chunks for React and the core, dist/jet.css (the optional stylesheet) and
 * dist/validation.js for theme code that wants the validators.
 */
export default defineConfig({
  plugins: [react(), plainDynamicImports()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    cssCodeSplit: true,
    sourcemap: true,
    manifest: true,
    modulePreload: false,
    rolldownOptions: {
      input: {
        jet: 'src/entry.ts',
        validation: 'src/validation/index.ts',
        styles: 'src/styles.css',
      },
      preserveEntrySignatures: 'exports-only',
      output: {
        minify: true,
        // React in a chunk of its own, so it caches across releases of our code
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'core',
              test: /node_modules[\\/](@r2wc|nanostores|@nanostores)[\\/]|src[\\/](api|events)[\\/]|src[\\/]stores[\\/](?!listing-filter)|src[\\/]elements[\\/]define|preload-helper|src[\\/]catalogue[\\/](navigation|crawler)|src[\\/]ui[\\/]alert|src[\\/]i18n[\\/](index|catalogue[\\/](core|commerce))\.ts/,
            },
            {
              name: 'catalogue',
              test: /src[\\/]catalogue[\\/](?!navigation|crawler)|src[\\/]stores[\\/]listing-filter|src[\\/]format[\\/](discount|installments|money|text|quantity)|src[\\/]ui[\\/](pager|safe-html)|src[\\/]i18n[\\/]catalogue[\\/]listing\.ts/,
            },
          ],
        },
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: (asset) => (asset.names.some((n) => n.endsWith('.css')) ? 'jet.css' : 'assets/[name]-[hash][extname]'),
      },
    },
  },
});
