import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DielineResponseSchema } from '@diecut/schema';
import { afterAll, describe, expect, it } from 'vitest';
import { builtServerMissing, startBuiltServer } from '../../test/built-server';

/**
 * The artwork template from the built API (`dist/main.js`), whose CPU work runs in its worker threads:
 * the compute worker's bundle must carry the task. Skips when the API is not built.
 */
const skipReason = builtServerMissing();
const KEY = 'dl_artwork_template_process_test';
const children: ChildProcess[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'diecut-artwork-process-'));
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(skipReason !== undefined)('the built API', () => {
  it("should write a dieline's artwork template in its worker threads", async () => {
    const server = await startBuiltServer(
      {
        DIECUT_DATA_DIR: dataDir,
        DIECUT_DATABASE_URL: '',
        DIECUT_DIELINES_API_KEYS: KEY,
        DIECUT_DIMENSIONS_API_KEYS: 'dm_artwork_template_process_test',
        DIECUT_WORKERS: '1',
      },
      children,
    );
    const headers = { Authorization: `Bearer ${KEY}` };
    const created = await fetch(`${server.origin}/dieline-templates/becf-11001/dielines`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        format: 'pdf',
        variables: { unit: 'in', length: 3, width: 1.5, height: 5, overflow: true },
      }),
    });
    expect(created.status).toBe(200);
    const { dieline } = DielineResponseSchema.parse(await created.json());
    for (const format of ['pdf', 'svg'] as const) {
      const href = dieline.links.find((link) => link.rel === `artwork_template_${format}`)?.href ?? '';
      const response = await fetch(new URL(new URL(href).pathname + new URL(href).search, server.origin), {
        headers,
      });
      expect(response.status, format).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString(), format).toBe(format === 'pdf' ? '%PDF-' : '<?xml');
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
