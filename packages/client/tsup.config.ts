import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  // browsers as well as Node >= 20.19
  platform: 'neutral',
  target: 'es2022',
});
