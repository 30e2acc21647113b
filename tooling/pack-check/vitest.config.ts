import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedVitestConfig } from '../../vitest.shared.ts';

// packing, a fresh npm install and a compile take minutes on a cold cache: no test deadline, as
// for the other packages, time is reported, not asserted
export default mergeConfig(
  sharedVitestConfig,
  defineConfig({ test: { testTimeout: 900_000, hookTimeout: 900_000 } }),
);
