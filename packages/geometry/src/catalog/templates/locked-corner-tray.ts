import {
  buildLockedCornerTray,
  LOCKED_TRAY_MIN_HEIGHT,
  LOCKED_TRAY_MIN_WIDTH,
} from '../../cartons/locked-corner-tray';
import {
  dimensionTextsParameter,
  insideSizeParameters,
  materialParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { lengthNotShorterThanWidth } from '../constraints';
import type { TemplateDefinition } from '../template-definition';
import { templateGroup } from '../template-groups';

/** An open tray with no glue: ears on the long walls trapped in doubled end walls that lock by tabs. */
export const lockedCornerTray: TemplateDefinition = {
  id: 'becf-16002',
  name: 'Locked-Corner Tray without Glue',
  group: templateGroup('cartons_tray_boxes'),
  standardCode: null,
  tags: [
    'folding carton',
    'tray',
    'open top',
    'no glue',
    'glueless',
    'locked corners',
    'lock corner tray',
    'double end walls',
    'ears',
    'tab and slot',
  ],
  parameters: [
    ...insideSizeParameters(
      { length: LOCKED_TRAY_MIN_WIDTH, width: LOCKED_TRAY_MIN_WIDTH, height: LOCKED_TRAY_MIN_HEIGHT },
      { length: 600, width: 400, height: 200 },
    ),
    materialParameter(0.5, 0.2, 1.2),
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 150, width: 100, height: 40 },
  features: {},
  variants: [{ rel: 'change_joint', templateId: 'becf-16001', name: 'Glued corners' }],
  constraints: (values) => lengthNotShorterThanWidth(values),
  build: (values) => [
    {
      name: 'blank',
      graph: buildLockedCornerTray({
        length: num(values, 'length'),
        width: num(values, 'width'),
        height: num(values, 'height'),
        material: num(values, 'material'),
      }),
    },
  ],
};
