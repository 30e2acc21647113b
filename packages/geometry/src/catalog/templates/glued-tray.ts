import { buildGluedTray, trayMinimumHeight } from '../../cartons/glued-tray';
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

/** An open tray with glued corner flaps. */
export const gluedTray: TemplateDefinition = {
  id: 'becf-16001',
  name: 'Tray with Glued Corners',
  group: templateGroup('cartons_tray_boxes'),
  standardCode: null,
  tags: ['folding carton', 'tray', 'open top'],
  parameters: [
    ...insideSizeParameters({ length: 30, width: 25, height: 10 }, { length: 600, width: 400, height: 200 }),
    materialParameter(0.5, 0.2, 1.5),
    lengthParameter('glue_flap', 'Width of the corner glue flaps, glued inside the end walls.', {
      default: 15,
      minimum: 8,
      maximum: 40,
    }),
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 150, width: 100, height: 40 },
  features: {},
  variants: [{ rel: 'change_joint', templateId: 'becf-16002', name: 'Locked corners, no glue' }],
  constraints(values) {
    const lengthFirst = lengthNotShorterThanWidth(values);
    if (lengthFirst.length > 0) return lengthFirst;
    // two flaps glue inside each end wall and must not meet, and each needs a real glue land
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
        trayMinimumHeight(
          num(values, 'glue_flap'),
          num(values, 'material'),
          designRuleLimits(num(values, 'material')).glueLand,
        ),
        'the corner glue flaps need a glue land of at least 6 mm between their bevels',
      ),
    ];
  },
  build: (values) => [
    {
      name: 'blank',
      graph: buildGluedTray({
        length: num(values, 'length'),
        width: num(values, 'width'),
        height: num(values, 'height'),
        material: num(values, 'material'),
        glueFlap: num(values, 'glue_flap'),
      }),
    },
  ],
};
