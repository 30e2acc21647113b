import { NestingFormatSchema } from '@diecut/schema';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import { jsonBodyLimit, readJsonBody } from '../http/json-body';
import {
  calculateEfficiencies,
  createNesting,
  listTemplatesFor,
  loadDieline,
} from '../nestings/nesting-service';
import type { Storage } from '../storage/storage';
import type { Urls } from '../urls';

/**
 * The bodies as read: the sheet variables are checked by `readSheetVariables` and the template's own
 * by its variable list, so that a missing or non-positive sheet size gets the interface's message
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
 * a sheet, and a nesting file. Another account's dieline is 404.
 */
export function nestingRoutes(deps: { storage: Storage; urls: Urls; jsonBodyLimitBytes: number }) {
  return new Hono<AppEnv>()
    .get('/dielines/:id/nesting-templates', async (c) => {
      const built = await loadDieline(deps.storage, c.req.param('id'), c.get('account').id);
      return c.json({ nesting_template_list: listTemplatesFor(built, deps.urls) });
    })
    .post(
      '/dielines/:id/nesting-template-efficiencies',
      jsonBodyLimit(deps.jsonBodyLimitBytes),
      async (c) => {
        const built = await loadDieline(deps.storage, c.req.param('id'), c.get('account').id);
        const body = await readJsonBody(c, EfficienciesBodySchema);
        return c.json({
          nesting_template_efficiencies: calculateEfficiencies(built, body.variables, deps.urls),
        });
      },
    )
    .post('/dielines/:id/nestings/:templateId', jsonBodyLimit(deps.jsonBodyLimitBytes), async (c) => {
      const built = await loadDieline(deps.storage, c.req.param('id'), c.get('account').id);
      const body = await readJsonBody(c, NestingBodySchema);
      await deps.storage.checkNotFull(c.get('account').id);
      const nesting = await createNesting({
        built,
        nestingTemplateId: c.req.param('templateId'),
        request: body,
        ownerId: c.get('account').id,
        storage: deps.storage,
        urls: deps.urls,
      });
      return c.json({ nesting });
    });
}
