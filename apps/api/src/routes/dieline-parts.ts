import { DiecutError, PartsRequestSchema } from '@diecut/schema';
import type { ComputePool } from '../compute/compute-pool';
import { jsonBodyLimit, readJsonBody } from '../http/json-body';
import { OperationRoutes } from '../http/operation-routes';
import { findTemplateOr404, parseUnit } from './dieline-templates';

/**
 * `POST /dimensions/{id}/parts`, the parts operation of interface 4.3: the pieces of board for given
 * variables, built and measured in the compute pool.
 */
export function dielinePartRoutes(jsonBodyLimitBytes: number, compute: ComputePool) {
  const limit = jsonBodyLimit(jsonBodyLimitBytes);
  return new OperationRoutes().operation('calculateDielineParts', limit, async (c) => {
    const template = findTemplateOr404(c.req.param('id'));
    const body = await readJsonBody(c, PartsRequestSchema);
    // like the create-dieline body, `unit` may also sit among the variables
    const { unit: unitAmongVariables, ...variables } = body.variables;
    const unit =
      unitAmongVariables === undefined ? (body.unit ?? 'mm') : parseUnit(String(unitAmongVariables));
    if (body.unit && body.unit !== unit)
      throw DiecutError.badRequest("'unit' is given twice with different values.");
    return c.json(
      await compute.run({ kind: 'parts', templateId: template.id, variables, unit }, c.get('account').id),
    );
  });
}
