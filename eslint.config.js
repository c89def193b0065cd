import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import { layers } from './eslint.layers.js';

export default defineConfig(
  { ignores: ['dist/', '.astro/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'src/server/db/migrations/', 'src/paraglide/'] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } },
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // An async function without await is how a handler or a provider method says its answer is
      // a promise and a throw inside it a rejection; dropping `async` would change that (decision 0102).
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Test bodies assert on answers read as `res.json()` (Fastify's inject) or `response.json()`
    // (Playwright), both typed `any`, and expect() takes them as they are: typing each of some
    // 2,800 reads would restate src/shared/contracts in the tests. The no-unsafe-* rules are off in
    // test and spec files only; the helpers beside them keep every rule (decision 0102).
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Every end-to-end spec takes `test` from tests/e2e/support.ts, whose fixture fails on any CSP violation.
    files: ['tests/e2e/**/*.spec.ts', 'tests/e2e-production/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test from './support.ts' (it fails on Content Security Policy violations)." }] }],
    },
  },
  {
    // Islands only render: data and actions live in src/lib/<feature>/ stores, which alone call the
    // API (docs/decisions/0041-paged-lists.md for the lists). Every island folder, new ones included.
    files: ['src/islands/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/lib/api', '**/lib/api/*'], message: 'Islands read stores and call actions from src/lib/<feature>/; only those call the API.' }] }],
    },
  },
  {
    // The console's islands likewise: no request of their own, neither fetch nor the console's
    // request client nor an area's raw calls (`*Api`); their stores and actions are in src/lib/console/.
    // Tests may still spy on the raw calls.
    files: ['src/islands/console/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Console islands render stores; the request belongs in src/lib/console/<area>.ts.' }],
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/lib/api', '**/lib/api/*'], message: 'Islands read stores and call actions from src/lib/<feature>/; only those call the API.' },
          { group: ['**/lib/console/api.ts'], importNames: ['consoleGet', 'consolePost', 'me'], message: 'Console islands read $consoleMe and call the actions in src/lib/console/<area>.ts.' },
          { group: ['**/lib/console/*.ts'], importNamePattern: 'Api$', message: 'Console islands call the actions in src/lib/console/<area>.ts, not its raw calls.' },
        ],
      }],
    },
  },
  ...layers,
);
