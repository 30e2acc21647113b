import { type BookBoxSpec, buildBookBox } from '../../rigid/book-box';
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

export function bookBoxSpec(values: TemplateValues): BookBoxSpec {
  return {
    length: num(values, 'length'),
    width: num(values, 'width'),
    height: num(values, 'height'),
    boardThickness: num(values, 'board_thickness'),
    wrap: RIGID_WRAP_CALIPER,
    turnIn: num(values, 'turn_in'),
    overhang: num(values, 'overhang'),
  };
}

/**
 * A hinged-lid (book-style) rigid box: a wrapped tray glued into a case of back board, spine and lid
 * board with one case wrap and a liner. No FEFCO or ECMA code covers rigid boxes.
 */
export const bookBox: TemplateDefinition = {
  id: 'becf-32001',
  name: 'Hinged Lid Book Box',
  group: templateGroup('hard_cardboards_boxes_with_hinged_lid'),
  standardCode: null,
  tags: ['hard cardboard', 'rigid box', 'set-up box', 'greyboard', 'book box', 'hinged lid', 'wrapped'],
  parameters: [
    ...insideSizeParameters({ length: 50, width: 50, height: 20 }, { length: 600, width: 450, height: 300 }),
    boardThicknessParameter,
    turnInParameter(15, 17),
    lengthParameter(
      'overhang',
      'How far the case boards stand out past the tray at the head, tail and front.',
      {
        default: 3,
        minimum: 2,
        maximum: 4,
      },
    ),
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 200, width: 150, height: 60 },
  features: {},
  variants: [{ rel: 'change_joint', templateId: 'becf-32002', name: 'Wider hinge gaps (hinged lid box)' }],
  constraints: lengthNotShorterThanWidth,
  build: (values) => buildBookBox(bookBoxSpec(values)),
};
