import { NestingFormatSchema } from '@diecut/schema';
import { z } from 'zod';
import type { ComputePool } from '../compute/compute-pool';
import { loadDielineRecord } from '../dielines/load-dieline';
import { jsonBodyLimit, readJsonBody } from '../http/json-body';
import { OperationRoutes } from '../http/operation-routes';
import { newId } from '../ids';
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

/**
 * Nestings of a dieline (interface 4.5 to 4.7): the templates that apply to it, their efficiencies on
 * a sheet, and a nesting file. Another account's dieline is 404. The dieline is rebuilt, nested and
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
      await deps.storage.saveResource(
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
    });
}
