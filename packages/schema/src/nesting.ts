import { z } from 'zod';
import { LengthSchema, LinkSchema, NextCursorSchema, TimestampSchema, UnitSchema } from './common';
import { StoredVariablesSchema } from './dieline';
import { DielineTemplateVariableSchema } from './dieline-template';
import { schemaRegistry } from './registry';

export const NestingTemplateComponentSchema = z
  .object({
    type: z.literal('nesting_template_component'),
    id: z.string(),
    name: z.string(),
    category: z.string(),
  })
  .register(schemaRegistry, {
    id: 'NestingTemplateComponent',
    description: 'A part of the dieline that can be nested.',
  });

export const NestingTemplateSchema = z
  .object({
    type: z.literal('nesting_template'),
    id: z.string().regex(/^(lt|lg)_/),
    /** Beyond the interface: a display name (`Straight grid`). */
    name: z.string().optional(),
    /** Beyond the interface: how the template lays copies out, in a sentence. */
    description: z.string().optional(),
    nesting_template_components: z.array(NestingTemplateComponentSchema),
    variables: z.array(DielineTemplateVariableSchema),
    images: z.array(z.object({ type: z.literal('svg'), url: z.url().nullable() })),
    links: z.array(LinkSchema),
  })
  .register(schemaRegistry, { id: 'NestingTemplate' });

export const NestingTemplateListSchema = z
  .object({
    type: z.literal('nesting_template_list'),
    id: z.string().startsWith('ntl_'),
    dieline_id: z.string(),
    dieline_template_id: z.string(),
    total: z.number().int().nonnegative(),
    nesting_template_components: z.array(NestingTemplateComponentSchema),
    nesting_templates: z.array(NestingTemplateSchema),
  })
  .register(schemaRegistry, { id: 'NestingTemplateList' });

export const SheetVariablesSchema = z
  .object({
    unit: UnitSchema,
    sheet_width: z.number(),
    sheet_height: z.number(),
    sheet_margin_top: z.number().optional(),
    sheet_margin_bottom: z.number().optional(),
    sheet_margin_side: z.number().optional(),
    /** Beyond the interface: the piece of a multi-part dieline to nest (a component id). */
    component: z.string().optional(),
    /** Beyond the interface: lets a corrugated blank turn a quarter turn, across its flutes. */
    turn_across_flutes: z.boolean().optional(),
  })
  .register(schemaRegistry, { id: 'SheetVariables' });

export const CalculateEfficienciesRequestSchema = z
  .strictObject({ variables: SheetVariablesSchema })
  .register(schemaRegistry, { id: 'CalculateEfficienciesRequest' });

export const EfficiencySchema = z
  .object({
    num_x: z.number().int(),
    num_y: z.number().int(),
    /**
     * Beyond the interface: the copies the layout holds, which `num_x x num_y` does not always say (a
     * head-to-tail cell holds two, a mixed fill adds turned rows); 0 when not one copy fits the sheet.
     */
    copies: z.number().int().nonnegative().optional(),
    efficiency: z.object({ value: z.number(), type: z.literal('percentage') }),
  })
  .register(schemaRegistry, { id: 'Efficiency' });

export const NestingTemplateEfficienciesSchema = z
  .object({
    type: z.literal('nesting_template_efficiencies'),
    dieline_id: z.string(),
    dieline_template_id: z.string(),
    variables: SheetVariablesSchema,
    efficiencies: z.record(z.string(), EfficiencySchema.nullable()),
    nesting_templates: z.array(NestingTemplateSchema),
    nesting_template_components: z.array(NestingTemplateComponentSchema),
  })
  .register(schemaRegistry, { id: 'NestingTemplateEfficiencies' });

/** A nesting file is a sheet for the press or the die maker: pdf, svg or dxf (no CFF2 sheet). */
export const NestingFormatSchema = z.enum(['dxf', 'pdf', 'svg'], {
  error: "Invalid 'format'. Valid 'format' values for a nesting are 'dxf', 'pdf' and 'svg'.",
});

export const CreateNestingRequestSchema = z
  .strictObject({
    format: NestingFormatSchema,
    pdf_header: z.boolean().optional(),
    variables: SheetVariablesSchema.extend({
      num_x: z.number().int().positive().optional(),
      num_y: z.number().int().positive().optional(),
      dimension_texts: z.boolean().optional(),
    }).catchall(z.union([z.number(), z.boolean(), z.string()])),
  })
  .register(schemaRegistry, { id: 'CreateNestingRequest' });

export const LineLengthSchema = z
  .object({ name: z.string(), unit: UnitSchema, value: z.number() })
  .register(schemaRegistry, { id: 'LineLength' });

export const NestingSchema = z
  .object({
    type: z.literal('nesting'),
    id: z.string().startsWith('ne_'),
    dieline_id: z.string(),
    dieline_template_id: z.string(),
    nesting_template_id: z.string(),
    variables: z
      .object({
        unit: UnitSchema,
        sheet_width: z.number(),
        sheet_height: z.number(),
        sheet_margin_top: z.number(),
        sheet_margin_bottom: z.number(),
        sheet_margin_side: z.number(),
        dimension_texts: z.boolean(),
        dieline_variables: StoredVariablesSchema,
        num_x: z.number().int(),
        num_y: z.number().int(),
      })
      .catchall(z.union([z.number(), z.boolean(), z.string()])),
    format: NestingFormatSchema,
    width: LengthSchema,
    height: LengthSchema,
    nesting_overflow: z.boolean(),
    /** Beyond the interface: the copies laid out on the sheet. */
    copies: z.number().int().nonnegative().optional(),
    sum_of_line_lengths: z.array(LineLengthSchema),
    url: z.url(),
    created_at: TimestampSchema,
  })
  .register(schemaRegistry, { id: 'Nesting' });

export const NestingTemplateListResponseSchema = z
  .object({ nesting_template_list: NestingTemplateListSchema })
  .register(schemaRegistry, { id: 'NestingTemplateListResponse' });
export const NestingTemplateEfficienciesResponseSchema = z
  .object({ nesting_template_efficiencies: NestingTemplateEfficienciesSchema })
  .register(schemaRegistry, { id: 'NestingTemplateEfficienciesResponse' });
export const NestingResponseSchema = z
  .object({ nesting: NestingSchema })
  .register(schemaRegistry, { id: 'NestingResponse' });

/** Beyond the interface: a page of a dieline's nestings, newest first (`GET /dielines/{dieline_id}/nestings`). */
export const NestingListSchema = z
  .object({
    type: z.literal('nesting_list'),
    dieline_id: z.string(),
    nestings: z.array(NestingSchema),
    next_cursor: NextCursorSchema,
  })
  .register(schemaRegistry, { id: 'NestingList' });
export const NestingListResponseSchema = z
  .object({ nesting_list: NestingListSchema })
  .register(schemaRegistry, { id: 'NestingListResponse' });

export type NestingTemplateComponent = z.infer<typeof NestingTemplateComponentSchema>;
export type NestingTemplate = z.infer<typeof NestingTemplateSchema>;
export type NestingTemplateList = z.infer<typeof NestingTemplateListSchema>;
export type SheetVariables = z.infer<typeof SheetVariablesSchema>;
export type CalculateEfficienciesRequest = z.infer<typeof CalculateEfficienciesRequestSchema>;
export type NestingTemplateEfficiencies = z.infer<typeof NestingTemplateEfficienciesSchema>;
export type CreateNestingRequest = z.infer<typeof CreateNestingRequestSchema>;
export type Nesting = z.infer<typeof NestingSchema>;
export type NestingList = z.infer<typeof NestingListSchema>;
