import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import { layers } from './eslint.layers.js';

export default defineConfig(
  { ignores: ['dist/', '.astro/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'src/server/db/migrations/', 'src/paraglide/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
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
    // Islands only render: data and actions live in src/lib/<feature>/ stores, which alone call the API.
    files: ['src/islands/{dream,battle,giveaway,dialogs,auth,box,home,fair,protection,rankings}/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/lib/api', '**/lib/api/*'], message: 'Islands read stores and call actions from src/lib/<feature>/; only those call the API.' }] }],
    },
  },
  {
    // The same for these islands: their data and actions live in src/lib/<feature>/ (docs/decisions/0041-paged-lists.md for their lists).
    files: ['src/islands/{personal,rewards,shop,skin,bag,inbox,common,console}/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/lib/api', '**/lib/api/*'], message: 'Islands read stores and call actions from src/lib/<feature>/; only those call the API.' }] }],
    },
  },
  ...layers,
);
