import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DielineResponseSchema, ValidationErrorBodySchema } from '@diecut/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, builtServerMissing, startBuiltServer } from '../../test/built-server';

/**
 * Nestings sized to hold a worker, sent to the built server as an attacker with a valid key would:
 * each is refused with a 400 and a suggestion before any nesting work, and another key is served.
 */
const KEY = 'dl_nesting_bounds';
const OTHER = 'dl_nesting_bounds_other';
const skipReason = builtServerMissing();
const children: ChildProcess[] = [];
let dataDir: string;
let server: BuiltServer;
let dielineId: string;

function post(key: string, pathname: string, body: unknown): Promise<Response> {
  return fetch(`${server.origin}${pathname}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function refusal(response: Response) {
  expect(response.status).toBe(400);
  return ValidationErrorBodySchema.parse(await response.json()).errors;
}

beforeAll(async () => {
  if (skipReason) return;
  dataDir = mkdtempSync(path.join(tmpdir(), 'diecut-nesting-bounds-'));
  server = await startBuiltServer(
    {
      DIECUT_DATA_DIR: dataDir,
      DIECUT_DIELINES_API_KEYS: `${KEY},${OTHER}`,
      DIECUT_DIMENSIONS_API_KEYS: 'dm_nesting_bounds',
      DIECUT_WORKERS: '1',
      DIECUT_LOG_LEVEL: 'info',
    },
    children,
  );
  const made = await post(KEY, '/dieline-templates/becf-11001/dielines', {
    format: 'svg',
    variables: { unit: 'mm', length: 60, width: 30, height: 90 },
  });
  expect(made.status).toBe(200);
  dielineId = DielineResponseSchema.parse(await made.json()).dieline.id;
}, 60_000);

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(skipReason)('nesting bounds on the built server', () => {
  it('should refuse sheets far larger than any press sheet, suggesting the largest', async () => {
    for (const side of [1e308, 1e7]) {
      const errors = await refusal(
        await post(KEY, `/dielines/${dielineId}/nesting-template-efficiencies`, {
          variables: { unit: 'mm', sheet_width: side, sheet_height: side },
        }),
      );
      expect(errors[0]?.suggestion).toEqual({ type: 'change_value', name: 'sheet_width', value: 6000 });
    }
  });

  it('should refuse a count of copies past the bound before laying any out, and serve another key meanwhile', async () => {
    const asked = post(KEY, `/dielines/${dielineId}/nestings/lt_straight_grid`, {
      format: 'pdf',
      variables: { unit: 'mm', sheet_width: 6000, sheet_height: 6000, num_x: 50, num_y: 50 },
    });
    const other = post(OTHER, '/dieline-templates/becf-11001/dielines', {
      format: 'svg',
      variables: { unit: 'mm', length: 70, width: 30, height: 90 },
    });
    const errors = await refusal(await asked);
    expect(errors[0]?.message).toMatch(/2500/);
    expect(errors[0]?.suggestion).toMatchObject({ type: 'change_value' });
    expect((await other).status).toBe(200);
  });

  it('should refuse the best count of a sheet holding more copies than a nesting may draw', async () => {
    const errors = await refusal(
      await post(KEY, `/dielines/${dielineId}/nestings/lt_straight_grid`, {
        format: 'dxf',
        variables: { unit: 'mm', sheet_width: 6000, sheet_height: 6000 },
      }),
    );
    expect(errors[0]?.suggestion).toMatchObject({ type: 'change_value' });
    // the efficiencies of the same sheet build no layout: they are answered
    const efficiencies = await post(KEY, `/dielines/${dielineId}/nesting-template-efficiencies`, {
      variables: { unit: 'mm', sheet_width: 6000, sheet_height: 6000 },
    });
    expect(efficiencies.status).toBe(200);
  });
});
