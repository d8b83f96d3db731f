import type { KnipConfig } from 'knip';

/**
 * knip: unused files, exports and dependencies (`npm run lint`). Its plugins find most entry points
 * themselves (vite and vitest configs, playwright, storybook, eslint, drizzle, the tsx commands of the
 * package scripts); what they cannot see is listed here, each with why.
 */
const config: KnipConfig = {
  workspaces: {
    '.': {
      // The library's entries (package.json "exports": src/entry.ts, src/react.ts, src/validation/index.ts) come
      // from the vite plugin; what they export is the package's API (dist/types), so it counts as used.
      entry: [
        // vite.preact.config.ts aliases react and react/jsx-runtime to these by path
        'src/preact/{react,jsx-runtime}.ts',
        // scripts and benchmarks run by hand with `npx tsx` (DEVELOPING.md, server/README.md)
        'scripts/*.ts',
        'bench/*.ts',
        // pages the benchmark and two e2e tests build with Vite or run with tsx, by path
        'bench/card-mount-page.tsx',
        'test/e2e/sanitiser-page.ts',
        'test/e2e/store-html-writer.ts',
        // served as is to the demo's pages (demo/404.html)
        'demo/assets/*.js',
        // each tag's declaration: scripts/element-docs.ts imports every one by path and reads `element` and
        // `contract` (scripts/inline-contracts.ts drops `contract` from the build)
        'widgets/*/*.contract.ts',
      ],
      ignore: [
        // apps that consume the built package (dist/) by its published name, with their own package.json:
        // built and run by test/e2e (vite-react.spec.ts, cross-origin.spec.ts, package.spec.ts)
        'examples/**',
        'test/package/consumer/**',
        // msw's generated worker, served by Storybook from staticDirs
        '.storybook/public/mockServiceWorker.js',
      ],
      ignoreDependencies: [
        // the server workspace's dependencies, imported by the server's tests and benchmark at the top level
        'drizzle-orm',
        'fastify',
        '@fastify/helmet',
        'pg',
        'fflate',
        // imported by name in a string (bench/server-load.ts), since the package ships no types
        'autocannon',
      ],
    },
    server: {
      // drizzle-kit reads every exported table of the schema (server/drizzle.config.ts) to write a migration
      entry: ['db/schema/index.ts'],
      ignoreDependencies: [
        // imported through the src/ modules the server shares (the password list, the texts and validators:
        // server/README.md, "Run"): knip counts them for the top level, but the server's own install needs them
        '@zxcvbn-ts/language-common',
        'nanostores',
      ],
    },
  },
};

export default config;
