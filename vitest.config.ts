import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['test/unit/**/*.test.{ts,tsx}', 'test/widgets/**/*.test.{ts,tsx}', 'test/stories/**/*.test.{ts,tsx}'],
          setupFiles: ['test/setup-dom.ts'],
          // the stories' manifest (dist/custom-elements.json), written once before the files run
          globalSetup: ['test/global-setup.ts'],
          // run through Vite, so a test's vi.mock('embla-carousel') reaches the import inside it
          server: { deps: { inline: ['embla-carousel-react'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['test/server/**/*.test.ts'],
          // the seeded database each file gets a copy of, built once per run
          globalSetup: ['test/server/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // one PGlite per file is heavy on 2 cores
          fileParallelism: false,
        },
      },
    ],
  },
});
