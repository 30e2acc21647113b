import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

const PACKAGE_DIR = new URL('..', import.meta.url).pathname;

describe('the browser bundle of @diecut/client', () => {
  let code = '';
  let inputs: string[] = [];

  beforeAll(async () => {
    const result = await build({
      absWorkingDir: PACKAGE_DIR,
      entryPoints: ['src/index.ts'],
      bundle: true,
      minify: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      metafile: true,
      conditions: ['@diecut/source'],
      logLevel: 'silent',
    });
    code = result.outputFiles[0]?.text ?? '';
    inputs = Object.keys(result.metafile.inputs);
    console.info(`@diecut/client browser bundle: ${code.length} bytes minified`);
  }, 60_000);

  it('should hold the client and nothing else: schema types and its zod-free operation list, no zod', () => {
    expect(code).toContain('Dielines-Api-Version');
    expect(code).toContain('/dielines/{dieline_id}/3d-mockups/{id}');
    expect(inputs.length).toBeGreaterThan(0);
    const own = inputs.filter((input) => /^src\/[a-z-]+\.ts$/.test(input));
    expect(inputs.filter((input) => !own.includes(input))).toEqual(['../schema/src/operations.ts']);
  });

  it('should use no Node built-in', () => {
    expect(code).not.toMatch(/\bnode:|\brequire\(|\bBuffer\b|\bprocess\b/);
  });
});
