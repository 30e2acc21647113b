import { trayMinimumHeight } from '../../cartons/glued-tray';
import { buildTuckLidTray, tuckLidTrayMinimumWidth } from '../../cartons/tuck-lid-tray';
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

/** The tuck stops this far above the base, so it never rides on the base crease. */
const TUCK_CLEAR_OF_BASE = 3;

/** A one-piece glued-corner tray with a lid hinged on its back wall that tucks in behind the front. */
export const tuckLidTray: TemplateDefinition = {
  id: 'becf-16003',
  name: 'Tray with Tuck Lid, One Piece',
  group: templateGroup('cartons_tray_boxes'),
  standardCode: null,
  tags: [
    'folding carton',
    'tray',
    'hinged lid',
    'tuck lid',
    'one piece',
    'glued corners',
    'dust flaps',
    'lidded tray',
  ],
  parameters: [
    ...insideSizeParameters({ length: 40, width: 30, height: 20 }, { length: 600, width: 400, height: 200 }),
    materialParameter(0.5, 0.2, 1.2),
    lengthParameter('glue_flap', 'Width of the corner glue flaps, glued inside the end walls.', {
      default: 12,
      minimum: 8,
      maximum: 40,
    }),
    lengthParameter('tuck_flap', "Depth of the tuck on the lid's front edge, behind the front wall.", {
      default: 20,
      minimum: 10,
      maximum: 200,
    }),
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 200, width: 140, height: 50, tuck_flap: 30 },
  features: {},
  variants: [{ rel: 'change_joint', templateId: 'becf-16102', name: 'Locked corners, no glue' }],
  constraints(values) {
    const lengthFirst = lengthNotShorterThanWidth(values);
    if (lengthFirst.length > 0) return lengthFirst;
    const t = num(values, 'material');
    const glue = num(values, 'glue_flap');
    return [
      ...atLeast(
        values,
        'width',
        tuckLidTrayMinimumWidth(glue, t),
        "the lid's dust flaps hang between the corner glue flaps and need room there",
      ),
      ...atLeast(
        values,
        'height',
        trayMinimumHeight(glue, t, designRuleLimits(t).glueLand),
        'the corner glue flaps need a glue land of at least 6 mm between their bevels',
      ),
      ...atMost(
        values,
        'tuck_flap',
        num(values, 'height') - TUCK_CLEAR_OF_BASE,
        'the tuck must stop 3 mm above the base',
      ),
    ];
  },
  build: (values) => [
    {
      name: 'blank',
      graph: buildTuckLidTray({
        length: num(values, 'length'),
        width: num(values, 'width'),
        height: num(values, 'height'),
        material: num(values, 'material'),
        glueFlap: num(values, 'glue_flap'),
        tuckDepth: num(values, 'tuck_flap'),
      }),
    },
  ],
};
