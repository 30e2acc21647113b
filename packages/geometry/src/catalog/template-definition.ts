import type {
  Suggestion,
  TemplateCategory,
  TemplateFeatureType,
  TemplateLinkRel,
  VariableDataType,
} from '@diecut/schema';
import type { PanelGraph } from '../panel-graph/panel-graph';

/** A variable a template accepts, declared next to the drawing code that uses it. Lengths are in mm. */
export interface TemplateParameter {
  name: string;
  dataType: VariableDataType;
  description: string;
  required: boolean;
  default?: number | boolean;
  minimum?: number;
  maximum?: number;
  allowedValues?: Array<number | boolean | string>;
  children?: TemplateParameter[];
  /**
   * The step, in inches, a user working in inches picks this length in: a sixteenth by default, a
   * thousandth (a point) for a board caliper. A default given in mm is rounded to it for such users.
   */
  inchStep?: number;
}

export interface TemplateGroup {
  id: string;
  name: string;
  category: TemplateCategory;
}

/** Validated variable values: lengths in mm, flags as booleans. */
export type TemplateValues = Record<string, number | boolean>;

/** A rule between variables that a single range cannot express, with the fix to suggest. */
export interface ConstraintViolation {
  name: string;
  message: string;
  suggestion?: Suggestion;
}

/** A construction choice shown on the template (interface 2.4 `flap`, `tuck`, `dust_flap`, `hang_hole`). */
export interface TemplateFeature {
  id: string;
  name: string;
}

/** Another catalog template that differs from this one by one choice. */
export interface TemplateVariant {
  rel: Exclude<TemplateLinkRel, 'self' | 'web'>;
  templateId: string;
  /** Shown on `change_flap` and `change_dust_flap` links. */
  name?: string;
}

/** One piece of board of a dieline; most cartons are a single blank. */
export interface TemplatePart {
  name: string;
  graph: PanelGraph;
}

export interface TemplateDefinition {
  /** Catalog id, `becf-` and digits. */
  id: string;
  name: string;
  group: TemplateGroup;
  /** ECMA or FEFCO code of the style, or null when it has none. */
  standardCode: string | null;
  tags: string[];
  parameters: TemplateParameter[];
  features: Partial<Record<TemplateFeatureType, TemplateFeature>>;
  variants: TemplateVariant[];
  /** Inside sizes (mm) for the catalog's preview images; 100 x 50 x 150 when absent. */
  sampleSize?: { length: number; width: number; height: number };
  /** Checks between variables, run once every variable is in its own range. */
  constraints(values: TemplateValues): ConstraintViolation[];
  /** The pieces of board, each its own panel graph (mm). */
  build(values: TemplateValues): TemplatePart[];
}
