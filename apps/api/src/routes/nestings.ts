import { DiecutError, type Nesting, NestingFormatSchema } from '@diecut/schema';
import { z } from 'zod';
import type { ComputePool } from '../compute/compute-pool';
import { loadDielineRecord, ownDielineOr404 } from '../dielines/load-dieline';
import { jsonBodyLimit, readJsonBody } from '../http/json-body';
import { OperationRoutes } from '../http/operation-routes';
import { listPage, readPageRequest } from '../http/own-list-page';
import { newId } from '../ids';
import { saveChildOfDieline } from '../storage/save-child';
import type { Storage } from '../storage/storage';
import type { Urls } from '../urls';

/**
 * The bodies as read: the sheet variables are checked by the service (`readNestingChoice`), the
 * template's own by its variable list, so that a missing or non-positive sheet size gets the interface's message
 * (the documented shapes are `CalculateEfficienciesRequestSchema` and `CreateNestingRequestSchema`).
 */
const VariablesSchema = z.record(z.string(), z.unknown(), {
  error: "'variables' must be an object of sheet variables.",
});
const EfficienciesBodySchema = z.strictObject({ variables: VariablesSchema });
const NestingBodySchema = z.strictObject({
  format: NestingFormatSchema,
  pdf_header: z.boolean().optional(),
  variables: VariablesSchema,
});

/** Nesting ids, as `newId('ne_')` makes them; nesting template ids never start so. */
const NESTING_ID = /^ne_[A-Za-z0-9]{1,64}$/;

/**
 * Nestings of a dieline (interface 4.5 to 4.7): the templates that apply to it, their efficiencies on
 * a sheet, and a nesting file; beyond the interface, the dieline's nestings listed (newest first, a
 * page at a time) and one read by its id. Another account's dieline or nesting is 404, as is a
 * nesting of another dieline. Reading a nesting shares the interface's path
 * `/dielines/{dieline_id}/nestings/{nesting_template_id}` (OpenAPI takes no second template differing
 * only by a parameter's name), told apart by method: the GET reads the nesting whose `ne_` id is in
 * that place, the POST makes one from the template named there; a nesting's id is no nesting
 * template's (`lt_`, `lg_`), so a POST to it is 404, and a GET of a template's id is 404 too. The dieline is rebuilt, nested and
 * written in the compute pool; this thread reads and stores records.
 */
export function nestingRoutes(deps: {
  storage: Storage;
  urls: Urls;
  jsonBodyLimitBytes: number;
  compute: ComputePool;
}) {
  const { publicUrl } = deps.urls;
  return new OperationRoutes()
    .operation('listNestingTemplates', async (c) => {
      const dieline = await loadDielineRecord(deps.storage, c.req.param('dieline_id'), c.get('account').id);
      const list = await deps.compute.run(
        { kind: 'nesting-templates', dieline, publicUrl },
        c.get('account').id,
      );
      return c.json({ nesting_template_list: list });
    })
    .operation('calculateNestingTemplateEfficiencies', jsonBodyLimit(deps.jsonBodyLimitBytes), async (c) => {
      const dieline = await loadDielineRecord(deps.storage, c.req.param('dieline_id'), c.get('account').id);
      const body = await readJsonBody(c, EfficienciesBodySchema);
      const efficiencies = await deps.compute.run(
        {
          kind: 'nesting-efficiencies',
          dieline,
          variables: body.variables,
          publicUrl,
        },
        c.get('account').id,
      );
      return c.json({ nesting_template_efficiencies: efficiencies });
    })
    .operation('createNesting', jsonBodyLimit(deps.jsonBodyLimitBytes), async (c) => {
      const ownerId = c.get('account').id;
      const dieline = await loadDielineRecord(deps.storage, c.req.param('dieline_id'), ownerId);
      const body = await readJsonBody(c, NestingBodySchema);
      await deps.storage.checkNotFull(ownerId);
      const { nesting, key, file } = await deps.compute.run(
        {
          kind: 'nesting',
          dieline,
          nestingTemplateId: c.req.param('nesting_template_id'),
          request: body,
          id: newId('ne_'),
          createdAt: new Date(),
          publicUrl,
        },
        ownerId,
      );
      // file first, then the record: a crash never leaves a record without its file
      await saveChildOfDieline(
        deps.storage,
        {
          id: nesting.id,
          kind: 'nesting',
          ownerId,
          data: nesting,
          createdAt: nesting.created_at,
          parentId: dieline.id,
        },
        [{ key, data: file }],
      );
      return c.json({ nesting });
    })
    .operation('listNestings', async (c) => {
      const ownerId = c.get('account').id;
      const dielineId = c.req.param('dieline_id');
      const page = readPageRequest(c);
      await ownDielineOr404(deps.storage, dielineId, ownerId);
      const shown = await listPage<Nesting>(
        deps.storage,
        { kind: 'nesting', ownerId, parentId: dielineId },
        page,
      );
      return c.json({
        nesting_list: {
          type: 'nesting_list',
          dieline_id: dielineId,
          nestings: shown.records.map((record) => record.data),
          next_cursor: shown.nextCursor,
        },
      });
    })
    .operation('readNesting', async (c) => {
      // the parameter is named as on the POST sharing the path; here it holds the nesting's id
      const id = c.req.param('nesting_template_id');
      if (!NESTING_ID.test(id)) throw DiecutError.notFound();
      const record = await deps.storage.getRecord<Nesting>('nesting', id, c.get('account').id);
      if (!record || record.parentId !== c.req.param('dieline_id')) throw DiecutError.notFound();
      return c.json({ nesting: record.data });
    });
}
