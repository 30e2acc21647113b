import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedVitestConfig } from '../../vitest.shared.ts';

// `include` adds to the shared patterns (mergeConfig joins arrays): the bench's helpers are tested too
const merged = mergeConfig(
  sharedVitestConfig,
  defineConfig({ test: { testTimeout: 120_000, include: ['bench/**/*.test.ts'] } }),
);

// Vitest hands these conditions to Node for external packages, where `import` would make a CommonJS
// `require` load an ES module: `pg` requiring `pg-pool` then gets a namespace, not the Pool class.
const requireSafe = (conditions: string[] | undefined) =>
  conditions?.filter((condition) => condition !== 'import');

export default {
  ...merged,
  ssr: {
    ...merged.ssr,
    resolve: { ...merged.ssr?.resolve, conditions: requireSafe(merged.ssr?.resolve?.conditions) },
  },
};
