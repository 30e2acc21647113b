import { buildHingedLidBox, type HingedLidBoxSpec, hingeGapRange } from '../../rigid/hinged-lid-box';
import {
  dimensionTextsParameter,
  insideSizeParameters,
  lengthParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atLeast, atMost, lengthNotShorterThanWidth } from '../constraints';
import type { ConstraintViolation, TemplateDefinition, TemplateValues } from '../template-definition';
import { templateGroup } from '../template-groups';
import { boardThicknessParameter, RIGID_WRAP_CALIPER, turnInParameter } from './lid-and-base-box';

export function hingedLidBoxSpec(values: TemplateValues): HingedLidBoxSpec {
  return {
    length: num(values, 'length'),
    width: num(values, 'width'),
    height: num(values, 'height'),
    boardThickness: num(values, 'board_thickness'),
    wrap: RIGID_WRAP_CALIPER,
    turnIn: num(values, 'turn_in'),
    overhang: num(values, 'overhang'),
    hingeGap: num(values, 'hinge_gap'),
  };
}

/** The hinge gap between two and three boards with their papers; then length before width. */
export function hingeGapFits(values: TemplateValues): ConstraintViolation[] {
  const lengthFirst = lengthNotShorterThanWidth(values);
  if (lengthFirst.length > 0) return lengthFirst;
  const { minimum, maximum } = hingeGapRange(num(values, 'board_thickness'), RIGID_WRAP_CALIPER);
  return [
    ...atLeast(
      values,
      'hinge_gap',
      minimum,
      'a joint narrower than two boards and their papers stops the lid opening past a right angle',
    ),
    ...atMost(
      values,
      'hinge_gap',
      maximum,
      'a joint wider than three boards and their papers lets the lid flop',
    ),
  ];
}

export const hingeGapParameter = lengthParameter(
  'hinge_gap',
  'Gap between neighbouring case boards, bridged by the wrap: two to three times the board and its paper.',
  { default: 5, minimum: 3, maximum: 10 },
);

/**
 * A rigid box whose lid is hinged to its base by the case: a wrapped tray glued onto the base board
 * of one wrapped case (base board, joint, spine, joint, lid board), lined inside. No FEFCO or ECMA
 * code covers rigid boxes.
 */
export const hingedLidBox: TemplateDefinition = {
  id: 'becf-32002',
  name: 'Hinged Lid Box on a Wrapped Tray',
  group: templateGroup('hard_cardboards_boxes_with_hinged_lid'),
  standardCode: null,
  tags: [
    'hard cardboard',
    'rigid box',
    'set-up box',
    'greyboard',
    'hinged lid',
    'clamshell',
    'presentation box',
    'gift box',
    'wrapped',
  ],
  parameters: [
    ...insideSizeParameters({ length: 50, width: 50, height: 20 }, { length: 600, width: 450, height: 300 }),
    boardThicknessParameter,
    turnInParameter(15, 17),
    lengthParameter('overhang', 'How far the case boards stand out past the tray at the sides and front.', {
      default: 3,
      minimum: 2,
      maximum: 4,
    }),
    hingeGapParameter,
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 200, width: 150, height: 60 },
  features: { flap: { id: 'no_front_flap', name: 'Lid without a front flap' } },
  variants: [
    { rel: 'change_joint', templateId: 'becf-32001', name: 'Square joints (book box)' },
    { rel: 'change_flap', templateId: 'becf-32003', name: 'Front flap with magnets' },
  ],
  constraints: hingeGapFits,
  build: (values) => buildHingedLidBox(hingedLidBoxSpec(values)),
};
