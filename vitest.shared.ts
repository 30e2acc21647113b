import { defineConfig } from 'vitest/config';

// Tests import workspace packages from their TypeScript sources (the `@diecut/source` export
// condition), so a test run needs no prior build.
export const sharedVitestConfig = defineConfig({
  resolve: { conditions: ['@diecut/source', 'module', 'node', 'import', 'default'] },
  ssr: { resolve: { conditions: ['@diecut/source', 'module', 'node', 'import', 'default'] } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
