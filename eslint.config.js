// ESLint for the widgets, the server and the tests: TypeScript's recommended rules and React's hooks
// rules. A rule turned off for a line says why beside it.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'examples/*/dist', 'storybook-static', 'node_modules', '.data', 'test-results', 'playwright-report', 'server/db/migrations', '.storybook/public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // unused names are already errors of the type check (noUnusedLocals); '_x' marks one kept on purpose
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // The hooks rules proper (rules-of-hooks, exhaustive-deps) stay errors. Three of the React Compiler's
      // diagnostics are off: we do not build with the compiler, and here they flag what React documents as
      // sound without it: refs and DOM nodes handed to a view through its model (`XView({ rootRef })`),
      // a DOM node a hook receives and marks (the carousel's engine handover), and a timer or a cleared
      // list synchronised in an effect.
      'react-hooks/refs': 'off',
      'react-hooks/immutability': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
