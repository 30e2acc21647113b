import { defineConfig } from 'vite';

// The single-file bundle a mockup page loads with <script type="module">: three.js included, no imports
// left, defines <diecut-mockup>. The ESM library (dist/index.js, three as a dependency) is tsup's.
// Not lib mode: lib mode keeps the whitespace of an ES bundle, and this file is an end product.
export default defineConfig({
  resolve: { conditions: ['@diecut/source', 'module', 'browser', 'import', 'default'] },
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: true,
    modulePreload: false,
    reportCompressedSize: false,
    // three.js is most of it: the budget is 250 kB gzip, checked by the browser test's report
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      input: 'src/define-diecut-mockup.ts',
      preserveEntrySignatures: false,
      output: { format: 'es', entryFileNames: 'diecut-mockup.js', inlineDynamicImports: true },
    },
  },
});
