import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/svg.ts', 'src/dxf.ts', 'src/pdf.ts', 'src/cff2.ts', 'src/file-names.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
});
