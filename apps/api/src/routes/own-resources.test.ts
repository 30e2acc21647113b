import {
  DeletedDielineResponseSchema,
  type Dieline,
  DielineListResponseSchema,
  DielineResponseSchema,
  MockupListResponseSchema,
  MockupResponseSchema,
  type Nesting,
  NestingListResponseSchema,
  NestingResponseSchema,
} from '@diecut/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { twoColourPng } from '../../test/artwork-files';
import {
  createTestApp,
  DIELINES_KEY,
  OTHER_DIELINES_KEY,
  PUBLIC_URL,
  readJson,
  tempDataDir,
} from '../../test/test-app';
import { ApiKeyRing } from '../auth/api-keys';
import { decodeCursor, encodeCursor } from '../http/own-list-page';
import { LocalStorage } from '../storage/local-storage';
import type { BlobWrite, StoredRecord } from '../storage/storage';

let harness: ReturnType<typeof createTestApp>;
afterEach(() => harness?.cleanup());

const BOX = { unit: 'mm', length: 100, width: 50, height: 150 };
const SHEET = { unit: 'mm', sheet_width: 1020, sheet_height: 720 };
const ACCOUNT = new ApiKeyRing({ dielines: [DIELINES_KEY], dimensions: [] }).identify(DIELINES_KEY)?.id ?? '';
const local = (url: string) => url.replace(PUBLIC_URL, '');

async function createDieline(templateId = 'becf-11001', variables: object = BOX): Promise<Dieline> {
  const response = await harness.request(`/dieline-templates/${templateId}/dielines`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ format: 'svg', variables }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return DielineResponseSchema.parse(await response.json()).dieline;
}

async function createNesting(dielineId: string): Promise<Nesting> {
  const response = await harness.request(`/dielines/${dielineId}/nestings/lt_straight_grid`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ format: 'svg', variables: SHEET }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return NestingResponseSchema.parse(await response.json()).nesting;
}

async function createMockup(dielineId: string) {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(twoColourPng())], { type: 'image/png' }), 'art.png');
  const response = await harness.request(`/dielines/${dielineId}/3d-mockups`, { method: 'POST', body });
  expect(response.status, await response.clone().text()).toBe(200);
  return MockupResponseSchema.parse(await response.json())['3d_mockup'];
}

/** Newest first: created_at descending, then id descending. */
const newestFirst = (a: { created_at: string; id: string }, b: { created_at: string; id: string }) =>
  a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1;

async function listPage(path: string, key?: string) {
  const response = await harness.request(path, key ? { key } : {});
  expect(response.status, await response.clone().text()).toBe(200);
  return DielineListResponseSchema.parse(await response.json()).dieline_list;
}

describe('GET /dielines', () => {
  it('should list the account’s dielines newest first, a page at a time, each as its GET answers it', async () => {
    harness = createTestApp();
    const made = [
      await createDieline(),
      await createDieline('becf-11002'),
      await createDieline(),
      await createDieline(),
    ];
    const first = await listPage('/dielines?limit=3');
    expect(first.type).toBe('dieline_list');
    expect(first.dielines).toHaveLength(3);
    expect(first.next_cursor).toEqual(expect.any(String));
    // made between the pages: newer than the cursor, so the next page neither repeats nor skips one
    await createDieline();
    const second = await listPage(`/dielines?limit=3&cursor=${first.next_cursor}`);
    expect(second.next_cursor).toBeNull();
    const expected = [...made].sort(newestFirst);
    expect([...first.dielines, ...second.dielines].map((d) => d.id)).toEqual(expected.map((d) => d.id));
    for (const dieline of first.dielines) {
      const read = await harness.request(`/dielines/${dieline.id}`);
      expect(dieline).toEqual(DielineResponseSchema.parse(await read.json()).dieline);
    }

    const all = await listPage('/dielines');
    expect(all.dielines).toHaveLength(5);
    expect(all.next_cursor).toBeNull();
    const ofTemplate = await listPage('/dielines?dieline_template_id=becf-11002');
    expect(ofTemplate.dielines.map((d) => d.id)).toEqual([made[1]?.id]);
    expect((await listPage('/dielines?dieline_template_id=becf-99999')).dielines).toEqual([]);
    expect((await listPage('/dielines?dieline_template_id=')).dielines).toHaveLength(5);
  });

  it('should answer an empty list to another key, and a 400 for a bad limit or cursor', async () => {
    harness = createTestApp();
    await createDieline();
    expect(await listPage('/dielines', OTHER_DIELINES_KEY)).toEqual({
      type: 'dieline_list',
      dielines: [],
      next_cursor: null,
    });
    for (const query of ['limit=0', 'limit=101', 'limit=x', 'limit=1.5', 'limit=']) {
      const response = await harness.request(`/dielines?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toEqual({
        message: "Invalid 'limit'. 'limit' must be a whole number from 1 to 100.",
      });
    }
    const notJson = Buffer.from('nope').toString('base64url');
    const wrongShape = Buffer.from('{"a":1}').toString('base64url');
    for (const cursor of ['***', notJson, wrongShape, '']) {
      const response = await harness.request(`/dielines?cursor=${cursor}`);
      expect(response.status, cursor).toBe(400);
      expect((await readJson(response)).message, cursor).toMatch(/^Invalid 'cursor'/);
    }
    expect((await harness.request('/dielines?limit=100')).status).toBe(200);
  });

  it('should be guarded like every dieline route, the bare path too', async () => {
    harness = createTestApp();
    expect((await harness.request('/dielines', { key: null })).status).toBe(401);
    expect((await harness.request('/dielines/', { key: null })).status).toBe(401);
    const wrongVersion = await harness.request('/dielines', { headers: { 'Dielines-Api-Version': '2.0' } });
    expect(wrongVersion.status).toBe(400);
  });

  it('should round-trip its cursor', () => {
    const position = { createdAt: '2026-11-23T10:00:00.000Z', id: 'di_x' };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });
});

describe('nestings and mockups of a dieline', () => {
  it('should list a dieline’s nestings and read one, keeping the POST that makes them', async () => {
    harness = createTestApp();
    const dieline = await createDieline();
    const other = await createDieline();
    const nestings = [await createNesting(dieline.id), await createNesting(dieline.id)];
    const elsewhere = await createNesting(other.id);

    const response = await harness.request(`/dielines/${dieline.id}/nestings`);
    expect(response.status).toBe(200);
    const list = NestingListResponseSchema.parse(await response.json()).nesting_list;
    expect(list).toEqual({
      type: 'nesting_list',
      dieline_id: dieline.id,
      nestings: [...nestings].sort(newestFirst),
      next_cursor: null,
    });
    const paged = NestingListResponseSchema.parse(
      await (await harness.request(`/dielines/${dieline.id}/nestings?limit=1`)).json(),
    ).nesting_list;
    expect(paged.nestings).toHaveLength(1);
    expect(paged.next_cursor).toEqual(expect.any(String));

    const read = await harness.request(`/dielines/${dieline.id}/nestings/${nestings[0]?.id}`);
    expect(read.status).toBe(200);
    expect(NestingResponseSchema.parse(await read.json()).nesting).toEqual(nestings[0]);
    // a nesting of another dieline, a nesting template's id, an unknown id: 404
    for (const id of [elsewhere.id, 'lt_straight_grid', 'ne_unknown', 'x']) {
      expect((await harness.request(`/dielines/${dieline.id}/nestings/${id}`)).status, id).toBe(404);
    }
    // the POST on the same path shape still makes nestings; a nesting's id is no nesting template
    const post = await harness.request(`/dielines/${dieline.id}/nestings/${nestings[0]?.id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ format: 'svg', variables: SHEET }),
    });
    expect(post.status).toBe(404);
  });

  it('should list a dieline’s 3D mockups as each reads', async () => {
    harness = createTestApp();
    const dieline = await createDieline();
    const empty = await harness.request(`/dielines/${dieline.id}/3d-mockups`);
    expect(MockupListResponseSchema.parse(await empty.json())['3d_mockup_list']).toEqual({
      type: '3d_mockup_list',
      dieline_id: dieline.id,
      '3d_mockups': [],
      next_cursor: null,
    });
    const mockup = await createMockup(dieline.id);
    const response = await harness.request(`/dielines/${dieline.id}/3d-mockups`);
    expect(response.status).toBe(200);
    const list = MockupListResponseSchema.parse(await response.json())['3d_mockup_list'];
    expect(list['3d_mockups']).toEqual([mockup]);
    const read = await harness.request(`/dielines/${dieline.id}/3d-mockups/${mockup.id}`);
    expect(list['3d_mockups'][0]).toEqual(MockupResponseSchema.parse(await read.json())['3d_mockup']);
  });
});

describe('DELETE /dielines/{dieline_id}', () => {
  it('should delete the dieline with its nestings, mockups and files, answering the bytes the account drops by', async () => {
    harness = createTestApp();
    const dieline = await createDieline();
    const kept = await createDieline();
    const nesting = await createNesting(dieline.id);
    const mockup = await createMockup(dieline.id);
    await createNesting(kept.id);
    const before = await harness.storage.storedBytes(ACCOUNT);

    const response = await harness.request(`/dielines/${dieline.id}`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    const answer = DeletedDielineResponseSchema.parse(await response.json());
    expect(answer).toEqual({ deleted: true, id: dieline.id, bytes_freed: expect.any(Number) });
    expect(answer.bytes_freed).toBeGreaterThan(0);
    expect(await harness.storage.storedBytes(ACCOUNT)).toBe(before - answer.bytes_freed);

    for (const path of [
      `/dielines/${dieline.id}`,
      `/dielines/${dieline.id}/nestings`,
      `/dielines/${dieline.id}/nestings/${nesting.id}`,
      `/dielines/${dieline.id}/3d-mockups`,
      `/dielines/${dieline.id}/3d-mockups/${mockup.id}`,
      local(dieline.url),
      local(nesting.url),
      `/3d/${mockup.id}`,
    ]) {
      expect((await harness.request(path)).status, path).toBe(404);
    }
    expect((await harness.request(`/dielines/${dieline.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await harness.request(`/dielines/${kept.id}`)).status).toBe(200);
    expect((await harness.request(local(kept.url))).status).toBe(200);
    expect((await listPage('/dielines')).dielines.map((d) => d.id)).toEqual([kept.id]);
  });
});

/** Deletes a child's dieline just before the child is saved: a DELETE while a create is under way. */
class DeletingStorage extends LocalStorage {
  override async saveResource<T>(record: StoredRecord<T>, files: BlobWrite[]): Promise<void> {
    if (record.parentId) await this.deleteResourceTree('dieline', record.parentId, record.ownerId);
    return super.saveResource(record, files);
  }
}

describe('a create racing the delete of its dieline', () => {
  it('should keep nothing of a nesting or mockup whose dieline went while it was made, and answer 404', async () => {
    const dataDir = tempDataDir();
    harness = createTestApp({ dataDir, storage: new DeletingStorage(dataDir) });
    const dieline = await createDieline();
    const nesting = await harness.request(`/dielines/${dieline.id}/nestings/lt_straight_grid`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ format: 'svg', variables: SHEET }),
    });
    expect(nesting.status).toBe(404);
    const other = await createDieline();
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(twoColourPng())], { type: 'image/png' }), 'art.png');
    const mockup = await harness.request(`/dielines/${other.id}/3d-mockups`, { method: 'POST', body });
    expect(mockup.status).toBe(404);
    expect(await harness.storage.storedBytes(ACCOUNT)).toBe(0);
    expect(await harness.storage.listRecords({ kind: 'nesting', ownerId: ACCOUNT, limit: 10 })).toEqual([]);
    expect(await harness.storage.listRecords({ kind: '3d_mockup', ownerId: ACCOUNT, limit: 10 })).toEqual([]);
  });
});

describe('another key', () => {
  it('should find none of the account’s dielines, nestings or mockups, and delete nothing', async () => {
    harness = createTestApp();
    const dieline = await createDieline();
    const nesting = await createNesting(dieline.id);
    const mockup = await createMockup(dieline.id);
    const before = await harness.storage.storedBytes(ACCOUNT);
    for (const [method, path] of [
      ['GET', `/dielines/${dieline.id}/nestings`],
      ['GET', `/dielines/${dieline.id}/nestings/${nesting.id}`],
      ['GET', `/dielines/${dieline.id}/3d-mockups`],
      ['DELETE', `/dielines/${dieline.id}`],
    ] as const) {
      const response = await harness.request(path, { method, key: OTHER_DIELINES_KEY });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual({ message: 'Resource cannot be found' });
    }
    expect((await listPage('/dielines', OTHER_DIELINES_KEY)).dielines).toEqual([]);
    expect(await harness.storage.storedBytes(ACCOUNT)).toBe(before);
    expect((await harness.request(`/dielines/${dieline.id}/3d-mockups/${mockup.id}`)).status).toBe(200);
  });
});
