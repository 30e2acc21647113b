import { buildCounterDisplayTray, type CounterDisplayTraySpec } from '../../rigid/counter-display-tray';
import { buildEaselDisplay, type EaselDisplaySpec } from '../../rigid/easel-display';
import {
  dimensionTextsParameter,
  insideSizeParameters,
  lengthParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atLeast, atMost } from '../constraints';
import type { TemplateDefinition, TemplateValues } from '../template-definition';
import { templateGroup } from '../template-groups';
import { boardThicknessParameter, RIGID_WRAP_CALIPER, turnInParameter } from './lid-and-base-box';
import { count, integer } from './rigid-flat-parameters';

/** A header taller than this many tray depths tips the tray over backwards. */
export const HEADER_TO_DEPTH = 1.5;

export function counterDisplayTraySpec(values: TemplateValues): CounterDisplayTraySpec {
  return {
    length: num(values, 'length'),
    width: num(values, 'width'),
    height: num(values, 'height'),
    frontHeight: num(values, 'front_height'),
    headerHeight: num(values, 'header_height'),
    boardThickness: num(values, 'board_thickness'),
    lining: RIGID_WRAP_CALIPER,
  };
}

/** A greyboard counter display tray: low front, tall back, sloping sides, a header folded up double. */
export const counterDisplayTray: TemplateDefinition = {
  id: 'becf-35002',
  name: 'Counter Display Tray with Header',
  group: templateGroup('hard_cardboards_display_materials'),
  standardCode: null,
  tags: [
    'hard cardboard',
    'greyboard',
    'counter display',
    'display tray',
    'point of sale',
    'POS',
    'header card',
    'countertop',
  ],
  parameters: [
    ...insideSizeParameters({ length: 80, width: 50, height: 40 }, { length: 600, width: 400, height: 300 }),
    lengthParameter('front_height', 'Inside height of the low front wall.', {
      default: 40,
      minimum: 20,
      maximum: 300,
    }),
    lengthParameter('header_height', "How far the header stands above the back wall's top.", {
      default: 120,
      minimum: 30,
      maximum: 450,
    }),
    boardThicknessParameter,
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 250, width: 150, height: 90, front_height: 40, header_height: 150 },
  features: {},
  variants: [],
  constraints(values) {
    return [
      ...atMost(
        values,
        'front_height',
        num(values, 'height'),
        'the front wall is the low one, the back the tall one',
      ),
      ...atMost(
        values,
        'header_height',
        HEADER_TO_DEPTH * num(values, 'width'),
        `a header taller than ${HEADER_TO_DEPTH} times the tray's depth tips it over backwards`,
      ),
    ];
  },
  build: (values) => buildCounterDisplayTray(counterDisplayTraySpec(values)),
};

/** The strut's length as a share of the display's height: asked, else the middle of the usual range. */
const STRUT_SHARE = { minimum: 0.6, usual: 0.65, maximum: 0.7 };

export function easelDisplaySpec(values: TemplateValues): EaselDisplaySpec {
  const height = num(values, 'height');
  return {
    width: num(values, 'width'),
    height,
    strutLength: typeof values.strut_length === 'number' ? values.strut_length : STRUT_SHARE.usual * height,
    strutWidth: num(values, 'strut_width'),
    strutAngle: count(values, 'strut_angle', 18),
    boardThickness: num(values, 'board_thickness'),
    wrap: RIGID_WRAP_CALIPER,
    turnIn: num(values, 'turn_in'),
  };
}

/** An easel-back display: a wrapped display board with a die-cut strut whose heel stops it. */
export const easelDisplay: TemplateDefinition = {
  id: 'becf-35001',
  name: 'Easel-Back Display with Strut',
  group: templateGroup('hard_cardboards_display_materials'),
  standardCode: null,
  tags: [
    'hard cardboard',
    'greyboard',
    'easel',
    'easel back',
    'strut',
    'counter display',
    'point of sale',
    'POS',
    'standee',
    'wrapped',
  ],
  form: 'shape',
  parameters: [
    lengthParameter('width', 'Width of the display board.', { minimum: 100, maximum: 800 }),
    lengthParameter('height', 'Height of the display board, standing.', { minimum: 150, maximum: 1000 }),
    {
      name: 'strut_length',
      dataType: 'length',
      description:
        "From the strut's hinge to its foot; when not given, 0.65 of the display's height (0.6 to 0.7 stands well).",
      required: false,
      minimum: 90,
      maximum: 700,
    },
    lengthParameter('strut_width', "Width of the strut's leg.", { default: 50, minimum: 30, maximum: 150 }),
    integer('strut_angle', 'Degrees the strut opens from the display before its heel stops it.', 18, 15, 20),
    boardThicknessParameter,
    turnInParameter(15, 18),
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { width: 210, height: 297 },
  features: {},
  variants: [],
  constraints(values) {
    const height = num(values, 'height');
    return [
      ...atMost(
        values,
        'strut_width',
        num(values, 'width') / 2,
        'the strut is at most half the display wide',
      ),
      ...(typeof values.strut_length === 'number'
        ? [
            ...atLeast(
              values,
              'strut_length',
              STRUT_SHARE.minimum * height,
              "a shorter strut stands the display too upright to keep its centre over the foot's reach",
            ),
            ...atMost(
              values,
              'strut_length',
              STRUT_SHARE.maximum * height,
              "the strut's glued pad must fit above its hinge on the display's back",
            ),
          ]
        : []),
    ];
  },
  build: (values) => buildEaselDisplay(easelDisplaySpec(values)),
};
