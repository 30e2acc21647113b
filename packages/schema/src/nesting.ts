import { z } from 'zod';
import { LengthSchema, LinkSchema, NextCursorSchema, TimestampSchema, UnitSchema } from './common';
import { StoredVariablesSchema } from './dieline';
import { DielineTemplateVariableSchema } from './dieline-template';
import { described, kindField, schemaRegistry } from './registry';

export const NestingTemplateComponentSchema = z
  .object({
    type: kindField('nesting_template_component'),
    id: described(
      z.string(),
      'The component id, e.g. `lid`; a nesting of one piece names it as `component`.',
    ),
    name: described(z.string(), 'The component name for people.'),
    category: described(z.string(), 'The kind of board of the piece, e.g. `hard_cardboard`.'),
  })
  .register(schemaRegistry, {
    id: 'NestingTemplateComponent',
    description: 'A part of the dieline that can be nested.',
  });

export const NestingTemplateSchema = z
  .object({
    type: kindField('nesting_template'),
    id: described(
      z.string().regex(/^(lt|lg)_/),
      'The nesting template id: `lt_` a layout template, `lg_` a group choosing the best of several.',
    ),
    /** Beyond the interface: a display name (`Straight grid`). */
    name: described(z.string(), 'Beyond the interface: a display name, e.g. `Straight grid`.').optional(),
    /** Beyond the interface: how the template lays copies out, in a sentence. */
    description: described(
      z.string(),
      'Beyond the interface: how the template lays copies out, in a sentence.',
    ).optional(),
    nesting_template_components: described(
      z.array(NestingTemplateComponentSchema),
      'The pieces of the dieline this template can nest.',
    ),
    variables: described(
      z.array(DielineTemplateVariableSchema),
      'What a nesting of this template takes besides the sheet (e.g. `margin_x`, `margin_y`).',
    ),
    images: described(
      z.array(
        z.object({
          type: described(z.literal('svg'), 'The image format: always `svg`.'),
          url: described(z.url().nullable(), 'Where the image is served; null when there is none.'),
        }),
      ),
      'Drawings of the layout.',
    ),
    links: described(z.array(LinkSchema), 'The actions of the template: `create_nesting` (POST).'),
  })
  .register(schemaRegistry, {
    id: 'NestingTemplate',
    description: 'A way to lay copies of a dieline out on a sheet, and the variables it takes.',
  });

export const NestingTemplateListSchema = z
  .object({
    type: kindField('nesting_template_list'),
    id: described(z.string().startsWith('ntl_'), 'The list id, `ntl_` and random characters.'),
    dieline_id: described(z.string(), 'The dieline the templates apply to.'),
    dieline_template_id: described(z.string(), 'The catalog template of that dieline.'),
    total: described(z.number().int().nonnegative(), 'How many nesting templates apply.'),
    nesting_template_components: described(
      z.array(NestingTemplateComponentSchema),
      'The pieces of a multi-part dieline that can be nested one at a time; empty for a one-piece dieline.',
    ),
    nesting_templates: described(z.array(NestingTemplateSchema), 'Every nesting template that applies.'),
  })
  .register(schemaRegistry, {
    id: 'NestingTemplateList',
    description: 'The nesting templates that apply to a dieline.',
  });

const SHEET_WIDTH = described(z.number(), 'Width of the sheet, in `unit`.');
const SHEET_HEIGHT = described(z.number(), 'Height of the sheet, in `unit`.');
const MARGIN_TOP = described(z.number(), 'Margin kept free at the top of the sheet; 0 when absent.');
const MARGIN_BOTTOM = described(z.number(), 'Margin kept free at the bottom of the sheet; 0 when absent.');
const MARGIN_SIDE = described(z.number(), 'Margin kept free at the left and right edges; 0 when absent.');

export const SheetVariablesSchema = z
  .object({
    unit: UnitSchema,
    sheet_width: SHEET_WIDTH,
    sheet_height: SHEET_HEIGHT,
    sheet_margin_top: MARGIN_TOP.optional(),
    sheet_margin_bottom: MARGIN_BOTTOM.optional(),
    sheet_margin_side: MARGIN_SIDE.optional(),
    /** Beyond the interface: the piece of a multi-part dieline to nest (a component id). */
    component: described(
      z.string(),
      'Beyond the interface: the piece of a multi-part dieline to nest, a component id (e.g. `lid`).',
    ).optional(),
    /** Beyond the interface: lets a corrugated blank turn a quarter turn, across its flutes. */
    turn_across_flutes: described(
      z.boolean(),
      'Beyond the interface: lets a corrugated blank turn a quarter turn, across its flutes.',
    ).optional(),
  })
  .register(schemaRegistry, {
    id: 'SheetVariables',
    description: 'The press sheet, in `unit`: its size and the margins kept free of copies.',
  });

export const CalculateEfficienciesRequestSchema = z
  .strictObject({ variables: SheetVariablesSchema })
  .register(schemaRegistry, {
    id: 'CalculateEfficienciesRequest',
    description: 'The body of `POST /dielines/{dieline_id}/nesting-template-efficiencies`: the sheet.',
  });

export const EfficiencySchema = z
  .object({
    num_x: described(z.number().int(), 'Copies across the sheet width; 0 when none fits.'),
    num_y: described(z.number().int(), 'Copies along the sheet height; 0 when none fits.'),
    /**
     * Beyond the interface: the copies the layout holds, which `num_x x num_y` does not always say (a
     * head-to-tail cell holds two, a mixed fill adds turned rows); 0 when not one copy fits the sheet.
     */
    copies: described(
      z.number().int().nonnegative(),
      'Beyond the interface: the copies the layout holds, which `num_x` x `num_y` does not always say (a head-to-tail cell holds two, a mixed fill adds turned rows); 0 when not one copy fits.',
    ).optional(),
    efficiency: described(
      z.object({
        value: described(z.number(), 'The share of the sheet the copies cover, in per cent.'),
        type: described(z.literal('percentage'), 'Always `percentage`.'),
      }),
      'How much of the sheet the blanks use.',
    ),
  })
  .register(schemaRegistry, {
    id: 'Efficiency',
    description:
      'The best layout of one nesting template on the sheet: how many copies and how much of it they use.',
  });

export const NestingTemplateEfficienciesSchema = z
  .object({
    type: kindField('nesting_template_efficiencies'),
    dieline_id: described(z.string(), 'The dieline laid out.'),
    dieline_template_id: described(z.string(), 'The catalog template of that dieline.'),
    variables: SheetVariablesSchema,
    efficiencies: described(
      z.record(z.string(), EfficiencySchema.nullable()),
      'By nesting template id: its best layout on the sheet, or null when it cannot calculate one.',
    ),
    nesting_templates: described(z.array(NestingTemplateSchema), 'The nesting templates that apply.'),
    nesting_template_components: described(
      z.array(NestingTemplateComponentSchema),
      'The pieces of a multi-part dieline; empty for a one-piece dieline.',
    ),
  })
  .register(schemaRegistry, {
    id: 'NestingTemplateEfficiencies',
    description: 'For each nesting template that applies to the dieline, the best layout on the asked sheet.',
  });

/** A nesting file is a sheet for the press or the die maker: pdf, svg or dxf (no CFF2 sheet). */
export const NestingFormatSchema = z
  .enum(['dxf', 'pdf', 'svg'], {
    error: "Invalid 'format'. Valid 'format' values for a nesting are 'dxf', 'pdf' and 'svg'.",
  })
  .register(schemaRegistry, { description: 'The file format of the sheet: `pdf`, `svg` or `dxf`.' });

export const CreateNestingRequestSchema = z
  .strictObject({
    format: NestingFormatSchema,
    pdf_header: described(
      z.boolean(),
      '`pdf` only: `true` (default) adds a header with the sheet sizes and quantities; other formats ignore it.',
    ).optional(),
    variables: described(
      SheetVariablesSchema.extend({
        num_x: described(
          z.number().int().positive(),
          'Copies across the sheet; with `num_y`, both or neither. The best layout when absent.',
        ).optional(),
        num_y: described(
          z.number().int().positive(),
          'Copies along the sheet; with `num_x`, both or neither. The best layout when absent.',
        ).optional(),
        dimension_texts: described(
          z.boolean(),
          '`true` (default) draws dimension labels on the first copy and the overall sizes on the sheet.',
        ).optional(),
      }).catchall(z.union([z.number(), z.boolean(), z.string()])),
      "The sheet, the layout and the nesting template's own variables (its `variables`, e.g. `margin_x`).",
    ),
  })
  .register(schemaRegistry, {
    id: 'CreateNestingRequest',
    description:
      'The body of `POST /dielines/{dieline_id}/nestings/{nesting_template_id}`: the file format and the sheet.',
  });

export const LineLengthSchema = z
  .object({
    name: described(z.string(), 'The kind of line: `Cut`, `Crease`, ..., and `Total`.'),
    unit: UnitSchema,
    value: described(z.number(), 'Their length over the whole sheet, in `unit`.'),
  })
  .register(schemaRegistry, {
    id: 'LineLength',
    description: 'The length of one kind of line over the sheet, which prices the die.',
  });

export const NestingSchema = z
  .object({
    type: kindField('nesting'),
    id: described(z.string().startsWith('ne_'), 'The nesting id, `ne_` and random characters.'),
    dieline_id: described(z.string(), 'The dieline laid out.'),
    dieline_template_id: described(z.string(), 'The catalog template of that dieline.'),
    nesting_template_id: described(z.string(), 'The nesting template that laid it out.'),
    variables: described(
      z
        .object({
          unit: UnitSchema,
          sheet_width: SHEET_WIDTH,
          sheet_height: SHEET_HEIGHT,
          sheet_margin_top: MARGIN_TOP,
          sheet_margin_bottom: MARGIN_BOTTOM,
          sheet_margin_side: MARGIN_SIDE,
          dimension_texts: described(z.boolean(), 'Whether the sheet carries dimension labels.'),
          dieline_variables: StoredVariablesSchema,
          num_x: described(z.number().int(), 'Copies across the sheet.'),
          num_y: described(z.number().int(), 'Copies along the sheet.'),
        })
        .catchall(z.union([z.number(), z.boolean(), z.string()])),
      "The values used, defaults filled in, with the nesting template's own variables (e.g. `margin_x`).",
    ),
    format: NestingFormatSchema,
    width: LengthSchema,
    height: LengthSchema,
    nesting_overflow: described(z.boolean(), '`true` when the layout does not fit the sheet.'),
    /** Beyond the interface: the copies laid out on the sheet. */
    copies: described(
      z.number().int().nonnegative(),
      'Beyond the interface: the copies laid out on the sheet.',
    ).optional(),
    sum_of_line_lengths: described(
      z.array(LineLengthSchema),
      'The length of each kind of line over the sheet, then the total.',
    ),
    url: described(z.url(), 'The nesting file, public by its unguessable URL.'),
    created_at: TimestampSchema,
  })
  .register(schemaRegistry, {
    id: 'Nesting',
    description: 'Copies of a dieline laid out on a press sheet, as a file, with the sizes and line lengths.',
  });

export const NestingTemplateListResponseSchema = z
  .object({ nesting_template_list: NestingTemplateListSchema })
  .register(schemaRegistry, {
    id: 'NestingTemplateListResponse',
    description: 'The answer carrying the nesting templates of a dieline.',
  });
export const NestingTemplateEfficienciesResponseSchema = z
  .object({ nesting_template_efficiencies: NestingTemplateEfficienciesSchema })
  .register(schemaRegistry, {
    id: 'NestingTemplateEfficienciesResponse',
    description: 'The answer carrying the efficiencies of the nesting templates.',
  });
export const NestingResponseSchema = z
  .object({ nesting: NestingSchema })
  .register(schemaRegistry, { id: 'NestingResponse', description: 'The answer carrying one nesting.' });

/** Beyond the interface: a page of a dieline's nestings, newest first (`GET /dielines/{dieline_id}/nestings`). */
export const NestingListSchema = z
  .object({
    type: kindField('nesting_list'),
    dieline_id: described(z.string(), 'The dieline the nestings lay out.'),
    nestings: described(z.array(NestingSchema), 'This page of the nestings, newest first.'),
    next_cursor: NextCursorSchema,
  })
  .register(schemaRegistry, {
    id: 'NestingList',
    description: "A page of a dieline's nestings, newest first.",
  });
export const NestingListResponseSchema = z
  .object({ nesting_list: NestingListSchema })
  .register(schemaRegistry, {
    id: 'NestingListResponse',
    description: 'The answer carrying a page of nestings.',
  });

export type NestingTemplateComponent = z.infer<typeof NestingTemplateComponentSchema>;
export type NestingTemplate = z.infer<typeof NestingTemplateSchema>;
export type NestingTemplateList = z.infer<typeof NestingTemplateListSchema>;
export type SheetVariables = z.infer<typeof SheetVariablesSchema>;
export type CalculateEfficienciesRequest = z.infer<typeof CalculateEfficienciesRequestSchema>;
export type NestingTemplateEfficiencies = z.infer<typeof NestingTemplateEfficienciesSchema>;
export type CreateNestingRequest = z.infer<typeof CreateNestingRequestSchema>;
export type Nesting = z.infer<typeof NestingSchema>;
export type NestingList = z.infer<typeof NestingListSchema>;
