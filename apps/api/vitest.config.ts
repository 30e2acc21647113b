import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedVitestConfig } from '../../vitest.shared.ts';

const merged = mergeConfig(sharedVitestConfig, defineConfig({ test: { testTimeout: 120_000 } }));

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
