import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

/** The package's files and modules a minified browser bundle of one entry takes in. */
async function bundle(entry: string): Promise<{ bytes: number; inputs: string[] }> {
  const result = await build({
    absWorkingDir: PACKAGE_DIR,
    entryPoints: [`src/${entry}.ts`],
    bundle: true,
    minify: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    metafile: true,
    conditions: ['@diecut/source'],
    logLevel: 'silent',
    // a writer that needs Node would fail here; the subpaths meant for browsers must not
    external: ['node:*'],
  });
  return { bytes: result.outputFiles[0]?.text.length ?? 0, inputs: Object.keys(result.metafile.inputs) };
}

describe('@diecut/export subpaths', () => {
  it('should bundle the SVG writer for a browser without pdfkit, fontkit or the DXF library', async () => {
    const svg = await bundle('svg');
    const foreign = svg.inputs.filter((input) =>
      /pdfkit|fontkit|@tarikjabiri|pdf-writer|dxf-writer/.test(input),
    );
    expect(foreign).toEqual([]);
    // the whole package in one entry pulls pdfkit: the subpath is a fraction of it
    const all = await bundle('index');
    expect(all.inputs.some((input) => input.includes('pdfkit'))).toBe(true);
    expect(svg.bytes).toBeLessThan(all.bytes / 3);
    console.info(`@diecut/export browser bundles: svg ${svg.bytes} bytes, whole package ${all.bytes} bytes`);
  }, 60_000);

  it('should keep each writer to its own subpath', async () => {
    const dxf = await bundle('dxf');
    expect(dxf.inputs.some((input) => input.includes('@tarikjabiri'))).toBe(true);
    expect(dxf.inputs.some((input) => /pdfkit|pdf-writer/.test(input))).toBe(false);
    const cff2 = await bundle('cff2');
    expect(cff2.inputs.some((input) => /pdfkit|@tarikjabiri/.test(input))).toBe(false);
  }, 60_000);

  it('should name files without loading any writer', async () => {
    const names = await bundle('file-names');
    expect(names.inputs.filter((input) => /pdfkit|fontkit|@tarikjabiri|writer|document/.test(input))).toEqual(
      [],
    );
  }, 60_000);
});
