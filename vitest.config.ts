import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // The browser-side t() reads the page's inline table; tests get all of them (see the file).
    setupFiles: ['src/lib/i18n/test-setup.ts', 'tests/support/testing-library-setup.ts'],
    // Compiles the paraglide messages once before any test: src/paraglide is not committed.
    // and makes the migrated, seeded database every test file's database is copied from.
    globalSetup: ['scripts/i18n/vitest-global-setup.ts', 'tests/support/vitest-db-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: keep the pool small so PGlite instances and argon2 do not starve each other.
    maxWorkers: 2,
  },
});
