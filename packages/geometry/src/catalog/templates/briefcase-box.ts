import { briefcaseMinimumHandle, buildBriefcaseBox } from '../../cartons/briefcase-box';
import { trayMinimumHeight } from '../../cartons/glued-tray';
import { designRuleLimits } from '../../design-rules/design-rules';
import {
  dimensionTextsParameter,
  insideSizeParameters,
  lengthParameter,
  materialParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atLeast, atMost, lengthNotShorterThanWidth } from '../constraints';
import type { TemplateDefinition } from '../template-definition';
import { templateGroup } from '../template-groups';

/** Hand hole margin to the handle's side edges, mm. */
const HOLE_SIDE_MARGIN = 10;

/** Briefcase box: a glued-corner tray, a lid hinged on the back, a double-ply handle on the front. */
export const briefcaseBox: TemplateDefinition = {
  id: 'becf-17003',
  name: 'Briefcase Box with Handle',
  group: templateGroup('cartons_special_boxes'),
  standardCode: null,
  tags: ['folding carton', 'briefcase', 'carry box', 'handle', 'hand hole', 'tray with lid', 'hinged lid'],
  parameters: [
    ...insideSizeParameters({ length: 100, width: 30, height: 20 }, { length: 600, width: 400, height: 300 }),
    materialParameter(0.5, 0.2, 1.5),
    lengthParameter('handle_height', 'Height of the handle above the lid.', {
      default: 50,
      minimum: briefcaseMinimumHandle(),
      maximum: 80,
    }),
    lengthParameter('hand_hole_width', 'Width of the hand hole (its ends fully rounded).', {
      default: 90,
      minimum: 70,
      maximum: 110,
    }),
    lengthParameter('glue_flap', 'Width of the corner glue flaps, glued inside the end walls.', {
      default: 15,
      minimum: 8,
      maximum: 40,
    }),
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 240, width: 60, height: 170 },
  features: {},
  variants: [],
  constraints(values) {
    const lengthFirst = lengthNotShorterThanWidth(values);
    if (lengthFirst.length > 0) return lengthFirst;
    const t = num(values, 'material');
    return [
      ...atMost(
        values,
        'glue_flap',
        num(values, 'width') / 2 - 1,
        'the two glue flaps inside an end wall must not meet',
      ),
      ...atLeast(
        values,
        'height',
        trayMinimumHeight(num(values, 'glue_flap'), t, designRuleLimits(t).glueLand),
        'the corner glue flaps need a glue land of at least 6 mm between their bevels',
      ),
      ...atMost(
        values,
        'hand_hole_width',
        num(values, 'length') + t - 2 * HOLE_SIDE_MARGIN,
        'the hand hole keeps 10 mm of board either side',
      ),
    ];
  },
  build: (values) => [
    {
      name: 'blank',
      graph: buildBriefcaseBox({
        length: num(values, 'length'),
        width: num(values, 'width'),
        height: num(values, 'height'),
        material: num(values, 'material'),
        glueFlap: num(values, 'glue_flap'),
        handleHeight: num(values, 'handle_height'),
        handHoleWidth: num(values, 'hand_hole_width'),
      }),
    },
  ],
};
