import { buildCounterDisplayTray, type CounterDisplayTraySpec } from '../../rigid/counter-display-tray';
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
import { boardThicknessParameter, RIGID_WRAP_CALIPER } from './lid-and-base-box';

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
