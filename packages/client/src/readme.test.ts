import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const PACKAGE_DIR = new URL('..', import.meta.url).pathname;

describe('README.md', () => {
  it('should hold a TypeScript example that type-checks under strict and noUncheckedIndexedAccess', () => {
    const readme = ts.sys.readFile(`${PACKAGE_DIR}README.md`) ?? '';
    const example = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(example).toContain("from '@diecut/client'");
    // the example sits in the package, so `@diecut/client` resolves to this package's sources
    const file = `${PACKAGE_DIR}readme-example.ts`;
    const options: ts.CompilerOptions = {
      strict: true,
      noUncheckedIndexedAccess: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      customConditions: ['@diecut/source'],
      allowImportingTsExtensions: true,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
    };
    const host = ts.createCompilerHost(options);
    const { getSourceFile, fileExists, readFile } = host;
    host.fileExists = (name) => name === file || fileExists(name);
    host.readFile = (name) => (name === file ? example : readFile(name));
    host.getSourceFile = (name, version, ...rest) =>
      name === file && example !== undefined
        ? ts.createSourceFile(name, example, version)
        : getSourceFile(name, version, ...rest);
    const program = ts.createProgram([file], options, host);
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map(
        (diagnostic) =>
          `${diagnostic.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
      );
    expect(diagnostics).toEqual([]);
  });
});
