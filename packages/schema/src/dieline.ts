import { z } from 'zod';
import {
  DecimalStringSchema,
  LinkSchema,
  NextCursorSchema,
  type OwnListQuery,
  TimestampSchema,
  type Unit,
  UnitSchema,
} from './common';
import { schemaRegistry } from './registry';
import { SubstratePartSchema } from './substrate';

/** The interface's three formats, plus `cf2` (CFF2) for die makers beyond it. */
export const DIELINE_FORMATS = ['dxf', 'pdf', 'svg', 'cf2'] as const;
export const DielineFormatSchema = z.enum(DIELINE_FORMATS, {
  error: "Invalid 'format'. Valid 'format' values are 'dxf', 'pdf', 'svg' and 'cf2'.",
});
export type DielineFormat = z.infer<typeof DielineFormatSchema>;

/**
 * Variables in a request: `unit` plus template variables as numbers (lengths in `unit`), booleans, or
 * strings (a choice such as `dimension_type`, or a number written as a decimal string).
 */
export const RequestVariablesSchema = z
  .object({ unit: UnitSchema })
  .catchall(z.union([z.number(), z.boolean(), z.string()]))
  .register(schemaRegistry, { id: 'RequestVariables', description: "`unit` plus the template's variables." });
/** Written out because TypeScript cannot give `unit` its own type beside the index signature. */
export type RequestVariables = { unit: Unit; [name: string]: number | boolean | string };

/** Variables as stored on a resource: the request's values converted to the stored unit. */
export const StoredVariablesSchema = z
  .object({ unit: UnitSchema })
  .catchall(z.union([z.number(), z.boolean(), z.string()]))
  .register(schemaRegistry, { id: 'StoredVariables' });
export type StoredVariables = RequestVariables;

export const ArtworkDimensionsSchema = z
  .object({ unit: UnitSchema, width: DecimalStringSchema, height: DecimalStringSchema })
  .register(schemaRegistry, {
    id: 'ArtworkDimensions',
    description: 'Size of the artwork that covers the blank.',
  });

export const AreaSchema = z
  .object({ unit: z.enum(['mm2', 'in2']), value: DecimalStringSchema })
  .register(schemaRegistry, { id: 'Area', description: 'Area inside the outer cut contour minus holes.' });

export const CreateDielineRequestSchema = z
  .strictObject({
    format: DielineFormatSchema,
    pdf_header: z.boolean().optional(),
    area: z.boolean().optional(),
    variables: RequestVariablesSchema,
  })
  .register(schemaRegistry, { id: 'CreateDielineRequest' });
export type CreateDielineRequest = Omit<z.infer<typeof CreateDielineRequestSchema>, 'variables'> & {
  variables: RequestVariables;
};

const dielineFields = {
  type: z.literal('dieline'),
  id: z.string().startsWith('di_'),
  dieline_template_id: z.string().startsWith('becf'),
  variables: StoredVariablesSchema,
  format: DielineFormatSchema,
  url: z.url(),
  artwork_dimensions: ArtworkDimensionsSchema,
  created_at: TimestampSchema,
};

export const DielineSchema = z
  .object({
    ...dielineFields,
    area: AreaSchema.optional(),
    substrate_parts: z.array(SubstratePartSchema).register(schemaRegistry, {
      description:
        'The parts a 3D mockup can give their own substrate (`part_substrates[<part_number>]`): one for a carton, one per piece of a multi-part box.',
    }),
    links: z.array(LinkSchema),
  })
  .register(schemaRegistry, { id: 'Dieline' });
export type Dieline = Omit<z.infer<typeof DielineSchema>, 'variables'> & { variables: StoredVariables };

/** The dieline as embedded in a 3D mockup: no links and no area. */
export const EmbeddedDielineSchema = z
  .object(dielineFields)
  .register(schemaRegistry, { id: 'EmbeddedDieline' });
export type EmbeddedDieline = Omit<z.infer<typeof EmbeddedDielineSchema>, 'variables'> & {
  variables: StoredVariables;
};

export const DielineResponseSchema = z
  .object({ dieline: DielineSchema })
  .register(schemaRegistry, { id: 'DielineResponse' });

/** The query of `GET /dielines`: a page, and only one template's dielines if given. */
export interface DielineListQuery extends OwnListQuery {
  dieline_template_id?: string;
}

/** Beyond the interface: a page of the account's dielines, newest first (`GET /dielines`). */
export const DielineListSchema = z
  .object({
    type: z.literal('dieline_list'),
    dielines: z.array(DielineSchema),
    next_cursor: NextCursorSchema,
  })
  .register(schemaRegistry, { id: 'DielineList' });
export type DielineList = Omit<z.infer<typeof DielineListSchema>, 'dielines'> & { dielines: Dieline[] };

export const DielineListResponseSchema = z
  .object({ dieline_list: DielineListSchema })
  .register(schemaRegistry, { id: 'DielineListResponse' });

/** Beyond the interface: the answer to DELETE on a dieline, which takes its nestings, mockups and files along. */
export const DeletedDielineResponseSchema = z
  .object({
    deleted: z.literal(true),
    id: z.string().startsWith('di_'),
    bytes_freed: z.number().int().nonnegative().register(schemaRegistry, {
      description:
        "The bytes of the files that went (the dieline's, its nestings' and its mockups'): what the account's stored bytes drop by.",
    }),
  })
  .register(schemaRegistry, { id: 'DeletedDielineResponse' });
export type DeletedDielineResponse = z.infer<typeof DeletedDielineResponseSchema>;
