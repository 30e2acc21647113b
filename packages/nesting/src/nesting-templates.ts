import type { PanelGraph, TemplateParameter } from '@diecut/geometry';
import { type ArrangementStrategy, alternatingStrategy, gridStrategy } from './arrangements';
import { freeFormStrategy } from './free-form-fill';
import { mixedStrategy } from './mixed-arrangement';
import { pairStrategy } from './pair-arrangement';

/** A blank to nest: one piece of board. */
export interface NestingBlank {
  graph: PanelGraph;
  name?: string;
  /** Flute direction of a corrugated blank as drawn; such a blank is not turned across its flutes. */
  fluteDirection?: 'x' | 'y';
  /** Lets a corrugated blank turn a quarter turn (across its flutes) all the same. */
  allowCrossFlute?: boolean;
}

/** Whether copies of the blank may be turned a quarter turn. */
export const mayTurnQuarter = (blank: NestingBlank): boolean =>
  blank.fluteDirection === undefined || blank.allowCrossFlute === true;

export interface NestingTemplate {
  /** `lt_` (one arrangement) or `lg_` (the best of several), then a readable slug; stable. */
  id: string;
  name: string;
  description: string;
  kind: 'single' | 'group';
  /** Ids of the templates a group picks its best from. */
  members: string[];
  parameters: TemplateParameter[];
  /** Whether the template can lay out this blank (a corrugated blank is not turned across its flutes). */
  appliesTo(blank: NestingBlank): boolean;
}

/** A single template with the code that arranges its copies. */
export interface SingleNestingTemplate extends NestingTemplate {
  kind: 'single';
  strategy: ArrangementStrategy;
}

/**
 * The longest sheet side nested, mm. The largest sheet-fed offset presses and flatbed die-cutters
 * take sheets of about 1.5 x 2.1 m (a 205 cm format press: 1,510 x 2,050 mm), and the widest
 * corrugators make board about 3.3 m wide; 6 m is beyond any press or corrugator sheet, so a larger
 * one is a typing slip (or an attempt to make the server count copies without end), not a job.
 */
export const MAX_SHEET_SIDE_MM = 6000;

const length = (
  name: string,
  description: string,
  required: boolean,
  maximum = 10_000,
): TemplateParameter => ({
  name,
  dataType: 'length',
  description,
  required,
  ...(required ? {} : { default: 0 }),
  minimum: 0,
  maximum,
});

const count = (name: string, description: string): TemplateParameter => ({
  name,
  dataType: 'integer',
  description,
  required: false,
  minimum: 1,
  maximum: 10_000,
});

/** The sheet, in the request's unit: every nesting template takes these. */
export const SHEET_PARAMETERS: TemplateParameter[] = [
  length('sheet_width', 'Press sheet width (across x).', true, MAX_SHEET_SIDE_MM),
  length('sheet_height', 'Press sheet height (up y).', true, MAX_SHEET_SIDE_MM),
  length('sheet_margin_top', 'Free board along the top edge of the sheet.', false),
  length('sheet_margin_bottom', 'Free board along the bottom edge of the sheet (the gripper edge).', false),
  length('sheet_margin_side', 'Free board along each side edge of the sheet.', false),
];

const counts = (x: string, y: string): TemplateParameter[] => [count('num_x', x), count('num_y', y)];

/** Gaps between copies, for templates whose copies keep one (0: copies may share a knife). */
export const GAP_PARAMETERS: TemplateParameter[] = [
  length('margin_x', 'Least gap between copies across x.', false),
  length('margin_y', 'Least gap between copies up y.', false),
];

const always = () => true;

function single(
  id: string,
  name: string,
  description: string,
  numX: string,
  numY: string,
  strategy: ArrangementStrategy,
  appliesTo: (blank: NestingBlank) => boolean = always,
): SingleNestingTemplate {
  return {
    id,
    name,
    description,
    kind: 'single',
    members: [],
    parameters: [...SHEET_PARAMETERS, ...counts(numX, numY), ...GAP_PARAMETERS],
    appliesTo,
    strategy,
  };
}

export const SINGLE_NESTING_TEMPLATES: SingleNestingTemplate[] = [
  single(
    'lt_straight_grid',
    'Straight grid',
    'Every copy as drawn, in rows and columns at the smallest pitches that keep copies apart.',
    'Copies across x.',
    'Copies up y.',
    gridStrategy(0),
  ),
  single(
    'lt_grid_turned_90',
    'Grid turned 90°',
    'Every copy turned a quarter turn counter-clockwise, in rows and columns.',
    'Copies across x.',
    'Copies up y.',
    gridStrategy(1),
    mayTurnQuarter,
  ),
  single(
    'lt_alternate_rows_180',
    'Alternate rows turned 180°',
    'Rows of copies, every other row turned a half turn, rows as close as no-fit polygons allow.',
    'Copies along a row.',
    'Rows.',
    alternatingStrategy('rows'),
  ),
  single(
    'lt_alternate_columns_180',
    'Alternate columns turned 180°',
    'Columns of copies, every other column turned a half turn.',
    'Columns.',
    'Copies up a column.',
    alternatingStrategy('columns'),
  ),
  single(
    'lt_head_to_tail_pairs',
    'Head-to-tail pairs',
    'A copy and its half turn interlocked at the best offset of their no-fit polygon, the pair repeated on a lattice.',
    'Pairs (lattice cells) across x.',
    'Pairs (lattice cells) up y.',
    pairStrategy(),
  ),
  single(
    'lt_mixed_fill',
    'Mixed fill',
    'The best straight or turned grid, plus copies turned the other way in the strips it leaves along the right and top edges.',
    'Copies across x in the main grid.',
    'Copies up y in the main grid.',
    mixedStrategy(),
    mayTurnQuarter,
  ),
  single(
    'lt_free_form_fill',
    'Free-form fill',
    'Copies placed one by one where they touch the copies before them, lowest first, in every turn the board allows (from scratch or around a lattice, with a short search over turns); the best lattice when that places no more.',
    'Copies (every copy in one count).',
    'Always 1.',
    freeFormStrategy(),
  ),
];

function group(id: string, name: string, description: string, members: string[]): NestingTemplate {
  const singles = members.map((member) => SINGLE_NESTING_TEMPLATES.find((t) => t.id === member));
  return {
    id,
    name,
    description,
    kind: 'group',
    members,
    parameters: [
      ...SHEET_PARAMETERS,
      ...counts(
        'Copies across x, as the chosen template counts them.',
        'Copies up y, as the chosen template counts them.',
      ),
      ...GAP_PARAMETERS,
    ],
    appliesTo: (blank) => singles.some((template) => template?.appliesTo(blank)),
  };
}

export const NESTING_TEMPLATES: NestingTemplate[] = [
  ...SINGLE_NESTING_TEMPLATES,
  group(
    'lg_best_grid',
    'Best grid',
    'The straight grid or the grid turned 90°, whichever holds more copies.',
    ['lt_straight_grid', 'lt_grid_turned_90'],
  ),
  group(
    'lg_best_of_all',
    'Best of all',
    'Every single template tried; the one holding the most copies.',
    SINGLE_NESTING_TEMPLATES.map((template) => template.id),
  ),
];

export const findNestingTemplate = (id: string): NestingTemplate | undefined =>
  NESTING_TEMPLATES.find((template) => template.id === id);

/** The templates that can lay out this blank. */
export const listNestingTemplates = (blank: NestingBlank): NestingTemplate[] =>
  NESTING_TEMPLATES.filter((template) => template.appliesTo(blank));

export const isSingle = (template: NestingTemplate): template is SingleNestingTemplate =>
  template.kind === 'single' && 'strategy' in template;
