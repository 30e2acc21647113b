import { CreateDielineRequestSchema, DiecutError, type Dieline } from '@diecut/schema';
import { createDieline, type DielineCompute } from '../dielines/create-dieline';
import { presentDieline } from '../dielines/present-dieline';
import { jsonBodyLimit, readJsonBody } from '../http/json-body';
import { OperationRoutes } from '../http/operation-routes';
import { listPage, readPageRequest } from '../http/own-list-page';
import type { Storage, StoredRecord } from '../storage/storage';
import type { Urls } from '../urls';
import { findTemplateOr404 } from './dieline-templates';

/** A listed dieline as its own GET answers it; one that GET answers 404 (its template gone) is left out. */
function listedDieline(record: StoredRecord<Dieline>): Dieline[] {
  try {
    return [presentDieline(record)];
  } catch (error) {
    if (error instanceof DiecutError && error.status === 404) return [];
    throw error;
  }
}

/**
 * `POST /dieline-templates/{template_id}/dielines` (interface 4.4) and `GET /dielines/{dieline_id}`:
 * a dieline made with the caller's key; any other account's is 404. Beyond the interface, the
 * caller's dielines listed (`GET /dielines`, newest first, a page at a time) and deleted with their
 * nestings, mockups and files (`DELETE /dielines/{dieline_id}`).
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
      return c.json({ dieline: presentDieline(record) });
    })
    .operation('listDielines', async (c) => {
      const page = readPageRequest(c);
      // an empty filter filters nothing, as on the template list
      const templateId = c.req.query('dieline_template_id')?.trim() || undefined;
      const shown = await listPage<Dieline>(
        deps.storage,
        {
          kind: 'dieline',
          ownerId: c.get('account').id,
          ...(templateId !== undefined
            ? { dataEquals: { field: 'dieline_template_id', value: templateId } }
            : {}),
        },
        page,
      );
      return c.json({
        dieline_list: {
          type: 'dieline_list',
          dielines: shown.records.flatMap(listedDieline),
          next_cursor: shown.nextCursor,
        },
      });
    })
    .operation('deleteDieline', async (c) => {
      const id = c.req.param('dieline_id');
      const deleted = await deps.storage.deleteResourceTree('dieline', id, c.get('account').id);
      if (!deleted) throw DiecutError.notFound();
      return c.json({ deleted: true, id, bytes_freed: deleted.bytesFreed });
    });
}
