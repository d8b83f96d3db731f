// ESLint for the widgets, the server and the tests: TypeScript's recommended rules and React's hooks
// rules. A rule turned off for a line says why beside it.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'node_modules', '.data', 'test-results', 'playwright-report', 'server/db/migrations', '.storybook/public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // unused names are already errors of the type check (noUnusedLocals); '_x' marks one kept on purpose
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
);
