import { z } from 'zod';
import { DecimalStringSchema, UnitSchema } from './common';
import { schemaRegistry } from './registry';

/**
 * Body of `POST /dimensions/{id}/parts`: lengths as numbers or decimal strings in `unit`, flags as
 * booleans. Ranges and names are the template's to check, so its messages can name the variable.
 */
export const PartsRequestSchema = z
  .strictObject({
    unit: UnitSchema.optional(),
    variables: z.record(
      z.string(),
      z.union([z.number(), z.string(), z.boolean()], {
        error: 'a variable is a number, a decimal string or a boolean',
      }),
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
    type: z.literal('dieline_part'),
    name: z.string(),
    width: DecimalStringSchema,
    height: DecimalStringSchema,
    area: DecimalStringSchema,
    unit: UnitSchema,
    area_unit: z.enum(['mm2', 'in2']),
  })
  .register(schemaRegistry, {
    id: 'DielinePart',
    description:
      'A piece of board of the dieline: its bounding box (width, height) and the area inside its outer cut contour minus holes.',
  });
export type DielinePart = z.infer<typeof DielinePartSchema>;

export const PartsResponseSchema = z
  .object({ parts: z.array(DielinePartSchema) })
  .register(schemaRegistry, { id: 'PartsResponse' });
export type PartsResponse = z.infer<typeof PartsResponseSchema>;
