import { buildMagneticFlapBox, largestMagnet, type MagneticFlapBoxSpec } from '../../rigid/magnetic-flap-box';
import {
  dimensionTextsParameter,
  insideSizeParameters,
  lengthParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atMost } from '../constraints';
import type { TemplateDefinition, TemplateValues } from '../template-definition';
import { templateGroup } from '../template-groups';
import { hingeGapFits, hingeGapParameter } from './hinged-lid-box';
import { boardThicknessParameter, RIGID_WRAP_CALIPER, turnInParameter } from './lid-and-base-box';

export function magneticFlapBoxSpec(values: TemplateValues): MagneticFlapBoxSpec {
  return {
    length: num(values, 'length'),
    width: num(values, 'width'),
    height: num(values, 'height'),
    boardThickness: num(values, 'board_thickness'),
    wrap: RIGID_WRAP_CALIPER,
    turnIn: num(values, 'turn_in'),
    overhang: num(values, 'overhang'),
    hingeGap: num(values, 'hinge_gap'),
    flapGap: num(values, 'flap_gap'),
    magnetDiameter: num(values, 'magnet_diameter'),
  };
}

/**
 * A rigid box whose case runs on past the lid into a front flap held shut by magnets: a wrapped tray
 * glued onto the base board of one wrapped case (base board, spine, lid board, front flap), lined
 * inside. No FEFCO or ECMA code covers rigid boxes.
 */
export const magneticFlapBox: TemplateDefinition = {
  id: 'becf-32003',
  name: 'Magnetic Flap Box',
  group: templateGroup('hard_cardboards_boxes_with_hinged_lid'),
  standardCode: null,
  tags: [
    'hard cardboard',
    'rigid box',
    'set-up box',
    'greyboard',
    'magnetic closure',
    'magnet box',
    'hinged lid',
    'front flap',
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
    lengthParameter(
      'flap_gap',
      "How far the front flap's board stops above the base board, so the closed box stands on its base.",
      { default: 3, minimum: 2, maximum: 5 },
    ),
    lengthParameter(
      'magnet_diameter',
      "Diameter of the disc magnets; each sits in a hole this size through the flap's board and the tray's front wall, no thicker than the board.",
      { default: 10, minimum: 6, maximum: 20 },
    ),
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 200, width: 150, height: 60 },
  features: { flap: { id: 'magnetic_front_flap', name: 'Front flap with magnets' } },
  variants: [{ rel: 'change_flap', templateId: 'becf-32002', name: 'Lid without a front flap' }],
  constraints(values) {
    const joints = hingeGapFits(values);
    if (joints.length > 0) return joints;
    return atMost(
      values,
      'magnet_diameter',
      largestMagnet(magneticFlapBoxSpec(values)),
      "each magnet's pocket must sit in the tray's front wall and in the flap with board to spare above and below",
    );
  },
  build: (values) => buildMagneticFlapBox(magneticFlapBoxSpec(values)),
};
