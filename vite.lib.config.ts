import { join, relative } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { inlineContracts } from './scripts/inline-contracts';
import { jsbarcodeItf } from './scripts/jsbarcode-itf';
import { pagePreloadMap } from './scripts/page-preload-map';
import { precompressFiles } from './scripts/precompress';

const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Vite wraps every dynamic import in a helper that gets the chunk's static dependencies (`deps`, paths
 * from dist/). Ours (Vite's is ~0.6 kB gzip of CSS handling this build does not need) adds a
 * <link rel=modulepreload> for each, once, so a widget's chunk and everything it imports download in
 * parallel instead of one after another; when a chunk fails to load it dispatches 'vite:preloadError'
 * on window, cancelable, then rethrows. It lives in the boot chunk (dist/chunks/).
 */
function preloadingDynamicImports(): Plugin {
  return {
    name: 'jet:preloading-dynamic-imports',
    enforce: 'pre',
    load(id) {
      if (id !== PRELOAD_HELPER) return null;
      return `const preloaded = new Set();
      export const __vitePreload = (load, deps) => {
        for (const dep of deps || []) {
          if (preloaded.has(dep)) continue;
          preloaded.add(dep);
          const link = document.createElement('link');
          link.rel = 'modulepreload';
          // a chunk's bare name (shortDependencyNames), or a path from dist/ for anything else
          link.href = new URL(dep.includes('/') ? '../' + dep : './' + dep + '.js', import.meta.url).href;
          document.head.append(link);
        }
        return load().catch((error) => {
          const event = new Event('vite:preloadError', { cancelable: true });
          event.payload = error;
          window.dispatchEvent(event);
          if (!event.defaultPrevented) throw error;
        });
      };`;
    },
  };
}

/**
 * The dependency lists Vite writes on the first line of a chunk (`__vite__mapDeps`, every chunk a dynamic
 * import may need, by its path from dist/): a chunk is named by its bare name there, `"core-Ab12Cd34"` for
 * `"chunks/core-Ab12Cd34.js"`, and the preload helper above puts the folder and extension back. The boot
 * chunk lists every chunk of the library: ~60 B of gzip less on every page (issue 24). The line is the
 * chunk's first, before its code, so the source map (which Vite shifted by that line) still holds.
 */
function shortDependencyNames(): Plugin {
  return {
    name: 'jet:short-dependency-names',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.code.startsWith('const __vite__mapDeps=')) continue;
          const end = chunk.code.indexOf('\n');
          const first = chunk.code.slice(0, end).replace(/"chunks\/([\w.-]+)\.js"/g, '"$1"');
          chunk.code = first + chunk.code.slice(end);
        }
      },
    },
  };
}

/**
 * A widget chunk grouped with others (the header group) has no manifest entry of its own, so a reader
 * of .vite/manifest.json (bench/bytes.ts) would not find a tag's chunk. This adds an entry for each
 * dynamically imported module that lives in a shared chunk, pointing at that chunk.
 */
function manifestForGroupedEntries(): Plugin {
  return {
    name: 'jet:manifest-for-grouped-entries',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const asset = bundle['.vite/manifest.json'];
        if (asset?.type !== 'asset') return;
        type Entry = { file: string; src?: string; isDynamicEntry?: boolean; imports?: string[] };
        const manifest = JSON.parse(String(asset.source)) as Record<string, Entry>;
        const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const shared = manifest[keyOf.get(chunk.fileName) ?? ''];
          for (const id of chunk.moduleIds) {
            const key = relative(process.cwd(), id);
            if (manifest[key] || !this.getModuleInfo(id)?.dynamicImporters.length || !shared) continue;
            manifest[key] = { file: chunk.fileName, src: key, isDynamicEntry: true, imports: shared.imports };
          }
        }
        asset.source = JSON.stringify(manifest, null, 2);
      },
    },
  };
}

/**
 * Brotli and gzip copies (`.br`, `.gz`) of the built scripts, CSS and JSON beside them, for servers that
 * send precompressed files (the demo server, nginx's brotli_static / gzip_static): best-quality
 * compression once per build instead of a faster, larger one per request. Adds ~0.5 s to the build.
 */
function precompress(): Plugin {
  return {
    name: 'jet:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      await precompressFiles(Object.keys(bundle).filter((file) => !file.startsWith('.')).map((file) => join(dir, file)));
    },
  };
}

/**
 * The library build: dist/jet.js (the entry a theme adds), one chunk per widget under dist/chunks (the
 * header's small widgets share one), shared chunks for React and the core, dist/jet.css (the optional
 * stylesheet) and dist/validation.js for theme code that wants the validators.
 */
export default defineConfig({
  plugins: [inlineContracts(), jsbarcodeItf(), react(), preloadingDynamicImports(), shortDependencyNames(), manifestForGroupedEntries(), pagePreloadMap(), precompress()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    cssCodeSplit: true,
    sourcemap: true,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        jet: 'src/entry.ts',
        validation: 'src/validation/index.ts',
        // the password tools' data, a file of its own that the bundler build (dist/lib) imports too
        'password-data': 'src/validation/password-data.ts',
        styles: 'src/styles.css',
      },
      preserveEntrySignatures: 'exports-only',
      output: {
        minify: true,
        // React in a chunk of its own, so it caches across releases of our code
        codeSplitting: {
          groups: [
            // What the entry runs before any widget: options, events, the tag loader, the preload helper, the
            // analytics queue, the session watcher, the logout's provider sign-out listener (in jet.js it cost a preload list of its own) and the theme functions' loaders (their real code loads on demand).
            // No React in it, so jet.js starts every widget's download (and its dependencies') at once.
            {
              name: 'boot',
              priority: 3,
              test: /src[\\/](api[\\/]config|events[\\/]|elements[\\/](near|loader|registry)|analytics[\\/]boot|session[\\/](boot|logout)|theme[\\/]boot)|nanostores[\\/](atom|clean-stores)[\\/]|preload-helper/,
            },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The forms libraries: formik, yup and what they import, in one chunk of their own. A form loads it on
            // its first need (a focus, pointer or key in it, or a submit: src/forms/README.md), so no page fetches
            // it before the shopper uses a form.
            {
              name: 'forms-lib',
              test: /node_modules[\\/](formik|yup|lodash-es|deepmerge|react-fast-compare|tiny-warning|hoist-non-react-statics|react-is|property-expr|tiny-case|toposort)[\\/]/,
            },
            // The core: what every widget needs (r2wc, nanostores, ky, the API, the query stores, the cart
            // count, the routes, the core texts), plus what sits on every page of a store: the header's
            // widgets (logo, search box, phone, account menu, cart count) and the quote and back-in-stock
            // tags' listeners. One file of them is 0.9 kB gzip smaller than three (gzip shares one window),
            // and on its own the header was 1.35 kB smaller than five chunks. The search suggestions stay
            // apart: they load on the box's first focus. The entry imports the core at once. The cart preview's
            // listener (the drawer itself loads on the first opening) is here with the other panels': 0.4 kB
            // less on every page than a chunk of its own. The analytics switch (src/analytics/start) is not:
            // it loads when the page is idle (src/analytics/boot), in no page's eager JavaScript (-0.24 kB).
            // The metadata hook (src/seo/use-seo) is here too: a chunk of its own cost the pages that show a
            // breadcrumb, a listing or a product 0.6 kB gzip, most of it the chunk's own imports.
            {
              name: 'core',
              test: /node_modules[\\/](@r2wc|nanostores|ky)[\\/]|src[\\/](api|routes[\\/](index|navigation))|src[\\/]stores[\\/](?!listing-filter|cart\.ts|postcode)|src[\\/]elements[\\/](define|host)|src[\\/]catalogue[\\/]crawler|src[\\/]seo[\\/]use-seo|src[\\/]ui[\\/](alert|lazy-panel)\.tsx|src[\\/]format[\\/](documents|money)|src[\\/]i18n[\\/](index|catalogue[\\/](core|commerce))\.ts|widgets[\\/](logo|phone-contact|user-menu|cart-counter|search-box)[\\/](?!(use-)?search-suggestions)|widgets[\\/](quote-panel|alert-me)[\\/](quote-panel|alert-me)\.element|widgets[\\/]cart-preview[\\/]cart-preview(-launcher|\.element)\.tsx?$/,
            },
            // The wish list's store and texts: the header's counter needs them on every page, the cards' hearts
            // too; left alone, rolldown put them in the catalogue chunk, which the counter then pulled (6.5 kB).
            { name: 'wishlist', test: /src[\\/]wishlist[\\/]wishlist-store|src[\\/]i18n[\\/]catalogue[\\/]wishlist\.ts/ },
            {
              name: 'catalogue',
              test: /src[\\/]catalogue[\\/](?!crawler|add-to-cart|listing-query|answer-guards)|src[\\/]format[\\/](discount|installments|text|quantity)|src[\\/]ui[\\/]use-when-near|src[\\/]i18n[\\/]catalogue[\\/]listing\.ts/,
            },
            // The cart's Pix discount (issue 25) with the cart store, which the cart page, the drawer and the checkout
            // all load: on its own it was one more chunk (0.23 kB) and one more name in every page's preload list.
            // The expired-reservation notice too: the cart page shows it, the header's counter fetches it only
            // when the server removed something (its texts left the core: ~70 B on every page).
            { name: 'cart', test: /src[\\/](stores[\\/]cart|cart[\\/](pix-discount|expiry-notice)|i18n[\\/]catalogue[\\/]cart-expiry)\.ts$/ },
            // The forms' texts on their own (the cart's CEP and quantity fields need them without the kit below).
            { name: 'forms', test: /src[\\/]i18n[\\/]catalogue[\\/]forms\.ts$/ },
            // The forms kit's runtime (form state, the JetForm, the field shell, the submit button): one chunk for every
            // form. Left alone, the card form (which has no submit button of its own) split it in two: one more
            // request and 0.28 kB more on every page with a form.
            {
              name: 'form-kit',
              test: /src[\\/]forms[\\/](form-state|form-controller|schema-source|use-jet-field)\.ts$|src[\\/]forms[\\/]fields[\\/](jet-form|field-shell|submit-button)\.tsx$/,
            },
            // The customer forms' small shared modules (the identifier's type and what it remembers, the area's
            // navigation, the forms' values): one chunk for the identification, login and registration pages
            // rather than four, each with its own request and wrapper.
            {
              name: 'customer-kit',
              test: /src[\\/](customer[\\/](identifier-storage|navigation)|validation[\\/]identifier-type|forms[\\/]values[\\/]customer-forms)\.ts$/,
            },
            // The carousel's first chunk (the native track, its texts) with the empty listing's carousels,
            // its one other user: one file on a search without results. Embla loads on first interaction.
            // (After the catalogue group: the cards it renders belong there.)
            {
              name: 'product-carousel',
              test: /src[\\/]ui[\\/]carousel[\\/](carousel|use-carousel-controls|product-carousel)\.tsx?$|src[\\/]i18n[\\/]catalogue[\\/]carousel\.ts|widgets[\\/]product-list[\\/](use-)?empty-carousels/,
            },
          ],
        },
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash:8].js',
        assetFileNames: (asset) => (asset.names.some((n) => n.endsWith('.css')) ? 'jet.css' : 'assets/[name]-[hash][extname]'),
      },
    },
  },
});
