import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
    testTimeout: 60_000,
    // The JSON result feeds scripts/test-summary.js (the `N passed, N failed` line CI reads).
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
