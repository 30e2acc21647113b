import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  // the single-file bundle is vite's; tsup gives it its declarations (it exports nothing) so a
  // TypeScript import of `@diecut/mockup-viewer/diecut-mockup.js` type-checks
  dts: { entry: { index: 'src/index.ts', 'diecut-mockup': 'src/define-diecut-mockup.ts' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'browser',
});
