import { defineConfig } from 'vitest/config';
import { REACT_LIBRARIES, syncStoreOnPreact } from './scripts/vite/react-on-preact.mjs';

/**
 * The server's tests (integration suite, src/server) share each worker's loaded modules between
 * files (`isolate: false`): every file builds its own app and database, so nothing of one file's
 * state reaches the next, and the suite no longer re-imports the server for each of its files
 * (about a third of its time here). Files that replace modules (vi.mock) stay isolated.
 */
const SERVER_TESTS = ['tests/integration/**/*.test.ts', 'src/server/**/*.test.ts'];
const MOCKS_MODULES = ['src/server/modules/auth/__tests__/auth-enumeration.test.ts'];

/**
 * The islands are written against React's API and run on Preact in the browser and in the prerender
 * (docs/decisions/0109-light-pages.md): the component tests render them on Preact too, or they would
 * test a renderer no player runs. The same aliases as @preact/preset-vite's, exact so that no other
 * path under react or react-dom is redirected by prefix; react-dom/client and react-dom/server
 * (Testing Library, renderToString in some tests) go to compat's own modules.
 */
const REACT_ON_PREACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  // Its CommonJS build (package.json's main, what Node's resolution picks) requires react-dom
  // past any alias; its module build imports it, where the aliases reach.
  { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
];

export default defineConfig({
  test: {
    environment: 'node',
    // The browser-side t() reads the page's inline table; tests get all of them (see the file).
    setupFiles: ['src/lib/i18n/test-setup.ts', 'tests/support/testing-library-setup.ts'],
    // Compiles the paraglide messages once before any test: src/paraglide is not committed;
    // and makes the migrated, seeded database every test file's database is copied from.
    globalSetup: ['scripts/i18n/vitest-global-setup.ts', 'tests/support/vitest-db-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: keep the pool small so PGlite instances and argon2 do not starve each other.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          exclude: ['src/server/**'],
          // A fresh worker thread for each isolated file, not a fresh child process: 101 s
          // instead of 171 s for these 151 files on CI's two cores.
          pool: 'threads',
          // Node would load these packages itself, past the aliases, and their hooks would call the
          // real React while Preact renders: Vite processes them, as the build bundles them.
          server: { deps: { inline: ['@testing-library/react', ...REACT_LIBRARIES] } },
        },
        resolve: { alias: REACT_ON_PREACT },
        plugins: [syncStoreOnPreact],
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: SERVER_TESTS,
          exclude: MOCKS_MODULES,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'mocks', include: MOCKS_MODULES },
      },
    ],
  },
});
