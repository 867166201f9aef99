import { defineConfig } from 'vitest/config';

// Unit tests: pure domain and use cases with in-memory fakes. Integration tests: adapters against a real
// PostgreSQL (embedded, or DATABASE_URL), our own /graphql, a real SMTP peer.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          // Property tests run hundreds of cases: on a machine busy with other work 5 s is not enough.
          // No test here measures speed (benchmarks do, in tests/bench).
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // PM2 cluster, graceful shutdown, health and start-up errors against the production build in dist/.
        test: {
          name: 'ops',
          include: ['tests/ops/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
