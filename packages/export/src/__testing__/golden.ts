import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

const GOLDEN = join(dirname(fileURLToPath(import.meta.url)), '..', '__golden__', 'writers');
const UPDATE = process.env.DIECUT_UPDATE_GOLDEN === '1';

/**
 * Compares a writer's output with its golden file under `__golden__/writers`; rewrites the file only
 * when DIECUT_UPDATE_GOLDEN=1. Text is compared with line endings normalised (a checkout may turn
 * CRLF into LF), bytes exactly (shown as Latin-1 text in a failing diff).
 */
export function expectGolden(name: string, output: string | Uint8Array): void {
  const file = join(GOLDEN, name);
  if (UPDATE) {
    mkdirSync(GOLDEN, { recursive: true });
    writeFileSync(file, output);
  }
  if (!existsSync(file)) expect.fail(`missing golden file ${file}; run with DIECUT_UPDATE_GOLDEN=1`);
  if (typeof output === 'string') {
    const normalise = (text: string) => text.replace(/\r\n/g, '\n');
    expect(normalise(output)).toBe(normalise(readFileSync(file, 'utf8')));
  } else {
    expect(Buffer.from(output).toString('latin1')).toBe(readFileSync(file).toString('latin1'));
  }
}
