import { z } from 'zod';
import { LinkSchema, SvgImageSchema, type Unit, UnitSchema } from './common';
import { schemaRegistry } from './registry';

export const TEMPLATE_CATEGORIES = ['Cartons', 'Corrugated Cardboards', 'Hard Cardboards'] as const;
export const TemplateCategorySchema = z.enum(TEMPLATE_CATEGORIES);
export type TemplateCategory = z.infer<typeof TemplateCategorySchema>;

export const DielineTemplateGroupSchema = z
  .object({
    type: z.literal('dieline_template_group'),
    id: z.string(),
    name: z.string(),
    category: TemplateCategorySchema,
  })
  .register(schemaRegistry, { id: 'DielineTemplateGroup' });
export type DielineTemplateGroup = z.infer<typeof DielineTemplateGroupSchema>;

export const DielineTemplateGroupListSchema = z
  .object({
    type: z.literal('dieline_template_group_list'),
    dieline_template_groups: z.array(DielineTemplateGroupSchema),
  })
  .register(schemaRegistry, { id: 'DielineTemplateGroupList' });
export type DielineTemplateGroupList = z.infer<typeof DielineTemplateGroupListSchema>;

/** `string` is a choice among the variable's `allowed_values` (for example `dimension_type`). */
export const VARIABLE_DATA_TYPES = ['length', 'boolean', 'integer', 'string'] as const;
export const VariableDataTypeSchema = z.enum(VARIABLE_DATA_TYPES);
export type VariableDataType = z.infer<typeof VariableDataTypeSchema>;

export const VariableValueSchema = z.object({
  value: z.union([z.number(), z.string(), z.boolean()]),
  unit: UnitSchema.optional(),
});
export type VariableValue = z.infer<typeof VariableValueSchema>;

export interface DielineTemplateVariable {
  type: 'dieline_template_variable';
  name: string;
  description: string;
  data_type: VariableDataType;
  required: boolean;
  default_value?: VariableValue;
  /** Beyond the interface: the smallest accepted value of a length or integer. */
  minimum_value?: VariableValue;
  /** Beyond the interface: the largest accepted value of a length or integer. */
  maximum_value?: VariableValue;
  allowed_values?: Array<number | string | boolean>;
  image?: z.infer<typeof SvgImageSchema>;
  children: DielineTemplateVariable[];
}

export const DielineTemplateVariableSchema: z.ZodType<DielineTemplateVariable> = z
  .object({
    type: z.literal('dieline_template_variable'),
    name: z.string(),
    description: z.string(),
    data_type: VariableDataTypeSchema,
    required: z.boolean(),
    default_value: VariableValueSchema.optional(),
    minimum_value: VariableValueSchema.optional(),
    maximum_value: VariableValueSchema.optional(),
    allowed_values: z.array(z.union([z.number(), z.string(), z.boolean()])).optional(),
    image: SvgImageSchema.optional(),
    get children() {
      return z.array(DielineTemplateVariableSchema);
    },
  })
  .register(schemaRegistry, { id: 'DielineTemplateVariable' });

export const TEMPLATE_FEATURE_TYPES = ['flap', 'tuck', 'dust_flap', 'hang_hole'] as const;
export type TemplateFeatureType = (typeof TEMPLATE_FEATURE_TYPES)[number];

const featureSchema = <T extends TemplateFeatureType>(type: T) =>
  z.object({ type: z.literal(type), id: z.string(), image: z.url() });

export const TEMPLATE_LINK_RELS = [
  'self',
  'web',
  'add_top_postal_lock',
  'add_top_thumb_cut',
  'add_hanger_tab',
  'add_bottom_postal_lock',
  'add_bottom_thumb_cut',
  'change_flap',
  'change_dust_flap',
  // beyond the interface: a corrugated box with another manufacturer's joint (glued, stitched, taped)
  'change_joint',
] as const;
export type TemplateLinkRel = (typeof TEMPLATE_LINK_RELS)[number];

export const DielineTemplateSchema = z
  .object({
    type: z.literal('dieline_template'),
    id: z.string().startsWith('becf'),
    /** Beyond the interface: a display name. */
    name: z.string(),
    /** Beyond the interface: the ECMA or FEFCO code of the style, when it has one. */
    standard_code: z.string().nullable(),
    group: DielineTemplateGroupSchema,
    flap: featureSchema('flap').optional(),
    tuck: featureSchema('tuck').optional(),
    dust_flap: featureSchema('dust_flap').optional(),
    hang_hole: featureSchema('hang_hole').optional(),
    tags: z.array(z.string()),
    variables: z.array(DielineTemplateVariableSchema),
    links: z.array(LinkSchema),
    images: z.array(SvgImageSchema),
  })
  .register(schemaRegistry, { id: 'DielineTemplate' });
export type DielineTemplate = z.infer<typeof DielineTemplateSchema>;

export const DielineTemplateGroupListResponseSchema = z
  .object({ dieline_template_group_list: DielineTemplateGroupListSchema })
  .register(schemaRegistry, { id: 'DielineTemplateGroupListResponse' });

export const DielineTemplateResponseSchema = z
  .object({ dieline_template: DielineTemplateSchema })
  .register(schemaRegistry, { id: 'DielineTemplateResponse' });

/** Page sizes of the template list: `per_page` defaults to 20 and may be at most 100. */
export const DIELINE_TEMPLATE_LIST_PAGE_SIZE = { default: 20, maximum: 100 } as const;

/** Beyond the interface: a template as the list shows it; follow `self` for the whole template (2.4). */
export const DielineTemplateSummarySchema = z
  .object({
    type: z.literal('dieline_template_summary'),
    id: z.string().startsWith('becf'),
    name: z.string(),
    standard_code: z.string().nullable(),
    group: DielineTemplateGroupSchema,
    images: z.array(SvgImageSchema),
    links: z.array(LinkSchema),
  })
  .register(schemaRegistry, {
    id: 'DielineTemplateSummary',
    description: 'A catalog template in a list: `self` reads the whole template, `web` is its catalog page.',
  });
export type DielineTemplateSummary = z.infer<typeof DielineTemplateSummarySchema>;

export const DielineTemplateListSchema = z
  .object({
    type: z.literal('dieline_template_list'),
    dieline_templates: z.array(DielineTemplateSummarySchema),
    /** 1-based page number. */
    page: z.number().int().min(1),
    per_page: z.number().int().min(1).max(DIELINE_TEMPLATE_LIST_PAGE_SIZE.maximum),
    /** How many templates match, over all pages. */
    total: z.number().int().min(0),
    links: z.array(LinkSchema),
  })
  .register(schemaRegistry, {
    id: 'DielineTemplateList',
    description:
      'One page of the templates that match, in catalog order. Links: `self`, and `next` and `prev` where there is such a page.',
  });
export type DielineTemplateList = z.infer<typeof DielineTemplateListSchema>;

/** Query of `GET /dieline-templates`; `category` matches case-insensitively. */
export interface DielineTemplateListQuery {
  unit?: Unit;
  group?: string;
  category?: TemplateCategory | (string & {});
  q?: string;
  page?: number;
  per_page?: number;
}

export const DielineTemplateListResponseSchema = z
  .object({ dieline_template_list: DielineTemplateListSchema })
  .register(schemaRegistry, { id: 'DielineTemplateListResponse' });
