import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts', serve: 'src/serve.ts', bench: 'bench/bench.ts' },
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'node20',
  skipNodeModulesBundle: true,
});
