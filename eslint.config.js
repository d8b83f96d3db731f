// ESLint for the widgets, the server and the tests: TypeScript's recommended rules and React's hooks
// rules. A rule turned off for a line says why beside it.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
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
  // The layers (DEVELOPING.md, "Import rules"): a widget imports only its own folder, src/ and packages; src/
  // imports neither widgets/ nor server/; server/ does not import widgets/. What two widgets share goes to src/.
  // The two composition roots, the tag registry and jet-widgets/react, are the only src/ files that name widgets.
  // Static, dynamic and type imports and re-exports count; tests, stories, bench, scripts and demo are free.
  {
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'boundaries/elements': [
        { type: 'widget', pattern: 'widgets/*' },
        { type: 'src', pattern: 'src', partialMatch: false },
        { type: 'server', pattern: 'server', partialMatch: false },
        { type: 'scripts', pattern: 'scripts', partialMatch: false },
      ],
      'boundaries/files': [{ category: 'composition-root', pattern: ['src/elements/registry.ts', 'src/react.ts'] }],
      'boundaries/legacy-templates': false,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkUnknownLocals: true,
          message: '{{from.element.path}} may not import {{dependency.source}} (DEVELOPING.md, "Import rules": a widget imports only its own folder, src/ and packages; src/ neither widgets/ nor server/; server/ not widgets/). What two widgets share goes to src/.',
          policies: [
            { from: { element: { type: 'widget' } }, allow: { to: { element: { type: 'src' } } } },
            // the server reads the build's preload map through its type (scripts/page-preload-map.ts)
            { from: { element: { type: 'server' } }, allow: { to: { element: { types: ['src', 'scripts'] } } } },
            { from: { file: { categories: 'composition-root' } }, allow: { to: { element: { type: 'widget' } } } },
          ],
        },
      ],
    },
  },
  // The server's layers (server/routes/README.md): a route module declares and calls; it reads no repository
  // (types may come from one) and builds no service: server/app.ts builds them all and hands them over.
  {
    files: ['server/routes/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/repositories', '**/repositories/**'], allowTypeImports: true, message: 'A route calls a service (server/routes/README.md).' }] },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.name=/Service$/]', message: 'Services are built in server/app.ts and handed to the routes.' },
        { selector: "MemberExpression[object.name='repos']", message: 'A route calls a service (server/routes/README.md).' },
      ],
    },
  },
);
