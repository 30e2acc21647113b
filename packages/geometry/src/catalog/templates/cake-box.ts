import {
  buildCakeBox,
  buildTwoPieceCakeBox,
  cakeBoxSizes,
  cakeLidInside,
  MIN_WINDOW,
} from '../../cartons/cake-box';
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
import type { TemplateDefinition, TemplateValues } from '../template-definition';
import { templateGroup } from '../template-groups';

/** The cake box's closure, the choice its two styles differ by. */
const HINGED_LID = { id: 'hinged_tuck_lid', name: 'Hinged lid with tuck' };
const SEPARATE_LID = { id: 'separate_lid', name: 'Separate lid over the base' };

const spec = (values: TemplateValues) => ({
  length: num(values, 'length'),
  width: num(values, 'width'),
  height: num(values, 'height'),
  material: num(values, 'material'),
  glueFlap: num(values, 'glue_flap'),
  windowMargin: num(values, 'window_margin'),
  windowCornerRadius: num(values, 'window_corner_radius'),
  filmOverlap: num(values, 'film_overlap'),
});

/**
 * A one-piece cake (bakery) box: a glued-corner tray with a lid hinged on its back wall, tucked
 * inside the front wall, and a window in the lid under a film patch.
 */
export const cakeBoxWithWindow: TemplateDefinition = {
  id: 'becf-18001',
  name: 'Cake Box with Window',
  group: templateGroup('cartons_food_boxes'),
  standardCode: null,
  tags: [
    'folding carton',
    'food',
    'cake box',
    'bakery box',
    'pastry box',
    'window',
    'window film',
    'hinged lid',
    'tuck lid',
    'glued corners',
  ],
  parameters: [
    ...insideSizeParameters({ length: 60, width: 50, height: 20 }, { length: 600, width: 400, height: 300 }),
    materialParameter(0.5, 0.3, 0.8),
    lengthParameter('glue_flap', 'Width of the corner glue flaps, glued inside the end walls.', {
      default: 15,
      minimum: 8,
      maximum: 40,
    }),
    lengthParameter(
      'window_margin',
      'Board left between the lid window and every crease of the lid (at least 15 mm, so the lid does not buckle).',
      { default: 20, minimum: 15, maximum: 100 },
    ),
    lengthParameter('window_corner_radius', 'Corner radius of the lid window.', {
      default: 5,
      minimum: 3,
      maximum: 10,
    }),
    lengthParameter(
      'film_overlap',
      'How far the film patch reaches past the window all round, glued inside the lid.',
      { default: 9, minimum: 8, maximum: 10 },
    ),
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 260, width: 200, height: 90 },
  features: { flap: HINGED_LID },
  variants: [{ rel: 'change_flap', templateId: 'becf-18005', name: SEPARATE_LID.name }],
  constraints(values) {
    const lengthFirst = lengthNotShorterThanWidth(values);
    if (lengthFirst.length > 0) return lengthFirst;
    const box = cakeBoxSizes(spec(values));
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
      // the lid's shorter side keeps a window of at least 20 mm between its margins
      ...atMost(
        values,
        'window_margin',
        (Math.min(box.lidLength, box.lidDepth) - MIN_WINDOW) / 2,
        `the lid keeps a window of at least ${MIN_WINDOW} mm each way`,
      ),
    ];
  },
  build: (values) => [{ name: 'blank', graph: buildCakeBox(spec(values)) }],
};

const twoPieceSpec = (values: TemplateValues) => ({
  ...spec(values),
  lidHeight: num(values, 'lid_height'),
  lidClearance: num(values, 'lid_clearance'),
});

/** The two-piece cake box: a glued-corner tray and a turned-over tray for the lid, the window in its top. */
export const twoPieceCakeBoxWithWindow: TemplateDefinition = {
  id: 'becf-18005',
  name: 'Two-Piece Cake Box with Window Lid',
  group: templateGroup('cartons_food_boxes'),
  standardCode: null,
  tags: [
    'folding carton',
    'food',
    'cake box',
    'bakery box',
    'pastry box',
    'window',
    'window film',
    'lid and base',
    'two-piece',
    'telescope lid',
    'glued corners',
  ],
  parameters: [
    ...insideSizeParameters({ length: 60, width: 50, height: 25 }, { length: 600, width: 400, height: 300 }),
    materialParameter(0.5, 0.3, 0.8),
    lengthParameter('lid_height', 'Inside depth of the lid, at most the base height.', {
      default: 30,
      minimum: 15,
      maximum: 300,
    }),
    lengthParameter(
      'lid_clearance',
      "Total play between the lid's inside and the base's outside, each way.",
      {
        default: 1,
        minimum: 0.5,
        maximum: 3,
      },
    ),
    lengthParameter('glue_flap', 'Width of the corner glue flaps, glued inside the end walls.', {
      default: 15,
      minimum: 8,
      maximum: 40,
    }),
    lengthParameter(
      'window_margin',
      'Board left between the lid window and the creases of the lid top (at least 15 mm, so the lid does not buckle).',
      { default: 20, minimum: 15, maximum: 100 },
    ),
    lengthParameter('window_corner_radius', 'Corner radius of the lid window.', {
      default: 5,
      minimum: 3,
      maximum: 10,
    }),
    lengthParameter(
      'film_overlap',
      'How far the film patch reaches past the window all round, glued inside the lid.',
      { default: 9, minimum: 8, maximum: 10 },
    ),
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 260, width: 200, height: 90, lid_height: 40 },
  features: { flap: SEPARATE_LID },
  variants: [{ rel: 'change_flap', templateId: 'becf-18001', name: HINGED_LID.name }],
  constraints(values) {
    const lengthFirst = lengthNotShorterThanWidth(values);
    if (lengthFirst.length > 0) return lengthFirst;
    const t = num(values, 'material');
    const glueLand = designRuleLimits(t).glueLand;
    const trayHeight = trayMinimumHeight(num(values, 'glue_flap'), t, glueLand);
    // the lid's top between its creases: the lid's inside plus a board (and two boards of glue flap)
    const lid = cakeLidInside(twoPieceSpec(values));
    const top = Math.min(lid.length + 3 * t, lid.width + t);
    return [
      ...atMost(
        values,
        'glue_flap',
        num(values, 'width') / 2 - 1,
        'the two glue flaps inside an end wall must not meet',
      ),
      ...atLeast(values, 'height', trayHeight, 'the corner glue flaps need a glue land of at least 6 mm'),
      ...atMost(values, 'lid_height', num(values, 'height'), 'the lid is no deeper than the base'),
      ...atLeast(
        values,
        'lid_height',
        trayHeight,
        "the lid's corner glue flaps need a glue land of at least 6 mm",
      ),
      ...atMost(
        values,
        'window_margin',
        (top - MIN_WINDOW) / 2,
        `the lid keeps a window of at least ${MIN_WINDOW} mm each way`,
      ),
    ];
  },
  build: (values) => buildTwoPieceCakeBox(twoPieceSpec(values)),
};
