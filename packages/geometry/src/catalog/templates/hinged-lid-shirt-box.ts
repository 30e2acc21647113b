import { buildHingedLidShirtBox } from '../../cartons/hinged-lid-shirt-box';
import { LOCKED_TRAY_MIN_HEIGHT, LOCKED_TRAY_MIN_WIDTH } from '../../cartons/locked-corner-tray';
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

/** A one-piece shirt box folded without glue: a locked-corner tray with a hinged tuck lid. */
export const hingedLidShirtBox: TemplateDefinition = {
  id: 'becf-16102',
  name: 'Shirt Box, One Piece with Hinged Tuck Lid',
  group: templateGroup('cartons_shirt_boxes'),
  standardCode: null,
  tags: [
    'folding carton',
    'shirt box',
    'apparel box',
    'garment box',
    'one piece',
    'hinged lid',
    'tuck lid',
    'no glue',
    'locked corners',
    'lock corner',
  ],
  parameters: [
    ...insideSizeParameters(
      { length: LOCKED_TRAY_MIN_WIDTH, width: LOCKED_TRAY_MIN_WIDTH, height: LOCKED_TRAY_MIN_HEIGHT + 2 },
      { length: 600, width: 400, height: 200 },
    ),
    materialParameter(0.5, 0.2, 1.2),
    lengthParameter('tuck_flap', "Depth of the tuck on the lid's front edge, behind the front wall.", {
      default: 20,
      minimum: 10,
      maximum: 200,
    }),
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 380, width: 260, height: 60, tuck_flap: 30 },
  features: {},
  variants: [{ rel: 'change_joint', templateId: 'becf-16003', name: 'Glued corners' }],
  constraints(values) {
    const lengthFirst = lengthNotShorterThanWidth(values);
    if (lengthFirst.length > 0) return lengthFirst;
    return [
      // the tray under the lid is a board and a half lower than the inside height
      ...atLeast(
        values,
        'height',
        LOCKED_TRAY_MIN_HEIGHT + 1.5 * num(values, 'material'),
        'the ears and lugs of a shallower tray do not hold',
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
      graph: buildHingedLidShirtBox({
        length: num(values, 'length'),
        width: num(values, 'width'),
        height: num(values, 'height'),
        material: num(values, 'material'),
        tuckDepth: num(values, 'tuck_flap'),
      }),
    },
  ],
};
