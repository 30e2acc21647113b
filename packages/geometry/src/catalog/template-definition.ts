import type { RigidTransform } from '../panel-graph/fold-model';
import type { PanelGraph } from '../panel-graph/panel-graph';
import type { Suggestion } from './variable-problem';

// The interface's words for a template, kept here as plain types so the engine needs no schema at run
// time or in its declarations; the API checks at compile time that they equal @diecut/schema's.

/** `string` is a choice among the variable's `allowedValues` (for example `dimension_type`). */
export type VariableDataType = 'length' | 'boolean' | 'integer' | 'string';

export type TemplateCategory = 'Cartons' | 'Corrugated Cardboards' | 'Hard Cardboards';

export type TemplateFeatureType = 'flap' | 'tuck' | 'dust_flap' | 'hang_hole';

export type TemplateLinkRel =
  | 'self'
  | 'web'
  | 'add_top_postal_lock'
  | 'add_top_thumb_cut'
  | 'add_hanger_tab'
  | 'add_bottom_postal_lock'
  | 'add_bottom_thumb_cut'
  | 'change_flap'
  | 'change_dust_flap'
  | 'change_joint';

/** A variable a template accepts, declared next to the drawing code that uses it. Lengths are in mm. */
export interface TemplateParameter {
  name: string;
  dataType: VariableDataType;
  description: string;
  required: boolean;
  default?: number | boolean | string;
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

/** Validated variable values: lengths in mm, flags as booleans, choices as strings. */
export type TemplateValues = Record<string, number | boolean | string>;

/** A rule between variables that a single range cannot express, with the fix to suggest. */
export interface ConstraintViolation {
  /** The variable, or the rule, the violation is filed under. */
  name: string;
  /**
   * The rule in words. `{limit}` stands for `limitMm`, so a reader in inches gets the limit in
   * inches without parsing the sentence: see `describeViolation`.
   */
  message: string;
  /** The size the rule asks for, mm: the value of a `change_value` suggestion of a length. */
  limitMm?: number;
  /** The fix, lengths in mm. */
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
  /** Shown on `change_flap`, `change_dust_flap` and `change_joint` links. */
  name?: string;
}

/**
 * What a piece of a multi-part dieline is nested as (interface 2.6 `nesting_template_component`): each
 * component goes on its own sheet, since boards and wraps are different materials.
 */
export interface NestingComponent {
  /** A slug, stable per template: `base_board`, `lid_wrap`. */
  id: string;
  name: string;
  /** `hard_cardboard` for rigid boards and their wraps, `corrugated` for corrugated pieces. */
  category: 'hard_cardboard' | 'corrugated' | 'folding_carton';
}

/** One piece of board or paper of a dieline; most cartons are a single blank. */
export interface TemplatePart {
  name: string;
  graph: PanelGraph;
  /** Present on every part of a multi-part template; a single blank is nested as the dieline itself. */
  component?: NestingComponent;
  /**
   * The piece that carries the customer's artwork by default, the outermost a client looks at (a
   * lid's wrap, a case wrap): see `printedPartIndex`.
   */
  printed?: boolean;
  /**
   * Where the part's root panel sits in the assembled box, mm (identity when absent): a lid turned over
   * and lifted onto its base, a wrap on the outside of its board.
   */
  placement?: RigidTransform;
  /**
   * The part as the 3D mockup folds it, when the dieline's own fold model cannot show it (a pillow's
   * faces bend along their curved creases: strips and flap pieces that the files never draw). Same
   * blank, same flat coordinates and printed face; absent, the mockup folds `graph`. A function is
   * called only when a mockup is made: a dieline create never pays for a graph only the 3D shows.
   */
  mockupGraph?: PanelGraph | (() => PanelGraph);
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
  /**
   * What the pieces make, which says how the catalog checks them: `box` (the default), a rectangular
   * box whose main part has a `BoxModel` and that takes inside, score or outside sizes; `shape`, a
   * folded piece of another shape (polygonal, tapered, pillow) with a `ShapeModel`, sized by its own
   * variables; `flat`, a piece used flat or folded once (tags, labels, envelopes, folders).
   */
  form?: 'box' | 'shape' | 'flat';
  /**
   * Sizes (mm) for the catalog's preview images, by variable name; a box's inside length, width and
   * height are 100 x 50 x 150 when absent, other variables take their defaults.
   */
  sampleSize?: Record<string, number>;
  /** Checks between variables, run once every variable is in its own range. */
  constraints(values: TemplateValues): ConstraintViolation[];
  /** The pieces of board, each its own panel graph (mm). */
  build(values: TemplateValues): TemplatePart[];
}
