import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/{src,test}/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts', 'scripts/boundaries/**/*.test.ts', 'scripts/features/**/*.test.ts'],
    environment: 'node',
    // One embedded PostgreSQL cluster for the run, with migrated templates (apps/server/test/global-setup.ts).
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
