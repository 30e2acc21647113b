import { DielineResponseSchema, MockupResponseSchema } from '@diecut/schema';
import { dielineMockupScene } from '@diecut/service';
import { PGlite } from '@electric-sql/pglite';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { twoColourPng } from '../../test/artwork-files';
import { createTestApp, PUBLIC_URL } from '../../test/test-app';
import { ComputePool } from '../compute/compute-pool';
import { runTask } from '../compute/compute-tasks';
import { loadDielineRecord } from '../dielines/load-dieline';
import type { AppEnv } from '../http/app-env';
import { mockupDescription } from '../mockups/mockup-description';
import type { MockupRecord } from '../mockups/mockup-record';
import { MockupSceneCache } from '../mockups/mockup-scene-cache';
import { MOCKUP_KIND } from '../mockups/mockup-service';
import { defaultViewerBundlePath, ViewerBundleFile } from '../mockups/viewer-bundle';
import { nestingDieline } from '../nestings/nesting-service';
import { PostgresStorage } from '../storage/postgres-storage';
import { pgliteDatabase, type SqlDatabase } from '../storage/sql-database';
import type { Storage } from '../storage/storage';
import { Urls } from '../urls';
import { mockupPageRoutes } from './mockup-pages';

const urls = new Urls(PUBLIC_URL);
const harnesses: ReturnType<typeof createTestApp>[] = [];
const closing: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const harness of harnesses.splice(0)) await harness.cleanup();
  for (const close of closing.splice(0)) await close();
});

/** The mockup pages of an API instance over `storage`, its scenes built by the real task and counted. */
function pagesOver(storage: Storage) {
  const builds: string[] = [];
  const scenes = new MockupSceneCache(async (dieline) => {
    builds.push(dieline.id);
    return runTask({ kind: 'mockup-scene', dieline });
  });
  const compute = new ComputePool(0);
  const viewerBundle = new ViewerBundleFile(defaultViewerBundlePath());
  const app = new Hono<AppEnv>().route(
    '/',
    mockupPageRoutes({ storage, urls, viewerBundle, compute, scenes }),
  );
  const load = async (id: string) => {
    const response = await app.request(`/3d/${id}/description.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    return response.text();
  };
  return { builds, load };
}

/** A tuck end box and a mockup of it, made through the whole API: the mockup's id. */
async function madeMockup(harness: ReturnType<typeof createTestApp>): Promise<string> {
  const created = await harness.request('/dieline-templates/becf-11001/dielines', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ format: 'svg', variables: { unit: 'mm', length: 100, width: 50, height: 150 } }),
  });
  const dieline = DielineResponseSchema.parse(await created.json()).dieline;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(twoColourPng(64, 32))], { type: 'image/png' }), 'art.png');
  form.append('name', 'Tea "box" \u00e9t\u00e9');
  const made = await harness.request(`/dielines/${dieline.id}/3d-mockups`, { method: 'POST', body: form });
  expect(made.status, await made.clone().text()).toBe(200);
  return MockupResponseSchema.parse(await made.json())['3d_mockup'].id;
}

/** The description as the API wrote it before it kept scenes: the scene built afresh, the whole written at once. */
async function builtAfresh(storage: Storage, id: string): Promise<string> {
  const record = (await storage.getPublicRecord<MockupRecord>(MOCKUP_KIND, id)) ?? expect.fail('no mockup');
  const dieline = await loadDielineRecord(storage, record.data.dielineId, record.ownerId);
  return JSON.stringify(mockupDescription(record.data, dielineMockupScene(nestingDieline(dieline)), urls));
}

async function updateMockup(
  harness: ReturnType<typeof createTestApp>,
  id: string,
  fields: Record<string, string>,
) {
  const record =
    (await harness.storage.getPublicRecord<MockupRecord>(MOCKUP_KIND, id)) ?? expect.fail('no mockup');
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const updated = await harness.request(`/dielines/${record.data.dielineId}/3d-mockups/${id}`, {
    method: 'PUT',
    body: form,
  });
  expect(updated.status, await updated.clone().text()).toBe(200);
}

describe('the mockup description', () => {
  it('should build the scene once for repeated loads and answer the same bytes as one built afresh', async () => {
    const harness = createTestApp();
    harnesses.push(harness);
    const id = await madeMockup(harness);
    const pages = pagesOver(harness.storage);
    const first = await pages.load(id);
    const second = await pages.load(id);
    expect(pages.builds).toHaveLength(1);
    expect(second).toBe(first);
    expect(first).toBe(await builtAfresh(harness.storage, id));
    // the whole API answers those bytes too
    expect(await (await harness.app.request(`/3d/${id}/description.json`)).text()).toBe(first);

    // the record is read on every load: a new name and substrate show at once, on the kept scene
    await updateMockup(harness, id, { name: 'Renamed', substrate: 'kraft_brown' });
    const updated = await pages.load(id);
    expect(pages.builds).toHaveLength(1);
    expect(JSON.parse(updated)).toMatchObject({ name: 'Renamed', substrate: 'kraft_brown' });
    expect(updated).toBe(await builtAfresh(harness.storage, id));

    // a restart keeps nothing: the new process builds the scene again, the same bytes
    const restarted = pagesOver(harness.storage);
    expect(await restarted.load(id)).toBe(updated);
    expect(restarted.builds).toHaveLength(1);
  });

  it('should follow an update made on another instance sharing the PostgreSQL database', async () => {
    const pglite = await PGlite.create();
    closing.push(() => pglite.close());
    // each instance closes its storage; the database outlives both
    const shared: SqlDatabase = { ...pgliteDatabase(pglite), close: async () => {} };
    const one = createTestApp({ storage: await PostgresStorage.open(shared) });
    const two = createTestApp({ storage: await PostgresStorage.open(shared) });
    harnesses.push(one, two);
    const id = await madeMockup(one);
    const pages = pagesOver(two.storage);
    const before = await pages.load(id);
    expect(before).toBe(await builtAfresh(two.storage, id));
    await updateMockup(one, id, { name: 'Renamed', scene_background_color: '#203040' });
    const after = await pages.load(id);
    expect(pages.builds).toHaveLength(1);
    expect(JSON.parse(after)).toMatchObject({ name: 'Renamed', background: '#203040' });
    expect(after).toBe(await builtAfresh(two.storage, id));
  });
});
