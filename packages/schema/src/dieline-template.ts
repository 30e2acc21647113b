import { z } from 'zod';
import { LinkSchema, SvgImageSchema, type Unit, UnitSchema } from './common';
import { described, kindField, schemaRegistry } from './registry';

export const TEMPLATE_CATEGORIES = ['Cartons', 'Corrugated Cardboards', 'Hard Cardboards'] as const;
export const TemplateCategorySchema = z.enum(TEMPLATE_CATEGORIES).register(schemaRegistry, {
  description: 'The board a template is made of: folding carton, corrugated board or rigid (hard) cardboard.',
});
export type TemplateCategory = z.infer<typeof TemplateCategorySchema>;

export const DielineTemplateGroupSchema = z
  .object({
    type: kindField('dieline_template_group'),
    id: described(
      z.string(),
      'The group id, e.g. `cartons_tuck_end_boxes`; filters the template list (`group`).',
    ),
    name: described(z.string(), 'The group name for people, e.g. `Tuck End Boxes`.'),
    category: TemplateCategorySchema,
  })
  .register(schemaRegistry, {
    id: 'DielineTemplateGroup',
    description: 'A group of related templates (tuck end boxes, trays, ...) within a category.',
  });
export type DielineTemplateGroup = z.infer<typeof DielineTemplateGroupSchema>;

export const DielineTemplateGroupListSchema = z
  .object({
    type: kindField('dieline_template_group_list'),
    dieline_template_groups: described(z.array(DielineTemplateGroupSchema), 'Every group, in catalog order.'),
  })
  .register(schemaRegistry, {
    id: 'DielineTemplateGroupList',
    description: 'Every template group of the catalog, including groups with no template yet.',
  });
export type DielineTemplateGroupList = z.infer<typeof DielineTemplateGroupListSchema>;

/** `string` is a choice among the variable's `allowed_values` (for example `dimension_type`). */
export const VARIABLE_DATA_TYPES = ['length', 'boolean', 'integer', 'string'] as const;
export const VariableDataTypeSchema = z.enum(VARIABLE_DATA_TYPES).register(schemaRegistry, {
  description:
    'What the variable takes: a `length` in the unit, a `boolean`, an `integer`, or a `string` among its `allowed_values`.',
});
export type VariableDataType = z.infer<typeof VariableDataTypeSchema>;

export const VariableValueSchema = z.object({
  value: described(
    z.union([z.number(), z.string(), z.boolean()]),
    "The value, of the variable's `data_type`.",
  ),
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
    type: kindField('dieline_template_variable'),
    name: described(z.string(), 'The name to send among the request `variables`, e.g. `length`.'),
    description: described(z.string(), 'What the variable measures or switches, for people.'),
    data_type: VariableDataTypeSchema,
    required: described(
      z.boolean(),
      'Whether a request must give it; the others take their `default_value`.',
    ),
    default_value: described(VariableValueSchema.clone(), 'What an absent variable takes.').optional(),
    minimum_value: described(
      VariableValueSchema.clone(),
      'Beyond the interface: the smallest accepted value of a length or integer.',
    ).optional(),
    maximum_value: described(
      VariableValueSchema.clone(),
      'Beyond the interface: the largest accepted value of a length or integer.',
    ).optional(),
    allowed_values: described(
      z.array(z.union([z.number(), z.string(), z.boolean()])),
      'The only values accepted, for a variable that is a choice (e.g. `dimension_type`: `inside`, `score`, `outside`).',
    ).optional(),
    image: SvgImageSchema.optional(),
    get children() {
      return described(
        z.array(DielineTemplateVariableSchema),
        'Variables that apply only while this one is set (e.g. the sizes of a hang hole).',
      );
    },
  })
  .register(schemaRegistry, {
    id: 'DielineTemplateVariable',
    description:
      'A variable of a template: its name in requests, its type, whether it is required and its range.',
  });

export const TEMPLATE_FEATURE_TYPES = ['flap', 'tuck', 'dust_flap', 'hang_hole'] as const;
export type TemplateFeatureType = (typeof TEMPLATE_FEATURE_TYPES)[number];

const featureSchema = <T extends TemplateFeatureType>(type: T) =>
  described(
    z.object({
      type: kindField(type),
      id: described(z.string(), `The template's kind of ${type.replace('_', ' ')}.`),
      image: described(z.url(), 'A drawing of it, public.'),
    }),
    `The template's ${type.replace('_', ' ')}, where it has one.`,
  );

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
    type: kindField('dieline_template'),
    id: described(z.string().startsWith('becf'), 'The template id, e.g. `becf-11001`.'),
    /** Beyond the interface: a display name. */
    name: described(z.string(), 'Beyond the interface: a display name, e.g. `Reverse Tuck End Box`.'),
    /** Beyond the interface: the ECMA or FEFCO code of the style, when it has one. */
    standard_code: described(
      z.string().nullable(),
      'Beyond the interface: the ECMA or FEFCO code of the style (`ECMA A20.20`, `FEFCO 0201`); null when it has none.',
    ),
    group: DielineTemplateGroupSchema,
    flap: featureSchema('flap').optional(),
    tuck: featureSchema('tuck').optional(),
    dust_flap: featureSchema('dust_flap').optional(),
    hang_hole: featureSchema('hang_hole').optional(),
    tags: described(
      z.array(z.string()),
      'Words the template list search (`q`) matches besides the name and codes.',
    ),
    variables: described(
      z.array(DielineTemplateVariableSchema),
      'What a dieline of this template takes, in the unit of the path.',
    ),
    links: described(
      z.array(LinkSchema),
      '`self`, `web` (its catalog page), and variants of the same style (`change_flap`, `add_hanger_tab`, ...).',
    ),
    images: described(z.array(SvgImageSchema), 'Preview drawings of the template, public.'),
  })
  .register(schemaRegistry, {
    id: 'DielineTemplate',
    description: 'A catalog template: the box style, its variables and the variants it links to.',
  });
export type DielineTemplate = z.infer<typeof DielineTemplateSchema>;

export const DielineTemplateGroupListResponseSchema = z
  .object({ dieline_template_group_list: DielineTemplateGroupListSchema })
  .register(schemaRegistry, {
    id: 'DielineTemplateGroupListResponse',
    description: 'The answer carrying the template groups.',
  });

export const DielineTemplateResponseSchema = z
  .object({ dieline_template: DielineTemplateSchema })
  .register(schemaRegistry, {
    id: 'DielineTemplateResponse',
    description: 'The answer carrying one template.',
  });

/** Page sizes of the template list: `per_page` defaults to 20 and may be at most 100. */
export const DIELINE_TEMPLATE_LIST_PAGE_SIZE = { default: 20, maximum: 100 } as const;

/** Beyond the interface: a template as the list shows it; follow `self` for the whole template (2.4). */
export const DielineTemplateSummarySchema = z
  .object({
    type: kindField('dieline_template_summary'),
    id: described(z.string().startsWith('becf'), 'The template id, e.g. `becf-11001`.'),
    name: described(z.string(), 'The display name.'),
    standard_code: described(z.string().nullable(), 'The ECMA or FEFCO code; null when it has none.'),
    group: DielineTemplateGroupSchema,
    images: described(z.array(SvgImageSchema), 'Preview drawings, public.'),
    links: described(z.array(LinkSchema), '`self` (the whole template, GET) and `web` (its catalog page).'),
  })
  .register(schemaRegistry, {
    id: 'DielineTemplateSummary',
    description: 'A catalog template in a list: `self` reads the whole template, `web` is its catalog page.',
  });
export type DielineTemplateSummary = z.infer<typeof DielineTemplateSummarySchema>;

export const DielineTemplateListSchema = z
  .object({
    type: kindField('dieline_template_list'),
    dieline_templates: described(
      z.array(DielineTemplateSummarySchema),
      'This page of the matching templates.',
    ),
    /** 1-based page number. */
    page: described(z.number().int().min(1), 'The 1-based page number.'),
    per_page: described(
      z.number().int().min(1).max(DIELINE_TEMPLATE_LIST_PAGE_SIZE.maximum),
      'Templates per page, as asked (20 when not).',
    ),
    /** How many templates match, over all pages. */
    total: described(z.number().int().min(0), 'How many templates match, over all pages.'),
    links: described(z.array(LinkSchema), '`self`, and `next` and `prev` where there is such a page.'),
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
  .register(schemaRegistry, {
    id: 'DielineTemplateListResponse',
    description: 'The answer carrying a page of templates.',
  });
