import { z } from 'zod';
import { DecimalStringSchema, UnitSchema } from './common';
import { described, kindField, schemaRegistry } from './registry';

/**
 * Body of `POST /dimensions/{id}/parts`: lengths as numbers or decimal strings in `unit`, flags as
 * booleans. Ranges and names are the template's to check, so its messages can name the variable.
 */
export const PartsRequestSchema = z
  .strictObject({
    unit: UnitSchema.optional(),
    variables: described(
      z.record(
        z.string(),
        z.union([z.number(), z.string(), z.boolean()], {
          error: 'a variable is a number, a decimal string or a boolean',
        }),
      ),
      "The template's variables by name: lengths as numbers or decimal strings, flags as booleans.",
    ),
  })
  .register(schemaRegistry, {
    id: 'PartsRequest',
    description:
      "The template's variables, as read from `GET /dimensions/{id}`, in `unit` (`mm` when absent); `unit` may also be given among the variables, as in the create-dieline body.",
  });
export type PartsRequest = z.infer<typeof PartsRequestSchema>;

export const DielinePartSchema = z
  .object({
    type: kindField('dieline_part'),
    name: described(z.string(), 'The piece, e.g. `blank`, `base`, `lid`.'),
    width: described(DecimalStringSchema.clone(), 'Width of its bounding box, in `unit`.'),
    height: described(DecimalStringSchema.clone(), 'Height of its bounding box, in `unit`.'),
    area: described(DecimalStringSchema.clone(), 'Its area, in `area_unit`.'),
    unit: UnitSchema,
    area_unit: described(z.enum(['mm2', 'in2']), 'The unit of `area`: square millimetres or square inches.'),
  })
  .register(schemaRegistry, {
    id: 'DielinePart',
    description:
      'A piece of board of the dieline: its bounding box (width, height) and the area inside its outer cut contour minus holes.',
  });
export type DielinePart = z.infer<typeof DielinePartSchema>;

export const PartsResponseSchema = z
  .object({ parts: described(z.array(DielinePartSchema), 'Each piece of board of the dieline.') })
  .register(schemaRegistry, {
    id: 'PartsResponse',
    description: 'The pieces of board a dieline of the template would have for the given variables.',
  });
export type PartsResponse = z.infer<typeof PartsResponseSchema>;
