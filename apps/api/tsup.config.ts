import { defineConfig } from 'tsup';

export default defineConfig({
  // the compute worker sits next to main.js, serve.js and bench.js, where `ComputePool` looks for it
  entry: {
    main: 'src/main.ts',
    serve: 'src/serve.ts',
    bench: 'bench/bench.ts',
    'compute-worker': 'src/compute/compute-worker.ts',
    // the SVG drawing process, next to the chunk that starts it
    'svg-raster-process': 'src/mockups/svg-raster-process.ts',
  },
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'node20',
  skipNodeModulesBundle: true,
});
