import { defineConfig } from 'tsup';

export default defineConfig({
  // `diecut` keeps its shebang, and tsup makes the file executable
  entry: ['src/index.ts', 'src/diecut.ts'],
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  clean: true,
  sourcemap: true,
  target: 'node20',
});
