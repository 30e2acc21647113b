import { DielineResponseSchema, ErrorBodySchema } from '@diecut/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { twoColourPng } from '../../test/artwork-files';
import { createTestApp, OTHER_DIELINES_KEY, tempDataDir } from '../../test/test-app';
import { storedKeys, storedResourceIds } from '../storage/__testing__/stored-files';
import { LocalStorage } from '../storage/local-storage';

let harness: ReturnType<typeof createTestApp> | undefined;
afterEach(async () => {
  await harness?.cleanup();
  harness = undefined;
});

const BOX = { unit: 'mm', length: 100, width: 50, height: 150 };

/** An app whose accounts may each store `limit` bytes of files. */
function limitedApp(limit: number) {
  const dataDir = tempDataDir();
  return createTestApp({ dataDir, storage: new LocalStorage(dataDir, { accountStorageLimitBytes: limit }) });
}

function createDieline(app: ReturnType<typeof createTestApp>, key?: string) {
  return app.request('/dieline-templates/becf-11001/dielines', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ format: 'svg', variables: BOX }),
    ...(key ? { key } : {}),
  });
}

async function refusal(response: Response) {
  expect(response.status).toBe(409);
  return ErrorBodySchema.strict().parse(await response.json()).message;
}

describe('handleError on the account storage limit', () => {
  it('should refuse a create past the limit with a 409 naming the limit and the use, storing nothing', async () => {
    harness = limitedApp(1);
    const message = await refusal(await createDieline(harness));
    expect(message).toMatch(
      /^Account storage limit reached: this account stores 0 bytes of its 1-byte limit, and this request would add \d+ more\. Delete 3D mockups to make room\.$/,
    );
    expect(storedKeys(harness.dataDir)).toEqual([]);
  });

  it('should count dielines, nestings and mockups per account, and let other accounts go on', async () => {
    // the bytes of one dieline file, as the storage counts them
    harness = limitedApp(10_000_000);
    const measured = DielineResponseSchema.parse(await (await createDieline(harness)).json()).dieline;
    const owner = (await harness.storage.getPublicRecord('dieline', measured.id))?.ownerId ?? '';
    const oneFile = await harness.storage.storedBytes(owner);
    expect(oneFile).toBeGreaterThan(1000);
    await harness.cleanup();

    harness = limitedApp(oneFile + 100);
    const created = await createDieline(harness);
    expect(created.status).toBe(200);
    const { id } = DielineResponseSchema.parse(await created.json()).dieline;
    expect(await refusal(await createDieline(harness))).toContain(
      `this account stores ${oneFile} bytes of its ${oneFile + 100}-byte limit`,
    );
    const nesting = await harness.request(`/dielines/${id}/nestings/lt_straight_grid`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        format: 'svg',
        variables: { unit: 'mm', sheet_width: 1020, sheet_height: 720 },
      }),
    });
    await refusal(nesting);
    const artwork = new FormData();
    artwork.append('file', new Blob([new Uint8Array(twoColourPng(64, 64))], { type: 'image/png' }), 'a.png');
    await refusal(await harness.request(`/dielines/${id}/3d-mockups`, { method: 'POST', body: artwork }));
    expect(storedResourceIds(harness.dataDir)).toEqual([id]);
    expect(await harness.storage.storedBytes(owner)).toBe(oneFile);

    // the limit is each account's own
    expect((await createDieline(harness, OTHER_DIELINES_KEY)).status).toBe(200);
  });

  it('should refuse a create from a full account before making its file', async () => {
    harness = limitedApp(10_000_000);
    const measured = DielineResponseSchema.parse(await (await createDieline(harness)).json()).dieline;
    const owner = (await harness.storage.getPublicRecord('dieline', measured.id))?.ownerId ?? '';
    const oneFile = await harness.storage.storedBytes(owner);
    await harness.cleanup();

    harness = limitedApp(oneFile);
    expect((await createDieline(harness)).status).toBe(200);
    // no size is named: the request was refused before its file was made
    expect(await refusal(await createDieline(harness))).toBe(
      `Account storage limit reached: this account stores ${oneFile} bytes of its ${oneFile}-byte limit. Delete 3D mockups to make room.`,
    );
  });
});
