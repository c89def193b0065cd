// `npm run test:cluster`: the cluster test alone (it starts PostgreSQL, RabbitMQ, HAProxy and two
// app processes, so it is not part of `npm test`).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['scripts/i18n/vitest-global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
