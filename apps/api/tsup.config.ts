import { defineConfig } from 'tsup';

export default defineConfig({
  // the compute worker sits next to main.js, serve.js and bench.js, where `ComputePool` looks for it
  entry: {
    main: 'src/main.ts',
    serve: 'src/serve.ts',
    // the `diecut-api` command's code (bin/diecut-api.js runs it) and `diecut serve`'s
    'launch-api': 'src/launch-api.ts',
    bench: 'bench/bench.ts',
    'compute-worker': 'src/compute/compute-worker.ts',
    // the process drawing an artwork's texture, next to the chunk that starts it
    'artwork-raster-process': 'src/mockups/artwork-raster-process.ts',
  },
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'node20',
  skipNodeModulesBundle: true,
});
