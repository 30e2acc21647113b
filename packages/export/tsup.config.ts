import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/svg.ts', 'src/dxf.ts', 'src/pdf.ts', 'src/cff2.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
});
