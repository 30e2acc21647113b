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
import { described, kindField, schemaRegistry } from './registry';
import { SubstratePartSchema } from './substrate';

/** The interface's three formats, plus `cf2` (CFF2) for die makers beyond it. */
export const DIELINE_FORMATS = ['dxf', 'pdf', 'svg', 'cf2'] as const;
export const DielineFormatSchema = z
  .enum(DIELINE_FORMATS, {
    error: "Invalid 'format'. Valid 'format' values are 'dxf', 'pdf', 'svg' and 'cf2'.",
  })
  .register(schemaRegistry, {
    description: 'The file format of the dieline: `pdf`, `svg`, `dxf`, or `cf2` (CFF2, for die makers).',
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
  .register(schemaRegistry, {
    id: 'StoredVariables',
    description:
      "The variables the resource was made with: the request's `unit` and every template variable, defaults filled in, in that unit.",
  });
export type StoredVariables = RequestVariables;

export const ArtworkDimensionsSchema = z
  .object({
    unit: UnitSchema,
    width: described(DecimalStringSchema.clone(), 'Width of the artwork frame, in `unit`.'),
    height: described(DecimalStringSchema.clone(), 'Height of the artwork frame, in `unit`.'),
  })
  .register(schemaRegistry, {
    id: 'ArtworkDimensions',
    description: 'Size of the artwork that covers the blank.',
  });

export const AreaSchema = z
  .object({
    unit: described(z.enum(['mm2', 'in2']), "Square millimetres or square inches, after the request's unit."),
    value: described(DecimalStringSchema.clone(), 'The area in `unit`.'),
  })
  .register(schemaRegistry, { id: 'Area', description: 'Area inside the outer cut contour minus holes.' });

export const CreateDielineRequestSchema = z
  .strictObject({
    format: DielineFormatSchema,
    pdf_header: described(
      z.boolean(),
      '`pdf` (and `cf2`, as notes) only: `true` (default) adds a header listing the template variables; other formats ignore it.',
    ).optional(),
    area: described(
      z.boolean(),
      '`true` answers the `area` of the blank too (templates of the Cartons and Corrugated Cardboards categories); default `false`.',
    ).optional(),
    part_files: described(
      z.boolean(),
      "Beyond the interface: `true` also writes each piece of a multi-part dieline (a rigid box's boards and wraps) as a file of its own, for the die of its own board, answered as `part_files`; default `false`.",
    ).optional(),
    variables: RequestVariablesSchema,
  })
  .register(schemaRegistry, {
    id: 'CreateDielineRequest',
    description:
      "The body of `POST /dieline-templates/{template_id}/dielines`: the file format and the template's variables with their unit. Unknown fields are a 400.",
  });
export type CreateDielineRequest = Omit<z.infer<typeof CreateDielineRequestSchema>, 'variables'> & {
  variables: RequestVariables;
};

const dielineFields = {
  type: kindField('dieline'),
  id: described(z.string().startsWith('di_'), 'The dieline id, `di_` and random characters.'),
  dieline_template_id: described(z.string().startsWith('becf'), 'The catalog template it was made of.'),
  variables: StoredVariablesSchema,
  format: DielineFormatSchema,
  url: described(z.url(), 'The dieline file, public by its unguessable URL (`{file_url}/...`).'),
  artwork_dimensions: ArtworkDimensionsSchema,
  created_at: TimestampSchema,
};

export const DielineSchema = z
  .object({
    ...dielineFields,
    area: AreaSchema.optional(),
    part_files: described(
      z.array(
        z
          .object({
            part_number: described(
              z.number().int().min(1),
              "The piece's number in the template's parts, from 1.",
            ),
            name: described(z.string(), 'The piece, e.g. `base wrap`.'),
            board: described(
              z.enum(['folding_carton', 'corrugated', 'greyboard', 'paper']),
              'The board the piece is cut from.',
            ),
            url: described(
              z.url(),
              "The piece alone, in the dieline's format, named and captioned with its board.",
            ),
          })
          .register(schemaRegistry, {
            id: 'DielinePartFile',
            description: 'One piece of a multi-part dieline in a file of its own.',
          }),
      ),
      'Beyond the interface: with `part_files` asked, each piece of a multi-part dieline in its own file.',
    ).optional(),
    warnings: described(
      z.array(z.string()),
      'Beyond the interface: what a plant should know before making it, e.g. a piece larger than its machine sheet (`DIECUT_MACHINE_SHEETS`). Absent when there is nothing to say; a PDF header lists the same.',
    ).optional(),
    substrate_parts: z.array(SubstratePartSchema).register(schemaRegistry, {
      description:
        'The parts a 3D mockup can give their own substrate (`part_substrates[<part_number>]`): one for a carton, one per piece of a multi-part box.',
    }),
    links: described(
      z.array(LinkSchema),
      'What can be made of it: `create_3d_mockup` (POST), `list_nesting_templates` (GET) and `calculate_nesting_efficiencies` (POST); beyond the interface, `artwork_template_pdf` and `artwork_template_svg` (GET), the template a designer draws its artwork on.',
    ),
  })
  .register(schemaRegistry, {
    id: 'Dieline',
    description:
      'A dieline made with this key: its file, the variables it was made with and the size of its artwork.',
  });
export type Dieline = Omit<z.infer<typeof DielineSchema>, 'variables'> & { variables: StoredVariables };

/** The dieline as embedded in a 3D mockup: no links and no area. */
export const EmbeddedDielineSchema = z.object(dielineFields).register(schemaRegistry, {
  id: 'EmbeddedDieline',
  description: 'The dieline a 3D mockup folds, as the mockup carries it: no links and no area.',
});
export type EmbeddedDieline = Omit<z.infer<typeof EmbeddedDielineSchema>, 'variables'> & {
  variables: StoredVariables;
};

export const DielineResponseSchema = z
  .object({ dieline: DielineSchema })
  .register(schemaRegistry, { id: 'DielineResponse', description: 'The answer carrying one dieline.' });

/** The query of `GET /dielines`: a page, and only one template's dielines if given. */
export interface DielineListQuery extends OwnListQuery {
  dieline_template_id?: string;
}

/** Beyond the interface: a page of the account's dielines, newest first (`GET /dielines`). */
export const DielineListSchema = z
  .object({
    type: kindField('dieline_list'),
    dielines: described(z.array(DielineSchema), 'This page of the dielines, newest first.'),
    next_cursor: NextCursorSchema,
  })
  .register(schemaRegistry, {
    id: 'DielineList',
    description: "A page of the account's dielines, newest first.",
  });
export type DielineList = Omit<z.infer<typeof DielineListSchema>, 'dielines'> & { dielines: Dieline[] };

export const DielineListResponseSchema = z
  .object({ dieline_list: DielineListSchema })
  .register(schemaRegistry, {
    id: 'DielineListResponse',
    description: 'The answer carrying a page of dielines.',
  });

/** Beyond the interface: the answer to DELETE on a dieline, which takes its nestings, mockups and files along. */
export const DeletedDielineResponseSchema = z
  .object({
    deleted: described(z.literal(true), 'Always `true`: the dieline is gone.'),
    id: described(z.string().startsWith('di_'), 'The deleted dieline.'),
    bytes_freed: z.number().int().nonnegative().register(schemaRegistry, {
      description:
        "The bytes of the files that went (the dieline's, its nestings' and its mockups'): what the account's stored bytes drop by.",
    }),
  })
  .register(schemaRegistry, {
    id: 'DeletedDielineResponse',
    description: 'The answer to deleting a dieline, which takes its nestings, 3D mockups and files along.',
  });
export type DeletedDielineResponse = z.infer<typeof DeletedDielineResponseSchema>;
