import { defineConfig } from 'vitest/config';

// Tests import workspace packages from their TypeScript sources (the `@diecut/source` export
// condition), so a test run needs no prior build.
export const sharedVitestConfig = defineConfig({
  resolve: { conditions: ['@diecut/source', 'module', 'node', 'import', 'default'] },
  ssr: { resolve: { conditions: ['@diecut/source', 'module', 'node', 'import', 'default'] } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // catalog-wide tests build every template (40 and growing) and share CI's cores with the other
    // packages' runs: time is measured by `pnpm bench`, never by a test's deadline
    testTimeout: 60_000,
    // the same for set-up: an embedded PostgreSQL (PGlite) starting on a machine at load 15 took
    // longer than vitest's 10 s default for a hook
    hookTimeout: 60_000,
  },
});
