import { DielineResponseSchema, MockupResponseSchema, ValidationErrorBodySchema } from '@diecut/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { TINY_JPEG, twoColourPng } from '../../test/artwork-files';
import { createTestApp } from '../../test/test-app';
import { storedResourceIds } from '../storage/__testing__/stored-files';
import { FORM_FIELD_MAX_BYTES, FORM_MAX_FILES, FORM_MAX_PARTS } from './read-mockup-form';

let harness: ReturnType<typeof createTestApp>;
afterEach(() => harness?.cleanup());

async function createDieline(): Promise<string> {
  const response = await harness.request('/dieline-templates/becf-11001/dielines', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ format: 'svg', variables: { unit: 'mm', length: 100, width: 50, height: 150 } }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return DielineResponseSchema.parse(await response.json()).dieline.id;
}

/** A form with the artwork and `extra` text fields after it. */
function artworkForm(extra: Record<string, string> = {}): FormData {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(twoColourPng())], { type: 'image/png' }), 'a.png');
  for (const [name, value] of Object.entries(extra)) data.append(name, value);
  return data;
}

const numbered = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`extra_${i}`, 'x']));

async function messages(response: Response): Promise<string[]> {
  expect(response.status).toBe(400);
  return ValidationErrorBodySchema.parse(await response.json()).errors.map((error) => error.message);
}

describe('readMockupForm', () => {
  it('should answer 400 naming the limit for a form of more than 64 fields and files, and store nothing', async () => {
    harness = createTestApp();
    const dielineId = await createDieline();
    const at = `/dielines/${dielineId}/3d-mockups`;
    expect(FORM_MAX_PARTS).toBe(64);
    const over = await harness.request(at, { method: 'POST', body: artworkForm(numbered(64)) });
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual({
      message: 'Too many form fields: a 3D mockup form takes at most 64 fields and files.',
    });
    // 64 parts are read whole: each unknown field is a problem, the first 20 listed
    const atLimit = await messages(
      await harness.request(at, { method: 'POST', body: artworkForm(numbered(63)) }),
    );
    expect(atLimit).toHaveLength(21);
    expect(atLimit[0]).toMatch(/^Unknown form field 'extra_0'/);
    expect(atLimit[20]).toBe('…and 43 more problems not listed.');
    expect(storedResourceIds(harness.dataDir)).toEqual([dielineId]);
  });

  it('should answer 400 for more files than a form takes, whatever their names, and a file given as a field', async () => {
    harness = createTestApp();
    const at = `/dielines/${await createDieline()}/3d-mockups`;
    const many = artworkForm();
    for (let part = 1; part <= FORM_MAX_FILES; part++)
      many.append(`part_files[${part}]`, new Blob([new Uint8Array(TINY_JPEG)]), 'b.jpg');
    const refused = await harness.request(at, { method: 'POST', body: many });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: `Too many files: a 3D mockup form takes at most ${FORM_MAX_FILES} file parts.`,
    });
    const named = artworkForm();
    named.append('name', new Blob([new Uint8Array(TINY_JPEG)]), 'b.jpg');
    expect(await messages(await harness.request(at, { method: 'POST', body: named }))).toEqual([
      "'name' must be a text field.",
    ]);
  });

  it('should quote a long field name cut short and refuse a text field over 4096 bytes', async () => {
    harness = createTestApp();
    const at = `/dielines/${await createDieline()}/3d-mockups`;
    expect(FORM_FIELD_MAX_BYTES).toBe(4096);
    const refused = await messages(
      await harness.request(at, {
        method: 'POST',
        body: artworkForm({ ['n'.repeat(10_000)]: 'x', name: 'é'.repeat(3000) }),
      }),
    );
    expect(refused).toEqual([
      `Unknown form field '${'n'.repeat(100)}…'. Fields are 'file', 'part_files[<part_number>]', 'name', 'outside_design'.`,
      "'name' must be at most 200 characters.",
    ]);
  });

  it('should hold an urlencoded update to the same limits', async () => {
    harness = createTestApp();
    const dielineId = await createDieline();
    const created = await harness.request(`/dielines/${dielineId}/3d-mockups`, {
      method: 'POST',
      body: artworkForm(),
    });
    const mockup = MockupResponseSchema.parse(await created.json())['3d_mockup'];
    const update = (body: string) =>
      harness.request(`/dielines/${dielineId}/3d-mockups/${mockup.id}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      });
    const many = Array.from({ length: 355_000 }, (_, i) => `part_substrates[${i}]=`).join('&');
    const tooMany = await update(many);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({
      message: 'Too many form fields: a 3D mockup form takes at most 64 fields and files.',
    });
    expect(await messages(await update(`scene_background_color=${'f'.repeat(5000)}`))).toEqual([
      "'scene_background_color' is too long: a form field takes at most 4096 bytes.",
    ]);
    const renamed = await update('name=Renamed&substrate=kraft_brown');
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    expect(MockupResponseSchema.parse(await renamed.json())['3d_mockup'].name).toBe('Renamed');
  });
});
