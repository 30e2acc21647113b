import { buildLidAndBaseBox, type LidAndBaseBoxSpec } from '../../rigid/lid-and-base-box';
import {
  dimensionTextsParameter,
  insideSizeParameters,
  lengthParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atLeast, atMost, lengthNotShorterThanWidth } from '../constraints';
import type { TemplateDefinition, TemplateParameter, TemplateValues } from '../template-definition';
import { templateGroup } from '../template-groups';

/** Wrapping paper for rigid boxes: about 0.1 to 0.2 mm; it sets the papers between lid and base. */
export const RIGID_WRAP_CALIPER = 0.15;

/** A lid this much shallower than the base leaves a band of the base to grip when none is asked for. */
const LID_SHALLOWER_BY = 10;
const LID_DEPTH_MINIMUM = 15;

export const boardThicknessParameter: TemplateParameter = {
  name: 'board_thickness',
  dataType: 'length',
  description: 'Greyboard caliper; panels are compensated for it.',
  required: false,
  default: 2,
  minimum: 1.5,
  maximum: 3,
  // board caliper is quoted in points (thousandths of an inch), not in fractions
  inchStep: 0.001,
};

export const turnInParameter = (minimum: number, maximum: number): TemplateParameter =>
  lengthParameter('turn_in', 'How far the wrap turns in over the top edges, down the inside of the walls.', {
    default: minimum,
    minimum,
    maximum,
  });

/**
 * The lid's depth: as asked, else 10 mm less than the base, but never so shallow that the turn-in
 * would reach the lid's top (nor under 15 mm), and never deeper than the base.
 */
export function lidDepthOf(values: TemplateValues): number {
  const asked = values.lid_depth;
  if (typeof asked === 'number') return asked;
  const height = num(values, 'height');
  const turnIn = typeof values.turn_in === 'number' ? values.turn_in : 0;
  return Math.min(height, Math.max(LID_DEPTH_MINIMUM, turnIn, height - LID_SHALLOWER_BY));
}

export function lidAndBaseBoxSpec(values: TemplateValues): LidAndBaseBoxSpec {
  return {
    length: num(values, 'length'),
    width: num(values, 'width'),
    height: num(values, 'height'),
    boardThickness: num(values, 'board_thickness'),
    wrap: RIGID_WRAP_CALIPER,
    lidDepth: lidDepthOf(values),
    lidClearance: num(values, 'lid_clearance'),
    turnIn: num(values, 'turn_in'),
  };
}

/**
 * A rigid set-up box with a separate lid: base board, base wrap, lid board, lid wrap. No FEFCO or ECMA
 * code covers rigid boxes, so the standard code is null.
 */
export const lidAndBaseBox: TemplateDefinition = {
  id: 'becf-31001',
  name: 'Lid and Base Rigid Box',
  group: templateGroup('hard_cardboards_covered_solid_board_boxes'),
  standardCode: null,
  tags: [
    'hard cardboard',
    'rigid box',
    'set-up box',
    'greyboard',
    'lid and base',
    'telescope lid',
    'wrapped',
  ],
  parameters: [
    ...insideSizeParameters({ length: 50, width: 50, height: 20 }, { length: 600, width: 450, height: 300 }),
    boardThicknessParameter,
    {
      name: 'lid_depth',
      dataType: 'length',
      description:
        'Inside depth of the lid, from the turn-in to the height; when not given, 10 mm less than the height (at least the turn-in and 15 mm).',
      required: false,
      minimum: LID_DEPTH_MINIMUM,
      maximum: 300,
    },
    lengthParameter(
      'lid_clearance',
      'Total play between the lid and the wrapped base (half on each side); 0.4 to 0.8 mm slides well.',
      { default: 0.6, minimum: 0.2, maximum: 2 },
    ),
    turnInParameter(15, 20),
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 200, width: 150, height: 60 },
  features: {},
  variants: [],
  constraints(values) {
    const lengthFirst = lengthNotShorterThanWidth(values);
    if (lengthFirst.length > 0) return lengthFirst;
    if (typeof values.lid_depth !== 'number') return [];
    return [
      ...atMost(values, 'lid_depth', num(values, 'height'), 'the lid cannot be deeper than the base'),
      // a turn-in deeper than the lid would run into the lid's top
      ...atLeast(
        values,
        'lid_depth',
        num(values, 'turn_in'),
        "the wrap's turn-in runs down the inside of the lid's walls and must end at the lid's top",
      ),
    ];
  },
  build: (values) => buildLidAndBaseBox(lidAndBaseBoxSpec(values)),
};
