import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CreateDielineRequestSchema } from '@diecut/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDataDir } from '../../test/test-app';
import { LocalStorage } from '../storage/local-storage';
import { runTask } from './compute-tasks';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('runTask', () => {
  it('should place a dieline file where told, the same bytes it answers otherwise', async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const storage = new LocalStorage(dataDir);
    const task = {
      kind: 'dieline' as const,
      templateId: 'becf-11001',
      request: CreateDielineRequestSchema.parse({
        format: 'svg',
        variables: { unit: 'mm', length: 80, width: 40, height: 120 },
      }),
      createdAt: new Date('2026-11-25T10:00:00.000Z'),
    };
    const answered = await runTask(task);
    if (!(answered.file instanceof Uint8Array)) throw new Error('expected the bytes');
    const key = 'di_placed/box.svg';
    const placed = await runTask({ ...task, placeAt: { filesDir: storage.placedFilesDir, key } });
    expect(placed.file).toEqual({ key, size: answered.file.byteLength });
    expect(readFileSync(path.join(dataDir, 'files', key))).toEqual(Buffer.from(answered.file));
    expect({ ...placed, file: undefined }).toEqual({ ...answered, file: undefined });
    // one the storage keeps in its database comes back as bytes, and nothing is placed
    const small = { filesDir: storage.placedFilesDir, key: 'di_small/box.svg', inlineBelowBytes: 64 * 1024 };
    expect((await runTask({ ...task, placeAt: small })).file).toEqual(answered.file);
    expect(existsSync(path.join(dataDir, 'files', 'di_small'))).toBe(false);
    await storage.close();
  });
});
