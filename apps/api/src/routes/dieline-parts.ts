import { summarizeParts } from '@diecut/geometry';
import { DiecutError, PartsRequestSchema, type PartsResponse } from '@diecut/schema';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { jsonBodyLimit, readJsonBody } from '../http/json-body';
import { validateRequestVariables } from '../http/variable-problems';
import { presentParts } from '../presenters/dieline-part';
import { findTemplateOr404, parseUnit } from './dieline-templates';

/** `POST /dimensions/{id}/parts`, the parts operation of interface 4.3: the pieces of board for given variables. */
export function dielinePartRoutes(jsonBodyLimitBytes: number) {
  return new Hono<AppEnv>().post('/dimensions/:id/parts', jsonBodyLimit(jsonBodyLimitBytes), async (c) => {
    const template = findTemplateOr404(c.req.param('id'));
    const body = await readJsonBody(c, PartsRequestSchema);
    // like the create-dieline body, `unit` may also sit among the variables
    const { unit: unitAmongVariables, ...variables } = body.variables;
    const unit =
      unitAmongVariables === undefined ? (body.unit ?? 'mm') : parseUnit(String(unitAmongVariables));
    if (body.unit && body.unit !== unit)
      throw DiecutError.badRequest("'unit' is given twice with different values.");
    const values = validateRequestVariables(template, variables, unit);
    const response: PartsResponse = { parts: presentParts(summarizeParts(template.build(values)), unit) };
    return c.json(response);
  });
}
