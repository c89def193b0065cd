import { defineConfig } from 'vitest/config';

/**
 * The server's tests (integration suite, src/server) share each worker's loaded modules between
 * files (`isolate: false`): every file builds its own app and database, so nothing of one file's
 * state reaches the next, and the suite no longer re-imports the server for each of its files
 * (about a third of its time here). Files that replace modules (vi.mock) stay isolated.
 */
const SERVER_TESTS = ['tests/integration/**/*.test.ts', 'src/server/**/*.test.ts'];
const MOCKS_MODULES = ['src/server/modules/auth/__tests__/auth-enumeration.test.ts'];

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
        },
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
