import { DielineResponseSchema } from '@diecut/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, DIELINES_KEY } from '../../test/test-app';
import { ApiKeyRing } from '../auth/api-keys';

let harness: ReturnType<typeof createTestApp>;
afterEach(() => harness?.cleanup());

const ACCOUNT = new ApiKeyRing({ dielines: [DIELINES_KEY], dimensions: [] }).identify(DIELINES_KEY)?.id ?? '';

async function create(id: string, body: Record<string, unknown>) {
  const response = await harness.request(`/dieline-templates/${id}/dielines`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return DielineResponseSchema.parse(await response.json()).dieline;
}

describe('POST /dieline-templates/{id}/dielines with part_files', () => {
  it('should write each piece of a rigid box as its own file, named and captioned with its board', async () => {
    harness = createTestApp();
    const variables = { unit: 'mm', length: 200, width: 150, height: 60 };
    const dieline = await create('becf-31001', { format: 'svg', part_files: true, variables });
    expect(dieline.part_files?.map((part) => [part.part_number, part.name, part.board])).toEqual([
      [1, 'base board', 'greyboard'],
      [2, 'base wrap', 'paper'],
      [3, 'lid board', 'greyboard'],
      [4, 'lid wrap', 'paper'],
    ]);
    for (const part of dieline.part_files ?? []) {
      expect(part.url).toMatch(new RegExp(`-part-${part.part_number}-${part.name.replace(' ', '-')}\\.svg$`));
      const file = await harness.request(new URL(part.url).pathname, { key: null });
      expect(file.status).toBe(200);
      const svg = await file.text();
      // the piece alone: its caption names it and its board, and the greyboard's folds are V-grooves
      expect(svg).toContain(`${part.name}, ${part.board === 'greyboard' ? 'greyboard' : 'paper'}`);
      expect(svg).toContain(
        part.board === 'greyboard' ? 'data-line-type="v_groove"' : 'data-line-type="fold_guide"',
      );
      expect(svg).not.toContain('data-line-type="crease"');
    }
    // the files count against the account and go with the dieline
    const withParts = await harness.storage.storedBytes(ACCOUNT);
    const plain = await create('becf-31001', { format: 'svg', variables });
    expect(plain.part_files).toBeUndefined();
    const both = await harness.storage.storedBytes(ACCOUNT);
    expect(withParts).toBeGreaterThan(both - withParts);
    const deleted = await harness.request(`/dielines/${dieline.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    const gone = await harness.request(new URL(dieline.part_files?.[0]?.url ?? '').pathname, { key: null });
    expect(gone.status).toBe(404);
  });

  it('should write no piece files for a single blank', async () => {
    harness = createTestApp();
    const dieline = await create('becf-11001', {
      format: 'pdf',
      part_files: true,
      variables: { unit: 'mm', length: 100, width: 50, height: 150 },
    });
    expect(dieline.part_files).toBeUndefined();
  });
});
