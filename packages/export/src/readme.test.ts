import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const PACKAGE_DIR = path.resolve(import.meta.dirname, '..');

describe('README.md', () => {
  it('should show examples/one-call.mjs, which runs as plain JavaScript and writes its files', async () => {
    const readme = readFileSync(path.join(PACKAGE_DIR, 'README.md'), 'utf8');
    const shown = /```js\n([\s\S]*?)```/.exec(readme)?.[1];
    const example = readFileSync(path.join(PACKAGE_DIR, 'examples/one-call.mjs'), 'utf8');
    expect(shown).toBe(example);
    const out = mkdtempSync(path.join(tmpdir(), 'diecut-readme-'));
    const cwd = process.cwd();
    const logged: string[] = [];
    const log = console.log;
    console.log = (...args: unknown[]) => logged.push(args.join(' '));
    try {
      process.chdir(out);
      await import(path.join(PACKAGE_DIR, 'examples/one-call.mjs'));
    } finally {
      process.chdir(cwd);
      console.log = log;
    }
    expect(readdirSync(out).sort()).toEqual(['tuck-end-nesting.dxf', 'tuck-end-nesting.svg', 'tuck-end.pdf']);
    expect(readFileSync(path.join(out, 'tuck-end.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    expect(logged[0]).toMatch(/^\d+ copies on the sheet, [\d.]+ % of it used$/);
  }, 60_000);
});
