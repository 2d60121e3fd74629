// ESLint over every hand-written source file: the recommended JavaScript and typescript-eslint rules (without type
// information, so a run takes seconds) and the two rules of React hooks. `npm run lint`; the test command runs it.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['dist/', 'coverage/', 'data/', '.tmp/', 'docs/', 'src/shared/generated/', 'tests/.artifacts/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `any` stands only at untyped boundaries (ComponentType<any>, ApiDef<any, any>, Kysely<any> in migrations).
      '@typescript-eslint/no-explicit-any': 'off',
      // Leaving out properties by destructuring them beside a rest, and `_name` for a place that must be taken.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // Control characters are matched on purpose: sanitising input, Latin-1 ranges.
      'no-control-regex': 'off',
      // The ideographic space (U+3000) is ordinary in Chinese text, template literals and JSX included.
      'no-irregular-whitespace': ['error', { skipTemplates: true, skipJSXText: true }],
      // A destructuring that reassigns one name stays `let`, and so does a name closures read before it is assigned.
      'prefer-const': ['error', { destructuring: 'all', ignoreReadBeforeAssign: true }],
    },
  },
  {
    // React code only: elsewhere `use` and `useShell` are Playwright and test helpers, not hooks.
    files: ['renderer/**', 'src/client/**', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // A warning until each effect that leaves out a dependency (often `fail`, new every render) is looked at.
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
