import { buildShoulderBox, type ShoulderBoxSpec } from '../../rigid/shoulder-box';
import {
  dimensionTextsParameter,
  insideSizeParameters,
  lengthParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { lengthNotShorterThanWidth } from '../constraints';
import type { TemplateDefinition, TemplateValues } from '../template-definition';
import { templateGroup } from '../template-groups';
import { boardThicknessParameter, RIGID_WRAP_CALIPER, turnInParameter } from './lid-and-base-box';

export function shoulderBoxSpec(values: TemplateValues): ShoulderBoxSpec {
  return {
    length: num(values, 'length'),
    width: num(values, 'width'),
    height: num(values, 'height'),
    boardThickness: num(values, 'board_thickness'),
    wrap: RIGID_WRAP_CALIPER,
    turnIn: num(values, 'turn_in'),
    neckHeight: num(values, 'neck_height'),
    lidClearance: num(values, 'lid_clearance'),
  };
}

/**
 * A rigid shoulder (neck) box: a wrapped base tray with a wrapped board neck glued inside it, standing
 * proud of the rim, and a wrapped lid over the neck that closes down onto the base's rim. No FEFCO or
 * ECMA code covers rigid boxes.
 */
export const shoulderBox: TemplateDefinition = {
  id: 'becf-31002',
  name: 'Shoulder Box with Neck',
  group: templateGroup('hard_cardboards_covered_solid_board_boxes'),
  standardCode: null,
  tags: [
    'hard cardboard',
    'rigid box',
    'set-up box',
    'greyboard',
    'shoulder box',
    'neck box',
    'lid and base',
    'wrapped',
  ],
  parameters: [
    ...insideSizeParameters({ length: 50, width: 50, height: 20 }, { length: 600, width: 450, height: 300 }),
    boardThicknessParameter,
    turnInParameter(15, 20),
    lengthParameter(
      'neck_height',
      "How far the wrapped neck stands above the base's rim: the lid's outside depth (15 mm at least, so the lid wrap's corner laps fit its walls).",
      { default: 20, minimum: 15, maximum: 25 },
    ),
    lengthParameter(
      'lid_clearance',
      'Total play between the lid and the wrapped neck (half on each side); 0.5 to 1 mm slides well.',
      { default: 0.6, minimum: 0.5, maximum: 1 },
    ),
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 200, width: 150, height: 60 },
  features: {},
  variants: [],
  constraints: lengthNotShorterThanWidth,
  build: (values) => buildShoulderBox(shoulderBoxSpec(values)),
};
