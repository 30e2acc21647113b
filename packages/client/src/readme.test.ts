import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const PACKAGE_DIR = new URL('..', import.meta.url).pathname;

describe('README.md', () => {
  it('should show examples/readme.ts, which the typecheck compiles under strict and noUncheckedIndexedAccess', () => {
    const readme = ts.sys.readFile(`${PACKAGE_DIR}README.md`) ?? '';
    const shown = /```ts[^\n]*\n([\s\S]*?)```/.exec(readme)?.[1];
    const example = ts.sys.readFile(`${PACKAGE_DIR}examples/readme.ts`);
    expect(example).toContain("from '@diecut/client'");
    expect(shown).toBe(example);
    const { config } = ts.readConfigFile(`${PACKAGE_DIR}tsconfig.json`, ts.sys.readFile);
    const options = ts.parseJsonConfigFileContent(config, ts.sys, PACKAGE_DIR);
    expect(options.fileNames).toContain(`${PACKAGE_DIR}examples/readme.ts`);
    expect(options.options).toMatchObject({ strict: true, noUncheckedIndexedAccess: true });
  });
});
