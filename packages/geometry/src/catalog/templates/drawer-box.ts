import { buildDrawerBox, type DrawerBoxSpec } from '../../rigid/drawer-box';
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

export function drawerBoxSpec(values: TemplateValues): DrawerBoxSpec {
  return {
    length: num(values, 'length'),
    width: num(values, 'width'),
    height: num(values, 'height'),
    boardThickness: num(values, 'board_thickness'),
    wrap: RIGID_WRAP_CALIPER,
    turnIn: num(values, 'turn_in'),
    sleeveClearance: num(values, 'sleeve_clearance'),
    ...(values.thumb_notch === false ? {} : { thumbNotch: num(values, 'thumb_notch_radius') }),
  };
}

/**
 * A rigid drawer (slide) box: a wrapped board tray sliding lengthwise in a wrapped board sleeve open at
 * both ends. No FEFCO or ECMA code covers rigid boxes.
 */
export const drawerBox: TemplateDefinition = {
  id: 'becf-31003',
  name: 'Drawer Box with Sleeve',
  group: templateGroup('hard_cardboards_covered_solid_board_boxes'),
  standardCode: null,
  tags: [
    'hard cardboard',
    'rigid box',
    'set-up box',
    'greyboard',
    'drawer box',
    'slide box',
    'sleeve',
    'matchbox',
    'wrapped',
  ],
  parameters: [
    ...insideSizeParameters({ length: 50, width: 50, height: 20 }, { length: 600, width: 450, height: 300 }),
    boardThicknessParameter,
    turnInParameter(15, 20),
    lengthParameter(
      'sleeve_clearance',
      'Play between the wrapped drawer and the sleeve, in width and in height; 1 to 1.5 mm slides well.',
      { default: 1, minimum: 1, maximum: 1.5 },
    ),
    {
      name: 'thumb_notch',
      dataType: 'boolean',
      description:
        "Half-round thumb notches in the sleeve's top and bottom at both ends, to push the drawer out; without them, pull it by a ribbon glued under its liner.",
      required: false,
      default: true,
      allowedValues: [true, false, 0, 1],
    },
    lengthParameter('thumb_notch_radius', 'Radius of the thumb notches.', {
      default: 12,
      minimum: 12,
      maximum: 15,
    }),
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 200, width: 120, height: 50 },
  features: {},
  variants: [],
  constraints: lengthNotShorterThanWidth,
  build: (values) => buildDrawerBox(drawerBoxSpec(values)),
};
