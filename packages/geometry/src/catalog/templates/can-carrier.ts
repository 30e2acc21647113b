import { buildCanCarrier } from '../../cartons/can-carrier';
import {
  dimensionTextsParameter,
  lengthParameter,
  materialParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atLeast, atMost } from '../constraints';
import type { TemplateDefinition, TemplateValues } from '../template-definition';
import { templateGroup } from '../template-groups';

const holesOf = (values: TemplateValues) =>
  typeof values.number_of_holes === 'number' ? values.number_of_holes : 4;

/** A can carrier card that clips onto a row of cans, with a hand hole. */
export const canCarrier: TemplateDefinition = {
  id: 'becf-12504',
  name: 'Can Carrier with Holes and Hand Hole',
  group: templateGroup('cartons_wrap_around_labels'),
  standardCode: null,
  tags: ['folding carton', 'can carrier', 'multipack', 'can topper', 'clip', 'beverage', 'hand hole'],
  parameters: [
    {
      name: 'number_of_holes',
      dataType: 'integer',
      description: 'Cans in the row.',
      required: false,
      default: 4,
      minimum: 2,
      maximum: 6,
    },
    lengthParameter(
      'hole_diameter',
      "Hole diameter: the can's lid (chime) less 1 to 2 mm; eight slits let it click in.",
      {
        default: 55,
        minimum: 30,
        maximum: 100,
      },
    ),
    lengthParameter('side_margin', 'Board from the edges to the holes.', {
      default: 12,
      minimum: 10,
      maximum: 40,
    }),
    lengthParameter('interspace', 'Board between two holes.', { default: 12, minimum: 12, maximum: 40 }),
    lengthParameter('corner_radius', "Radius of the card's corners.", {
      default: 8,
      minimum: 0,
      maximum: 10,
    }),
    lengthParameter('hand_holding_width', 'Width of the hand hole (25 mm high).', {
      default: 90,
      minimum: 80,
      maximum: 100,
    }),
    lengthParameter('hand_holding_margin', 'Board between the holes and the hand hole, and above it.', {
      default: 12,
      minimum: 10,
      maximum: 40,
    }),
    materialParameter(0.5, 0.3, 0.8),
    overflowParameter,
    dimensionTextsParameter,
  ],
  form: 'flat',
  sampleSize: { hole_diameter: 55 },
  features: {},
  variants: [],
  constraints(values) {
    const holes = holesOf(values);
    const d = num(values, 'hole_diameter');
    const row = holes * d + (holes - 1) * num(values, 'interspace');
    // the hand hole stays over the row of holes, clear of the corners: a short row asks for larger holes
    const shortest = 80;
    if (row < shortest)
      return atLeast(
        values,
        'hole_diameter',
        (shortest - (holes - 1) * num(values, 'interspace')) / holes,
        'the row of cans must be as wide as the narrowest hand hole (80 mm)',
      );
    return atMost(values, 'hand_holding_width', row, 'the hand hole must not be wider than the row of cans');
  },
  build: (values) => [
    {
      name: 'blank',
      graph: buildCanCarrier({
        holes: holesOf(values),
        holeDiameter: num(values, 'hole_diameter'),
        sideMargin: num(values, 'side_margin'),
        interspace: num(values, 'interspace'),
        cornerRadius: num(values, 'corner_radius'),
        handWidth: num(values, 'hand_holding_width'),
        handMargin: num(values, 'hand_holding_margin'),
        material: num(values, 'material'),
      }),
    },
  ],
};
