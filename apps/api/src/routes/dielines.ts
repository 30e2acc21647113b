import { CreateDielineRequestSchema, DiecutError, type Dieline } from '@diecut/schema';
import { createDieline, type DielineCompute } from '../dielines/create-dieline';
import { loadDieline } from '../dielines/load-dieline';
import { substrateParts } from '../dielines/substrate-parts';
import { jsonBodyLimit, readJsonBody } from '../http/json-body';
import { OperationRoutes } from '../http/operation-routes';
import type { Storage } from '../storage/storage';
import type { Urls } from '../urls';
import { findTemplateOr404 } from './dieline-templates';

/**
 * `POST /dieline-templates/{template_id}/dielines` (interface 4.4) and `GET /dielines/{dieline_id}`:
 * a dieline made with the caller's key; any other account's is 404.
 */
export function dielineRoutes(deps: {
  storage: Storage;
  urls: Urls;
  jsonBodyLimitBytes: number;
  compute?: DielineCompute | undefined;
}) {
  return new OperationRoutes()
    .operation('createDieline', jsonBodyLimit(deps.jsonBodyLimitBytes), async (c) => {
      const template = findTemplateOr404(c.req.param('template_id'));
      const request = await readJsonBody(c, CreateDielineRequestSchema);
      await deps.storage.checkNotFull(c.get('account').id);
      const dieline = await createDieline({
        template,
        request,
        ownerId: c.get('account').id,
        storage: deps.storage,
        urls: deps.urls,
        compute: deps.compute,
      });
      return c.json({ dieline });
    })
    .operation('readDieline', async (c) => {
      const record = await deps.storage.getRecord<Dieline>(
        'dieline',
        c.req.param('dieline_id'),
        c.get('account').id,
      );
      if (!record) throw DiecutError.notFound();
      // dielines stored before `substrate_parts` existed get it from their rebuilt parts
      if (record.data.substrate_parts) return c.json({ dieline: record.data });
      const built = await loadDieline(deps.storage, record.id, record.ownerId);
      return c.json({ dieline: { ...record.data, substrate_parts: substrateParts(built.parts) } });
    });
}
