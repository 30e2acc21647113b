import type { ComputePool } from '../compute/compute-pool';
import { loadDieline, ownDielineOr404 } from '../dielines/load-dieline';
import { OperationRoutes } from '../http/operation-routes';
import { listPage, readPageRequest } from '../http/own-list-page';
import {
  createMockup,
  deleteMockup,
  loadMockup,
  MOCKUP_KIND,
  type MockupRecord,
  updateMockup,
} from '../mockups/mockup-service';
import { artworkBodyLimit, readMockupForm } from '../mockups/read-mockup-form';
import type { Storage } from '../storage/storage';
import type { Urls } from '../urls';

/**
 * 3D mockups of a dieline (interface 4.8, 4.9, and read and delete on the mockup path; beyond the
 * interface, the dieline's mockups listed, newest first, a page at a time). Another account's
 * dieline or mockup is 404, as is a mockup of another dieline.
 */
export function mockupRoutes(deps: {
  storage: Storage;
  urls: Urls;
  artworkMaxBytes: number;
  compute: ComputePool;
}) {
  const limit = artworkBodyLimit(deps.artworkMaxBytes);
  const context = (ownerId: string) => ({
    storage: deps.storage,
    urls: deps.urls,
    compute: deps.compute,
    ownerId,
  });
  return new OperationRoutes()
    .operation('createMockup', limit, async (c) => {
      const ownerId = c.get('account').id;
      const built = await loadDieline(deps.storage, c.req.param('dieline_id'), ownerId);
      const form = await readMockupForm(c, 'create', deps.artworkMaxBytes);
      await deps.storage.checkNotFull(ownerId);
      return c.json({ '3d_mockup': await createMockup(built, form, context(ownerId)) });
    })
    .operation('readMockup', async (c) => {
      const record = await loadMockup(
        deps.storage,
        c.req.param('dieline_id'),
        c.req.param('id'),
        c.get('account').id,
      );
      return c.json({ '3d_mockup': (record.data as MockupRecord).mockup });
    })
    .operation('updateMockup', limit, async (c) => {
      const ownerId = c.get('account').id;
      const built = await loadDieline(deps.storage, c.req.param('dieline_id'), ownerId);
      // 404 before reading a possibly large body for a mockup that is not there
      await loadMockup(deps.storage, built.dieline.id, c.req.param('id'), ownerId);
      const form = await readMockupForm(c, 'update', deps.artworkMaxBytes);
      // a full account may still rename its mockup or change its substrates
      if (form.file) await deps.storage.checkNotFull(ownerId);
      return c.json({
        '3d_mockup': await updateMockup(built, c.req.param('id'), form, context(ownerId)),
      });
    })
    .operation('deleteMockup', async (c) => {
      const id = c.req.param('id');
      await deleteMockup(deps.storage, c.req.param('dieline_id'), id, c.get('account').id);
      return c.json({ deleted: true, id });
    })
    .operation('listMockups', async (c) => {
      const ownerId = c.get('account').id;
      const dielineId = c.req.param('dieline_id');
      const page = readPageRequest(c);
      await ownDielineOr404(deps.storage, dielineId, ownerId);
      const shown = await listPage<MockupRecord>(
        deps.storage,
        { kind: MOCKUP_KIND, ownerId, parentId: dielineId },
        page,
      );
      return c.json({
        '3d_mockup_list': {
          type: '3d_mockup_list',
          dieline_id: dielineId,
          '3d_mockups': shown.records.map((record) => record.data.mockup),
          next_cursor: shown.nextCursor,
        },
      });
    });
}
